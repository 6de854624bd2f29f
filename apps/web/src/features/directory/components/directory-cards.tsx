import type { AgentRecord, OfficeRecord } from '@hearth/contracts';
import { displayPhone } from '@hearth/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import defaultAgentPhoto from '../../../shared/assets/default-agent.svg';
import styles from './directory-cards.module.css';

/** The first photo of the record, else the default user image (§3). */
export function agentPhoto(url: string | null | undefined): string {
  return url || defaultAgentPhoto;
}

export function AgentCard({ agent }: { agent: AgentRecord }) {
  const { t } = useTranslation();
  const name = agent.MemberFullName ?? '';
  const phones = [
    ['preferred', agent.MemberPreferredPhone],
    ['office', agent.MemberOfficePhone],
    ['mobile', agent.MemberMobilePhone],
  ] as const;
  return (
    <article className={styles.card}>
      <img
        className={styles.photo}
        src={agentPhoto(agent.Media?.[0]?.MediaURL)}
        alt=""
        width={96}
        height={96}
        loading="lazy"
      />
      <div className={styles.body}>
        <h2 className={styles.name}>
          <Link to={paths.agent(name, agent.MemberKey ?? agent.id)}>{name}</Link>
        </h2>
        {agent.MemberTitle && <p className={styles.muted}>{agent.MemberTitle}</p>}
        {agent.OfficeName && <p>{agent.OfficeName}</p>}
        <dl className={styles.phones}>
          {phones
            .filter(([, phone]) => phone)
            .slice(0, 2)
            .map(([kind, phone]) => (
              <div key={kind}>
                <dt>{t(`directory.phone.${kind}`)}</dt>
                <dd>
                  <a href={`tel:${(phone ?? '').replace(/[^\d+x]/g, '')}`}>{displayPhone(phone)}</a>
                </dd>
              </div>
            ))}
        </dl>
      </div>
    </article>
  );
}

export function OfficeCard({ office }: { office: OfficeRecord }) {
  const { t } = useTranslation();
  const name = office.OfficeName ?? '';
  const place = [office.OfficeCity, office.OfficeStateOrProvince, office.OfficePostalCode]
    .filter(Boolean)
    .join(', ');
  return (
    <article className={styles.card}>
      <div className={styles.body}>
        <h2 className={styles.name}>
          <Link to={paths.office(name, office.OfficeKey ?? office.id)}>{name}</Link>
        </h2>
        {office.OfficeAddress1 && <p>{office.OfficeAddress1}</p>}
        {place && <p>{place}</p>}
        {office.OfficePhone && (
          <p className={styles.phone}>
            <a href={`tel:${office.OfficePhone.replace(/[^\d+x]/g, '')}`}>
              {displayPhone(office.OfficePhone)}
            </a>
          </p>
        )}
        {office.MemberCount !== undefined && (
          <p className={styles.muted}>
            {t('directory.memberCount', { count: office.MemberCount })}
          </p>
        )}
      </div>
    </article>
  );
}
