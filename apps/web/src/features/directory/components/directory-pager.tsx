import { pageLinks } from '@hearth/domain';
import { useTranslation } from 'react-i18next';
import { useWindowWidth } from '../../../shared/lib/use-window-width';
import styles from './directory-page.module.css';

interface DirectoryPagerProps {
  total: number;
  offset: number;
  limit: number;
  onPage: (offset: number) => void;
}

/** The pagination footer: 10 page links (7 at 480 px or narrower), hidden with one page. */
export function DirectoryPager({ total, offset, limit, onPage }: DirectoryPagerProps) {
  const { t } = useTranslation();
  const links = pageLinks(total, offset, limit, useWindowWidth());
  if (links.length === 0) return null;
  const current = links.find((link) => link.current)?.page ?? 1;
  const last = Math.ceil(total / limit);
  return (
    <nav aria-label={t('directory.pages')} className={styles.pager}>
      <button type="button" disabled={current <= 1} onClick={() => onPage((current - 2) * limit)}>
        {t('directory.previous')}
      </button>
      {links.map((link) => (
        <button
          key={link.page}
          type="button"
          aria-current={link.current ? 'page' : undefined}
          aria-label={t('directory.pageN', { page: link.page })}
          onClick={() => onPage(link.offset)}
        >
          {link.page}
        </button>
      ))}
      <button type="button" disabled={current >= last} onClick={() => onPage(current * limit)}>
        {t('directory.next')}
      </button>
    </nav>
  );
}
