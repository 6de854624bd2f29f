import type { OfficeRecord } from '@hearth/contracts';
import { displayPhone } from '@hearth/domain';
import { lazy, Suspense, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { useSettings } from '../../../config/settings-context';
import { isApiError } from '../../../shared/lib/api-error';
import { apiErrorMessage } from '../../../shared/lib/api-error-message';
import { Page } from '../../../shared/ui/page';
import { useOfficePage } from '../api/directory-pages';
import { useClose } from '../hooks/use-close';
import { usePageMeta } from '../hooks/use-page-meta';
import { directoryHref } from '../utils/directory-filters';
import { MemberCard } from './member-card';
import styles from './office-page.module.css';

const OfficeMap = lazy(() => import('./office-map'));

/** An office's page (`/office/{OfficeName}/{OfficeKey}`, public-site.md §2). */
export function OfficePage() {
  const { t } = useTranslation();
  const { key = '' } = useParams();
  const { pathname } = useLocation();
  const settings = useSettings();
  const page = useOfficePage(key);
  usePageMeta(page.data?.header);
  const officeName = page.data?.office.OfficeName ?? '';
  // Back within the site; otherwise the directory filtered by the office's name.
  const fallback = useCallback(
    () => directoryHref({ searchBy: 'office', OfficeName: officeName }),
    [officeName],
  );
  const close = useClose(fallback);

  if (page.isPending) return <Page title={t('directory.officeTitle')} intro={t('app.loading')} />;
  if (page.isError) {
    const missing = isApiError(page.error) && page.error.status === 404;
    return (
      <Page title={missing ? t('directory.officeMissing') : t('error.title')}>
        <p>{missing ? t('directory.officeMissingText') : apiErrorMessage(page.error, t)}</p>
        <button type="button" className={styles.secondary} onClick={close}>
          {t('directory.back')}
        </button>
      </Page>
    );
  }
  const { office, members, responsibleMember, contactMember } = page.data;
  const mapOffice: OfficeRecord = { ...office };
  // One person who is both is shown once (members-area.md §2: "if a different person").
  const sameLeader = responsibleMember !== null && responsibleMember.id === contactMember?.id;
  const place = [office.OfficeCity, office.OfficeStateOrProvince, office.OfficePostalCode]
    .filter(Boolean)
    .join(', ');
  return (
    <Page title={office.OfficeName}>
      <button type="button" className={styles.secondary} onClick={close}>
        {t('directory.back')}
      </button>
      <div className={styles.info}>
        <section className={styles.card} aria-label={t('directory.officeInfo')}>
          {office.website ? (
            <p className={styles.officeName}>
              <a href={office.website} target="_blank" rel="noopener noreferrer">
                {t('directory.officeWebsite', { name: office.OfficeName })}
              </a>
            </p>
          ) : null}
          <address>
            {office.OfficeAddress1}
            {office.OfficeAddress2 && <>, {office.OfficeAddress2}</>}
            {place && (
              <>
                <br />
                {place}
              </>
            )}
          </address>
          {office.OfficePhone && (
            <p>
              {t('directory.phone.office')}:{' '}
              <a href={`tel:${office.OfficePhone.replace(/[^\dx]/g, '')}`}>
                {displayPhone(office.OfficePhone)}
              </a>
            </p>
          )}
        </section>
        {settings.mapsEnabled && office.Latitude !== null && (
          <div className={styles.map}>
            <Suspense fallback={<p>{t('directory.mapLoading')}</p>}>
              <OfficeMap
                offices={[mapOffice]}
                label={t('directory.officeMapLabel', { name: office.OfficeName })}
                clusterLabel={(count) => t('directory.clusterLabel', { count })}
                officeHref={() => pathname}
                onOpen={() => undefined}
              />
            </Suspense>
          </div>
        )}
      </div>
      {(responsibleMember || contactMember) && (
        <section className={styles.section} aria-labelledby="office-people">
          <h2 id="office-people">{t('directory.officeContacts')}</h2>
          <div className={styles.people}>
            {responsibleMember && (
              <div>
                <p className={styles.role}>
                  {sameLeader
                    ? t('directory.responsibleAndContactMember')
                    : t('directory.responsibleMember')}
                </p>
                <MemberCard member={responsibleMember} officePath={pathname} />
              </div>
            )}
            {contactMember && !sameLeader && (
              <div>
                <p className={styles.role}>{t('directory.contactMember')}</p>
                <MemberCard member={contactMember} officePath={pathname} />
              </div>
            )}
          </div>
        </section>
      )}
      <section className={styles.section} aria-labelledby="office-members">
        <h2 id="office-members">{t('directory.members', { count: members.length })}</h2>
        <ul className={styles.members}>
          {members.map((member) => (
            <li key={member.id}>
              <MemberCard member={member} officePath={pathname} />
            </li>
          ))}
        </ul>
      </section>
    </Page>
  );
}
