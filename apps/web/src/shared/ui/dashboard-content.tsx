import { safeLink } from '@hearth/contracts';
import { useTranslation } from 'react-i18next';
import styles from './dashboard-content.module.css';
import { SafeHtml } from './safe-html';
import { ServiceIcon } from './service-icon';

/** One of the dashboard's content areas: HTML blocks the server sanitised. */
export function ContentArea({
  name,
  blocks,
}: {
  name: 'top' | 'middle' | 'bottom';
  blocks: readonly string[];
}) {
  if (blocks.length === 0) return null;
  return (
    <div className={styles.contentArea} data-area={name}>
      {blocks.map((html, index) => (
        <SafeHtml key={index} className={styles.richText} html={html} />
      ))}
    </div>
  );
}

export interface ServiceLink {
  label: string;
  url: string;
  target: '_self' | '_blank';
  imageUrl: string | null;
  /** An icon's name (search, forms, key, briefcase, gift, help); others get a link icon. */
  icon?: string | null;
}

/** The services the association lists on the dashboard, as a grid of tiles or a list. */
export function ServicesList({
  services,
  layout,
}: {
  services: readonly ServiceLink[];
  layout: 'grid' | 'list';
}) {
  const { t } = useTranslation();
  return (
    <ul className={layout === 'list' ? styles.serviceList : styles.serviceGrid}>
      {services.map((service, index) => (
        <li key={index}>
          <a
            // A link another site could be read from is not followed (links.ts).
            href={safeLink(service.url)}
            target={service.target}
            rel={service.target === '_blank' ? 'noopener noreferrer' : undefined}
            className={styles.service}
          >
            {safeLink(service.imageUrl) ? (
              <img src={safeLink(service.imageUrl)} alt="" />
            ) : (
              <span className={styles.serviceIcon} aria-hidden="true">
                <ServiceIcon name={service.icon ?? null} />
              </span>
            )}
            <span>{service.label}</span>
            {service.target === '_blank' && (
              <span className={styles.visuallyHidden}>{` ${t('account.newWindow')}`}</span>
            )}
          </a>
        </li>
      ))}
    </ul>
  );
}
