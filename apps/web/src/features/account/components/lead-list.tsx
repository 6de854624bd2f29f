import type { MemberLead } from '@hearth/contracts';
import {
  LIST_EXCERPT_LENGTH,
  isLeadListed,
  isNewLead,
  notificationExcerpt,
  relativeDate,
} from '@hearth/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useSettings } from '../../../config/settings-context';
import { showToast } from '../../../shared/ui/toast';
import { useLeadStatus, useLeads } from '../api/inbox-api';
import { leadSubject, waitText } from '../utils/lead-text';
import styles from './account.module.css';
import { FullScreenModal } from './full-screen-modal';

/** A tour's date and time are wall-clock values of the site's zone: written as they are. */
function tourWhen(date: string, time: string | null, locale: string): string {
  const at = new Date(`${date}T${time && /^\d{2}:\d{2}$/.test(time) ? time : '00:00'}:00Z`);
  if (Number.isNaN(at.getTime())) return `${date} ${time ?? ''}`.trim();
  return at.toLocaleString(locale, {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    ...(time ? { hour: 'numeric', minute: '2-digit' } : {}),
  });
}

function LeadDetail({ lead }: { lead: MemberLead }) {
  const { t, i18n } = useTranslation();
  const { timezone } = useSettings();
  const rows: [string, React.ReactNode][] = [
    [t('account.leads.name'), lead.name],
    [t('account.leads.email'), <a href={`mailto:${lead.email}`}>{lead.email}</a>],
    [
      t('account.leads.phone'),
      lead.phone ? <a href={`tel:${lead.phone.replace(/[^\d+]/g, '')}`}>{lead.phone}</a> : '—',
    ],
    [t('account.leads.message'), lead.message ?? '—'],
    [t('account.leads.tourRequest'), lead.scheduleTour ? t('account.yes') : t('account.no')],
    [
      t('account.leads.tourWhen'),
      lead.scheduleTour && lead.tourDate
        ? tourWhen(lead.tourDate, lead.tourTime, i18n.language)
        : '—',
    ],
    [
      t('account.leads.received'),
      <time dateTime={lead.createdAt}>
        {new Date(lead.createdAt).toLocaleString(i18n.language, {
          timeZone: timezone,
          dateStyle: 'medium',
          timeStyle: 'short',
        })}
      </time>,
    ],
    [t('account.leads.response'), waitText(lead, t)],
  ];
  return (
    <>
      <dl className={styles.fields}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.field}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {lead.listing && (
        <Link
          className={styles.leadListing}
          to={paths.listing(lead.listing.ListingId, lead.listing.address)}
        >
          {lead.listing.photoUrl && <img src={lead.listing.photoUrl} alt="" loading="lazy" />}
          <span>
            <strong>{lead.listing.address}</strong>
            {lead.listing.City && <span>{lead.listing.City}</span>}
            <span>
              {t('account.leads.listingLine', {
                price: lead.listing.ListPrice.toLocaleString('en-US', {
                  style: 'currency',
                  currency: 'USD',
                  maximumFractionDigits: 0,
                }),
                status: lead.listing.StandardStatus,
              })}
            </span>
          </span>
        </Link>
      )}
      {!lead.canAct && <p className={styles.muted}>{t('account.leads.readOnly')}</p>}
    </>
  );
}

/**
 * The leads inbox (members-area.md §2 "Leads", §4): a pending lead shows as new; opening it makes
 * it active (the detail modal with every field); removing it makes it inactive ('Removed'). Each
 * shows how long it waited before it was first opened.
 */
export function LeadList({ excerptLength = LIST_EXCERPT_LENGTH }: { excerptLength?: number }) {
  const { t, i18n } = useTranslation();
  const query = useLeads(true);
  const status = useLeadStatus();
  const [openId, setOpenId] = useState<string | null>(null);
  const now = new Date();
  const leads = (query.data?.results ?? []).filter((lead) => isLeadListed(lead.status));
  const open = leads.find((lead) => lead.id === openId) ?? null;

  const openLead = (lead: MemberLead) => {
    setOpenId(lead.id);
    if (lead.canAct && isNewLead(lead.status)) status.mutate({ id: lead.id, status: 'active' });
  };
  const remove = (lead: MemberLead) => {
    setOpenId(null);
    status.mutate(
      { id: lead.id, status: 'inactive' },
      {
        onSuccess: () => showToast('success', t('account.removed')),
        onError: () => showToast('error', t('account.actionFailed')),
      },
    );
  };

  // Fetch errors are swallowed (§8): the inbox simply shows nothing new.
  if (query.isPending) return <p className={styles.muted}>{t('account.loading')}</p>;
  if (leads.length === 0) return <p className={styles.empty}>{t('account.nothingRightNow')}</p>;
  return (
    <>
      <ul className={styles.itemList}>
        {leads.map((lead) => {
          const subject = leadSubject(lead, t);
          const isNew = isNewLead(lead.status);
          return (
            <li key={lead.id} className={styles.item} data-new={isNew || undefined}>
              <span className={styles.avatar} aria-hidden="true">
                {lead.name.slice(0, 1).toUpperCase()}
              </span>
              <div className={styles.itemText}>
                <p className={styles.itemSubject}>
                  {isNew && <span className={styles.newBadge}>{t('account.new')}</span>}
                  {subject}
                </p>
                <p className={styles.itemExcerpt}>
                  {lead.name}:{' '}
                  {notificationExcerpt(
                    lead.message ?? '',
                    excerptLength,
                    t('account.nothingRightNow'),
                  )}
                </p>
                <p className={styles.itemDate}>
                  <time dateTime={lead.createdAt}>
                    {relativeDate(lead.createdAt, now, i18n.language)}
                  </time>
                  {' · '}
                  {waitText(lead, t)}
                  {!lead.canAct && lead.agentName ? ` · ${lead.agentName}` : ''}
                </p>
              </div>
              <div className={styles.itemActions}>
                <button
                  type="button"
                  className={styles.smallButton}
                  onClick={() => openLead(lead)}
                  aria-label={`${t('account.leads.open')}: ${subject}, ${lead.name}`}
                >
                  {t('account.leads.open')}
                </button>
                {lead.canAct && (
                  <button
                    type="button"
                    className={styles.removeButton}
                    onClick={() => remove(lead)}

                    aria-label={`${t('account.remove')}: ${subject}, ${lead.name}`}
                  >
                    {t('account.remove')}
                  </button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <FullScreenModal
        title={open ? leadSubject(open, t) : ''}
        isOpen={open !== null}
        onClose={() => setOpenId(null)}
        {...(open?.canAct
          ? {
              onConfirm: () => remove(open),
              confirmLabel: t('account.leads.removeLead'),
              onCancel: () => setOpenId(null),
            }
          : {})}
      >
        {open && <LeadDetail lead={open} />}
      </FullScreenModal>
    </>
  );
}
