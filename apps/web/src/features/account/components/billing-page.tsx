import type { Invoice } from '@hearth/contracts';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../shared/ui/page';
import { useBilling } from '../api/ams-api';
import { formatDay, formatMoney } from '../utils/event-time';
import styles from './account.module.css';
import ams from './ams.module.css';

/** `/account/billing`: the member's invoices from the association's AMS (§2). */
export function BillingPage() {
  const { t, i18n } = useTranslation();
  const query = useBilling();
  const title = t('account.nav.billing');
  if (query.isError)
    return (
      <Page title={title}>
        <p role="alert">{t('account.ams.unavailable')}</p>
      </Page>
    );
  const page = query.data;
  if (!page)
    return (
      <Page title={title}>
        <p className={styles.muted}>{t('account.loading')}</p>
      </Page>
    );
  const money = (amount: number) => formatMoney(amount, page.currency, i18n.language);
  const unpaid = page.invoices.filter((i) => i.status !== 'paid');
  const paid = page.invoices.filter((i) => i.status === 'paid');

  const table = (invoices: Invoice[], caption: string) => (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className={styles.visuallyHidden}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('account.billing.invoice')}</th>
            <th scope="col">{t('account.billing.due')}</th>
            <th scope="col">{t('account.billing.amount')}</th>
            <th scope="col">{t('account.billing.status')}</th>
            <th scope="col">
              <span className={styles.visuallyHidden}>{t('account.billing.pay')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {invoices.map((invoice) => (
            <tr key={invoice.id}>
              <td>
                <strong>{invoice.description}</strong>
                <span className={styles.muted}>{invoice.number}</span>
              </td>
              <td>{formatDay(invoice.paidOn ?? invoice.dueOn, i18n.language)}</td>
              <td className={ams.amount}>{money(invoice.amount)}</td>
              <td>
                <span className={ams.status} data-status={invoice.status}>
                  {t(`account.billing.${invoice.status}`)}
                </span>
              </td>
              <td>
                {invoice.payUrl && (
                  <a
                    className={styles.smallButton}
                    href={invoice.payUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {t('account.billing.payInvoice', { number: invoice.number })}
                    <span className={styles.visuallyHidden}> {t('account.newWindow')}</span>
                  </a>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );

  return (
    <Page title={title}>
      <dl className={ams.totals}>
        <div>
          <dt>{t('account.billing.totalDue')}</dt>
          <dd>{money(page.totals.due)}</dd>
        </div>
        <div data-status={page.totals.overdue > 0 ? 'overdue' : undefined}>
          <dt>{t('account.billing.totalOverdue')}</dt>
          <dd>{money(page.totals.overdue)}</dd>
        </div>
        <div>
          <dt>{t('account.billing.totalPaid')}</dt>
          <dd>{money(page.totals.paid)}</dd>
        </div>
      </dl>
      <section className={styles.section} aria-labelledby="billing-open">
        <h2 id="billing-open" className={styles.sectionTitle}>
          {t('account.billing.openInvoices')}
        </h2>
        {unpaid.length === 0 ? (
          <p className={styles.empty}>{t('account.billing.allPaid')}</p>
        ) : (
          table(unpaid, t('account.billing.openInvoices'))
        )}
      </section>
      <section className={styles.section} aria-labelledby="billing-paid">
        <h2 id="billing-paid" className={styles.sectionTitle}>
          {t('account.billing.paidInvoices')}
        </h2>
        {paid.length === 0 ? (
          <p className={styles.empty}>{t('account.nothingRightNow')}</p>
        ) : (
          table(paid, t('account.billing.paidInvoices'))
        )}
      </section>
    </Page>
  );
}
