import { pageLinks, type ListingFilters, type SearchTotal } from '@hearth/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './results.module.css';
import { memo } from 'react';

interface PagerProps {
  filters: ListingFilters;
  total: SearchTotal;
  windowWidth: number;
  hrefFor: (next: ListingFilters) => string;
}

/** Page links (10, or 7 at 480 px or narrower); hidden with one page or none (§2). */
export const Pager = memo(function Pager({ filters, total, windowWidth, hrefFor }: PagerProps) {
  const { t } = useTranslation();
  const limit = filters.limit ?? 100;
  const links = pageLinks(total, filters.offset ?? 0, limit, windowWidth);
  if (links.length === 0) return null;
  return (
    <nav className={styles.pager} aria-label={t('search.pager.label')}>
      <ul>
        {links.map((link) => (
          <li key={link.page}>
            <Link
              to={hrefFor({ ...filters, offset: link.offset })}
              aria-current={link.current ? 'page' : undefined}
              aria-label={t('search.pager.page', { page: link.page })}
              className={styles.pageLink}
            >
              {link.page}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
});
