import type { AccountDetail } from '@hearth/contracts';
import {
  amsPagesEnabled,
  avatarUrl,
  primaryRole,
  profileWidgetLinks,
  shortPrice,
} from '@hearth/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import defaultPhoto from '../../../shared/assets/default-agent.svg';
import { useSettings } from '../../../config/settings-context';
import { Page } from '../../../shared/ui/page';
import { useDashboard, useListingsWidget } from '../api/members-api';
import { useAccountArea } from '../hooks/use-account-area';
import styles from './account.module.css';
import { InboxTabs } from './inbox-tabs';
import { MyMarketWidget } from './my-market-widget';
import { ContentArea, ServicesList } from '../../../shared/ui/dashboard-content';
import { leaseSuffix } from '../../../shared/lib/lease-price';

const LINK_KEYS: Record<string, 'education' | 'calendar' | 'billing'> = {
  '/account/education': 'education',
  '/account/calendar': 'calendar',
  '/account/billing': 'billing',
};

function ProfileWidget({ detail }: { detail: AccountDetail }) {
  const { t } = useTranslation();
  const { amsVendor } = useSettings();
  const roles = detail.roles.map((role) => role.name);
  const links = amsPagesEnabled(amsVendor) ? profileWidgetLinks(primaryRole(roles)) : [];
  return (
    <section className={styles.widget} aria-labelledby="profile-widget">
      <div className={styles.profileHead}>
        <Link to="/account/profile" className={styles.profilePhoto}>
          <img
            src={avatarUrl({ url: detail.photoUrl }, defaultPhoto)}
            alt={t('account.profile.photoOf', { name: detail.name })}
          />
        </Link>
        <div>
          <h2 id="profile-widget" className={styles.widgetTitle}>
            {detail.name}
          </h2>
          <p className={styles.muted}>{detail.title}</p>
        </div>
      </div>
      {detail.offices.length > 0 && (
        <ul className={styles.plainList}>
          {detail.offices.map((office) => (
            <li key={office.id}>
              <Link to={`/account/office/${office.id}`}>{office.name}</Link>
              {office.city ? <span className={styles.muted}>{` · ${office.city}`}</span> : null}
            </li>
          ))}
        </ul>
      )}
      {links.length > 0 && (
        <ul className={styles.linkRow}>
          {links.map((link) => (
            <li key={link.href}>
              <Link to={link.href}>{t(`account.nav.${LINK_KEYS[link.href] ?? 'billing'}`)}</Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function InboxWidget({ roles }: { roles: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <section className={`${styles.widget} ${styles.wide}`} aria-labelledby="inbox-widget">
      <h2 id="inbox-widget" className={styles.widgetTitle}>
        <Link to="/account/inbox">{t('account.inbox.title')}</Link>
      </h2>
      <InboxTabs roles={roles} withMessages={false} compact />
    </section>
  );
}

function ListingsWidget({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const query = useListingsWidget(accountId);
  const widget = query.data?.results;
  if (!widget) return null; // no MLS id, or no Active, Pending or Closed listing (§2)
  return (
    <section
      className={`${styles.widget} ${styles.listingsWidget}`}
      aria-labelledby="listings-widget"
    >
      <h2 id="listings-widget" className={styles.widgetTitle}>
        <a href="/mls-agent/listings">
          {t('account.listings.title', {
            status: t(`account.listings.${widget.status}`),
            count: widget.total,
          })}
        </a>
      </h2>
      <ul className={styles.listingList}>
        {widget.listings.map((listing) => (
          <li key={listing.id}>
            <Link
              to={paths.listing(listing.ListingId, listing.address)}
              className={styles.listingRow}
            >
              {listing.photoUrl ? (
                <img src={listing.photoUrl} alt="" loading="lazy" />
              ) : (
                <span className={styles.noPhoto} />
              )}
              <span>
                <strong>
                  {shortPrice(listing.ListPrice)}
                  {leaseSuffix(listing.PropertyType, t)}
                </strong>
                <span>{listing.address}</span>
                {listing.City && <span className={styles.muted}>{listing.City}</span>}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ActionsWidget({ detail }: { detail: AccountDetail }) {
  const { t } = useTranslation();
  const actions = [
    {
      href: '/account/profile',
      label: t('account.actions.editProfile'),
      show: detail.memberId !== null,
    },
    {
      href: detail.memberKey ? paths.agent(detail.name, detail.memberKey) : '',
      label: t('account.actions.publicPage'),
      show: detail.memberKey !== null,
    },
    {
      href: '/account/inbox?tab=leads',
      label: t('account.actions.leads'),
      show: detail.roles.some((r) => r.name !== 'member' && r.name !== 'association_admin'),
    },
    { href: paths.search('for-sale'), label: t('account.actions.search'), show: true },
    { href: paths.directory(), label: t('account.actions.directory'), show: true },
  ].filter((action) => action.show);
  return (
    <section className={styles.widget} aria-labelledby="actions-widget">
      <h2 id="actions-widget" className={styles.widgetTitle}>
        {t('account.actions.title')}
      </h2>
      <ul className={styles.plainList}>
        {actions.map((action) => (
          <li key={action.href}>
            <Link to={action.href}>{action.label}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** `/account/home`: the dashboard's widgets and the association's content areas (§2). */
export function DashboardPage() {
  const { t } = useTranslation();
  const { account, detail, roles } = useAccountArea();
  const content = useDashboard(account !== null);
  const board = content.data;
  const area = (name: 'top' | 'middle' | 'bottom') =>
    board ? <ContentArea name={name} blocks={board[name]} /> : null;
  return (
    <Page
      title={
        account ? t('auth.welcome', { name: account.firstName }) : t('account.dashboard.title')
      }
    >
      {area('top')}
      <div className={styles.widgets}>
        {detail ? (
          <ProfileWidget detail={detail} />
        ) : (
          <section className={styles.widget} aria-busy="true" />
        )}
        <InboxWidget roles={roles} />
        {detail?.mlsId && account && <ListingsWidget accountId={account.id} />}
        {detail && <ActionsWidget detail={detail} />}
        {board && board.services.length > 0 && (
          <section
            className={`${styles.widget} ${styles.wide} ${styles.servicesWidget}`}
            aria-labelledby="services-widget"
          >
            <h2 id="services-widget" className={styles.widgetTitle}>
              {t('account.services.title')}
            </h2>
            <ServicesList services={board.services} layout={board.servicesStyle} />
          </section>
        )}
        {account && <MyMarketWidget accountId={account.id} />}
      </div>
      {area('middle')}
      {area('bottom')}
    </Page>
  );
}
