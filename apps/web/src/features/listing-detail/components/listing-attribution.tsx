import { DEFAULT_MLS_DISCLAIMER } from '@hearth/contracts';
import type { ListingAgent, ListingOffice } from '@hearth/contracts';
import { displayPhone } from '@hearth/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useSettings } from '../../../config/settings-context';
import styles from './listing-detail.module.css';

/** The listing office and agent with their contact details, and the MLS disclaimer (IDX). */
export function ListingAttribution({
  agents,
  offices,
  dataUpdatedAt,
}: {
  agents: readonly ListingAgent[];
  offices: readonly ListingOffice[];
  dataUpdatedAt: string;
}) {
  const { t, i18n } = useTranslation();
  const { mlsDisclaimer, timezone } = useSettings();
  const date = new Intl.DateTimeFormat(i18n.language === 'es' ? 'es-US' : 'en-US', {
    timeZone: timezone,
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(dataUpdatedAt));
  return (
    <section className={styles.card} aria-labelledby="listing-attribution-title">
      <h2 id="listing-attribution-title" className={styles.sectionTitle}>
        {t('listing.attribution.title')}
      </h2>
      {offices.map((office) => (
        <div key={office.OfficeKey}>
          <p>
            {t('listing.attribution.office')}{' '}
            <Link to={paths.office(office.OfficeName, office.OfficeKey)}>{office.OfficeName}</Link>
          </p>
          {office.OfficePhone && (
            <p>
              <a href={`tel:${office.OfficePhone.replace(/[^\d+]/g, '')}`}>
                {displayPhone(office.OfficePhone)}
              </a>
            </p>
          )}
          {office.OfficeEmail && (
            <p>
              <a href={`mailto:${office.OfficeEmail}`}>{office.OfficeEmail}</a>
            </p>
          )}
        </div>
      ))}
      {agents.map((agent) => (
        <div key={agent.MemberKey}>
          <p>
            {t('listing.attribution.agent')}{' '}
            <Link to={paths.agent(agent.MemberFullName, agent.MemberKey)}>
              {agent.MemberFullName}
            </Link>
          </p>
          {agent.MemberPreferredPhone && (
            <p>
              <a href={`tel:${agent.MemberPreferredPhone.replace(/[^\d+]/g, '')}`}>
                {displayPhone(agent.MemberPreferredPhone)}
              </a>
            </p>
          )}
          {agent.MemberEmail && (
            <p>
              <a href={`mailto:${agent.MemberEmail}`}>{agent.MemberEmail}</a>
            </p>
          )}
        </div>
      ))}
      <p className={styles.disclaimer}>
        {mlsDisclaimer === DEFAULT_MLS_DISCLAIMER
          ? t('listing.attribution.defaultDisclaimer')
          : mlsDisclaimer}{' '}
        {t('listing.attribution.dataDate', { date })}
      </p>
    </section>
  );
}
