import type { MemberProfile } from '@hearth/contracts';
import { displayPhone, formatLicenceExpiry } from '@hearth/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useSettings } from '../../../config/settings-context';
import defaultPhoto from '../../../shared/assets/default-agent.svg';
import { apiErrorMessage } from '../../../shared/lib/api-error-message';
import { Page } from '../../../shared/ui/page';
import { PasswordDialog } from '../../../shared/ui/password-dialog';
import { PhotoDialog } from '../../../shared/ui/photo-dialog';
import { showToast } from '../../../shared/ui/toast';
import { useMemberProfile, useUpdateProfile } from '../api/members-api';
import { useOwnAccountCalls } from '../api/own-account-api';
import { useAccountArea } from '../hooks/use-account-area';
import styles from './account.module.css';
import { MissingPage } from './missing-page';

const splitList = (text: string) =>
  text
    .split(/[,\n]/)
    .map((item) => item.trim())
    .filter(Boolean);

function ProfileEditor({ member, onDone }: { member: MemberProfile; onDone: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateProfile(member.id);
  const [bio, setBio] = useState(member.bio ?? '');
  const [areas, setAreas] = useState(member.areas.join(', '));
  const [languages, setLanguages] = useState(member.languages.join(', '));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { bio: bio.trim(), areas: splitList(areas), languages: splitList(languages) },
      {
        onSuccess: () => {
          showToast('success', t('account.profile.saved'));
          onDone();
        },
        onError: (error) => showToast('error', apiErrorMessage(error, t)),
      },
    );
  };
  return (
    <form className={styles.form} onSubmit={submit}>
      <label className={styles.formField}>
        <span>{t('account.profile.aboutMe')}</span>
        <textarea value={bio} maxLength={5000} rows={6} onChange={(e) => setBio(e.target.value)} />
      </label>
      <label className={styles.formField}>
        <span>{t('account.profile.areasServed')}</span>
        <input
          value={areas}
          onChange={(e) => setAreas(e.target.value)}
          aria-describedby="areas-hint"
        />
        <small id="areas-hint" className={styles.muted}>
          {t('account.profile.listHint')}
        </small>
      </label>
      <label className={styles.formField}>
        <span>{t('account.profile.languages')}</span>
        <input value={languages} onChange={(e) => setLanguages(e.target.value)} />
      </label>
      <div className={styles.modalButtons}>
        <button type="button" className={styles.secondaryButton} onClick={onDone}>
          {t('account.cancel')}
        </button>
        <button type="submit" className={styles.primaryButton} disabled={update.isPending}>
          {t('account.profile.save')}
        </button>
      </div>
    </form>
  );
}

/** The member's own photo and password, each changed in its dialog (members-area.md §5, §10). */
function OwnAccountControls() {
  const { t } = useTranslation();
  const calls = useOwnAccountCalls();
  const [dialog, setDialog] = useState<'photo' | 'password' | null>(null);
  const close = () => setDialog(null);
  return (
    <section className={styles.section} aria-labelledby="own-account">
      <h2 id="own-account" className={styles.sectionTitle}>
        {t('account.profile.signInAndPhoto')}
      </h2>
      <div className={styles.modalButtons}>
        <button type="button" className={styles.secondaryButton} onClick={() => setDialog('photo')}>
          {t('auth.changePhoto')}
        </button>
        <button
          type="button"
          className={styles.secondaryButton}
          onClick={() => setDialog('password')}
        >
          {t('auth.editPassword')}
        </button>
      </div>
      {dialog === 'photo' && (
        <PhotoDialog upload={calls.uploadPhoto} onSaved={calls.photoSaved} onClose={close} />
      )}
      {dialog === 'password' && <PasswordDialog save={calls.updatePassword} onClose={close} />}
    </section>
  );
}

