import type { MemberCard as MemberCardData } from '@hearth/contracts';
import { displayPhone, formatLicenceExpiry } from '@hearth/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { agentPhoto } from './directory-cards';
import styles from './office-page.module.css';

/**
 * A member on an office page: photo, name, title, preferred phone (else the office's). The
 * admin lines come only when the server sent them (the viewer is the office's admin).
 */
export function MemberCard({ member, officePath }: { member: MemberCardData; officePath: string }) {
  const { t } = useTranslation();
  const admin = member.admin;
  return (
    <article className={styles.member}>
      <img src={agentPhoto(member.photoUrl)} alt="" width={72} height={72} loading="lazy" />
      <div>
        <h3 className={styles.memberName}>
          <Link
            to={paths.agent(member.MemberFullName, member.MemberKey)}
            state={{ fromOffice: officePath }}
          >
            {member.MemberFullName}
          </Link>
        </h3>
        {member.title && <p className={styles.muted}>{member.title}</p>}
        {member.phone && (
          <p>
            <a href={`tel:${member.phone.replace(/[^\dx]/g, '')}`}>{displayPhone(member.phone)}</a>
          </p>
        )}
        {admin && (
          <>
            <p className={admin.expiryStyle === 'danger' ? styles.danger : undefined}>
              {admin.licenseExpirationDate
                ? t('directory.admin.licenseExpires', {
                    date: formatLicenceExpiry(admin.licenseExpirationDate),
                    count: admin.daysUntilExpiry ?? 0,
                  })
                : t('directory.admin.noLicense')}
            </p>
            <p className={admin.educationIcon === 'red-warning' ? styles.danger : undefined}>
              <span aria-hidden="true">
                {admin.educationIcon === 'red-warning' ? '⚠ ' : admin.educationIcon ? '✓ ' : ''}
              </span>
              {t('directory.admin.credits', { credits: admin.creditsNeeded })}
            </p>
          </>
        )}
      </div>
    </article>
  );
}
