import type { AccountMemberCard } from '@hearth/contracts';
import { CREDITS_REQUIRED, displayPhone } from '@hearth/domain';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import defaultPhoto from '../../../shared/assets/default-agent.svg';
import { Page } from '../../../shared/ui/page';
import { useOfficeDetail } from '../api/members-api';
import { durationText } from '../../../shared/lib/duration-text';
import styles from './account.module.css';
import { EducationLines } from './education-panel';
import { MissingPage } from './missing-page';

/** A member card (§2): photo, name, title, preferred phone; licence and education for admins. */
function MemberCard({ member }: { member: AccountMemberCard }) {
  const { t } = useTranslation();
  const role = member.isResponsible
    ? t('account.office.responsible')
    : member.isContact
      ? t('account.office.contact')
      : null;
  return (
    <li className={styles.memberCard}>
      <img src={member.photoUrl ?? defaultPhoto} alt="" loading="lazy" />
      <div>
        <p className={styles.memberName}>
          <Link to={`/account/profile/${member.id}`}>{member.MemberFullName}</Link>
        </p>
        {member.title && <p className={styles.muted}>{member.title}</p>}
        {role && <p className={styles.roleTag}>{role}</p>}
        {member.phone && (
          <p>
            <a href={`tel:${member.phone.replace(/[^\d+]/g, '')}`}>{displayPhone(member.phone)}</a>
          </p>
        )}
        {member.admin && (
          <div className={styles.adminLines}>
            <EducationLines status={{ ...member.admin, creditsRequired: CREDITS_REQUIRED }} />
            <Link to={`/account/education/${member.id}`}>
              {t('account.office.educationOf', { name: member.MemberFirstName })}
            </Link>
          </div>
        )}
      </div>
    </li>
  );
}

/** `/account/office/{id}`: the office and its members, admin lines for its leaders (§2). */
export function OfficePage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const query = useOfficeDetail(id);
  if (query.isError) return <MissingPage title={t('account.office.title')} />;
  const page = query.data;
  if (!page)
    return (
      <Page title={t('account.office.title')}>
        <p className={styles.muted}>{t('account.loading')}</p>
      </Page>
    );
  const { office, leadResponse } = page;
  return (
    <Page title={t('account.office.title')}>
      <section className={styles.widget}>
        <h2 className={styles.widgetTitle}>{office.OfficeName}</h2>
        <p>
          {[
            office.OfficeAddress1,
            office.OfficeCity,
            office.OfficeStateOrProvince,
            office.OfficePostalCode,
          ]
            .filter(Boolean)
            .join(', ')}
        </p>
        {office.OfficePhone && (
          <p>
            <a href={`tel:${office.OfficePhone.replace(/[^\d+]/g, '')}`}>
              {displayPhone(office.OfficePhone)}
            </a>
          </p>
        )}
        {page.viewer.isAdmin && <p className={styles.roleTag}>{t('account.office.adminView')}</p>}
      </section>
      {leadResponse && (
        <section className={styles.widget} aria-labelledby="response-time">
          <h2 id="response-time" className={styles.widgetTitle}>
            {t('account.office.responseTitle')}
          </h2>
          <p className={styles.figure}>
            {leadResponse.medianMs === null
              ? t('account.office.noResponses')
              : durationText(leadResponse.medianMs, t)}
          </p>
          <p className={styles.muted}>
            {t('account.office.responseDetail', {
              days: leadResponse.windowDays,
              opened: leadResponse.opened,
              waiting: leadResponse.waiting,
            })}
          </p>
        </section>
      )}
      <h2 id="office-members" className={styles.sectionTitle}>
        {t('account.office.members', { count: page.members.length })}
      </h2>
      <ul className={styles.memberGrid} aria-labelledby="office-members">
        {page.members.map((member) => (
          <MemberCard key={member.id} member={member} />
        ))}
      </ul>
    </Page>
  );
}
