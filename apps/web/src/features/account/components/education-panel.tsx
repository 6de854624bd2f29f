import type { EducationStatus } from '@hearth/contracts';
import { formatLicenceExpiry } from '@hearth/domain';
import { useTranslation } from 'react-i18next';
import styles from './account.module.css';

/**
 * The licence-expiry warning and the continuing-education line (§5): danger style under 7 days,
 * a red warning under 30 days (or under 90 with credits still needed), a green check when none
 * are needed.
 */
export function EducationLines({ status }: { status: EducationStatus }) {
  const { t } = useTranslation();
  const days = status.daysUntilExpiry;
  const expiry = status.licenseExpirationDate;
  return (
    <>
      {expiry && (
        <p className={styles.expiry} data-style={status.expiryStyle}>
          {days !== null && days < 0
            ? t('account.education.expired', { date: formatLicenceExpiry(expiry) })
            : t('account.education.expires', {
                date: formatLicenceExpiry(expiry),
                count: days ?? 0,
              })}
        </p>
      )}
      <p className={styles.educationLine} data-icon={status.educationIcon ?? 'none'}>
        {status.educationIcon === 'red-warning' && (
          <span role="img" aria-label={t('account.education.warning')}>
            ⚠{' '}
          </span>
        )}
        {status.educationIcon === 'green-check' && (
          <span role="img" aria-label={t('account.education.onTrack')}>
            ✓{' '}
          </span>
        )}
        {status.creditsNeeded > 0
          ? t('account.education.creditsNeeded', {
              needed: status.creditsNeeded,
              required: status.creditsRequired,
            })
          : t('account.education.complete')}
      </p>
    </>
  );
}