/** `/account/profile/{id}`: a member's profile (§2 "Profile"); the member edits their own. */
export function ProfilePage() {
  const { t } = useTranslation();
  const { profileDisclaimer } = useSettings();
  const { id } = useParams();
  const { detail } = useAccountArea();
  const memberId = id ?? detail?.memberId ?? undefined;
  const query = useMemberProfile(memberId);
  const [editing, setEditing] = useState(false);
  if (detail && !memberId) return <MissingPage title={t('account.profile.title')} />;
  if (query.isError) return <MissingPage title={t('account.profile.title')} />;
  const page = query.data;
  if (!page)
    return (
      <Page title={t('account.profile.title')}>
        <p className={styles.muted}>{t('account.loading')}</p>
      </Page>
    );
  const { member } = page;
  const primary = page.offices[0];
  const line = (label: string, value: React.ReactNode) =>
    value ? (
      <div className={styles.field}>
        <dt>{label}</dt>
        <dd>{value}</dd>
      </div>
    ) : null;
  return (
    <Page title={member.MemberFullName}>
      <div className={styles.profile}>
        <img
          className={styles.profileImage}
          src={member.photoUrl ?? defaultPhoto}
          alt={t('account.profile.photoOf', { name: member.MemberFullName })}
        />
        <div>
          {member.title && <p className={styles.lead}>{member.title}</p>}
          {page.offices.length > 0 && (
            <ul className={styles.plainList} aria-label={t('account.profile.offices')}>
              {page.offices.map((office) => (
                <li key={office.id}>
                  <Link to={`/account/office/${office.id}`}>{office.OfficeName}</Link>
                  {office.OfficeCity ? (
                    <span className={styles.muted}>{` · ${office.OfficeCity}`}</span>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
          <dl className={styles.fields}>
            {line(
              t('account.profile.office'),
              primary &&
                [primary.OfficeAddress1, primary.OfficeCity, primary.OfficeStateOrProvince]
                  .filter(Boolean)
                  .join(', ') +
                  (primary.OfficePhone ? ` · ${displayPhone(primary.OfficePhone)}` : ''),
            )}
            {line(
              t('account.profile.mobile'),
              member.mobilePhone && displayPhone(member.mobilePhone),
            )}
            {line(t('account.profile.fax'), member.faxPhone && displayPhone(member.faxPhone))}
            {line(
              t('account.profile.email'),
              member.publicEmail && (
                <a href={`mailto:${member.publicEmail}`}>{member.publicEmail}</a>
              ),
            )}
          </dl>
        </div>
      </div>
      {editing ? (
        <ProfileEditor member={member} onDone={() => setEditing(false)} />
      ) : (
        <>
          <section className={styles.section}>
            <h2 className={styles.sectionTitle}>{t('account.profile.aboutMe')}</h2>
            <p className={styles.bio} data-content={member.bio ? true : undefined}>
              {member.bio || t('account.profile.noBio')}
            </p>
          </section>
          <dl className={styles.fields}>
            {line(t('account.profile.designations'), member.designations.join(', '))}
            {line(t('account.profile.areasServed'), member.areas.join(', '))}
            {line(t('account.profile.languages'), member.languages.join(', '))}
          </dl>
          {page.viewer.canEdit && (
            <button type="button" className={styles.primaryButton} onClick={() => setEditing(true)}>
              {t('account.profile.edit')}
            </button>
          )}
        </>
      )}
      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>{t('account.profile.licenseTitle')}</h2>
        <dl className={styles.fields}>
          {line(t('account.profile.nrds'), member.nationalAssociationId)}
          {member.licenses.map((licence) => (
            <div key={licence.licenseNumber} className={styles.field}>
              <dt>{t('account.profile.license')}</dt>
              <dd>
                {[licence.licenseNumber, licence.licenseType, licence.licenseState]
                  .filter(Boolean)
                  .join(' · ')}
                {licence.licenseExpirationDate &&
                  ` · ${t('account.profile.expires', { date: formatLicenceExpiry(licence.licenseExpirationDate) })}`}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      {page.viewer.canEdit && <OwnAccountControls />}
      {profileDisclaimer && <p className={styles.muted}>{t('account.profile.disclaimer')}</p>}
    </Page>
  );
}
