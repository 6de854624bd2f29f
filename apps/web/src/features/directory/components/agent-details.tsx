import type { AgentDetail, OfficeSummary } from '@hearth/contracts';
import { formatLicenceExpiry } from '@hearth/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { agentPhoneLines } from '../utils/agent-phones';
import styles from './agent-page.module.css';

/** Offices, phones, e-mail of an agent. */
export function AgentContactLines({
  agent,
  offices,
}: {
  agent: AgentDetail;
  offices: readonly OfficeSummary[];
}) {
  const { t } = useTranslation();
  const phones = agentPhoneLines(agent.phoneNumbers, offices[0]);
  return (
    <div>
      {offices.map((office) => (
        <p key={office.id} className={styles.office}>
          <Link to={paths.office(office.OfficeName, office.OfficeKey)}>{office.OfficeName}</Link>
        </p>
      ))}
      <dl className={styles.facts}>
        {phones.map(([kind, text]) => (
          <div key={kind}>
            <dt>{t(`directory.phone.${kind}`)}</dt>
            <dd>
              {kind === 'fax' ? text : <a href={`tel:${text.replace(/[^\dx]/g, '')}`}>{text}</a>}
            </dd>
          </div>
        ))}
        {agent.publicEmail && (
          <div>
            <dt>{t('directory.email')}</dt>
            <dd>
              <a href={`mailto:${agent.publicEmail}`}>{agent.publicEmail}</a>
            </dd>
          </div>
        )}
      </dl>
    </div>
  );
}

/** About Me, designations, areas, languages, licence and info. */
export function AgentAbout({ agent }: { agent: AgentDetail }) {
  const { t } = useTranslation();
  const list = (title: string, items: readonly string[]) =>
    items.length > 0 && (
      <section className={styles.section}>
        <h2>{title}</h2>
        <ul className={styles.tags}>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
    );
  return (
    <>
      {agent.bio && (
        <section className={styles.section}>
          <h2>{t('directory.aboutMe')}</h2>
          <p className={styles.bio}>{agent.bio}</p>
        </section>
      )}
      {list(t('directory.designations'), agent.designations)}
      {list(t('directory.areasServed'), agent.areas)}
      {list(t('directory.languages'), agent.languages)}
      <section className={styles.section}>
        <h2>{t('directory.licenseInfo')}</h2>
        <dl className={styles.facts}>
          {agent.nationalAssociationId && (
            <div>
              <dt>{t('directory.nrds')}</dt>
              <dd>{agent.nationalAssociationId}</dd>
            </div>
          )}
          {agent.licenses.map((licence) => (
            <div key={licence.licenseNumber} className={styles.licence}>
              <dt>{t('directory.licenseNumber')}</dt>
              <dd>
                {licence.licenseNumber}
                {licence.licenseType && ` (${licence.licenseType})`}
                {licence.licenseExpirationDate &&
                  ` · ${t('directory.expires', {
                    date: formatLicenceExpiry(licence.licenseExpirationDate),
                  })}`}
              </dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  );
}
