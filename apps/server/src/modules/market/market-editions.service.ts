/** The association's monthly report: frozen editions, their commentary, publishing and mailing. */
import type { MarketEditionSummary, MarketResponse } from '@hearth/contracts';
import { lastFullMonth } from '@hearth/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { notFound } from '../../errors';
import { enqueueMail } from '../mail/enqueue-mail';
import { renderMailHtml } from '../mail/mail-html';
import { presentMarketMonth } from './market.presenter';
import {
  editionFigures,
  findEdition,
  freezeEdition,
  listEditions,
  reportSubscribers,
  type MarketEditionRow,
} from './market-editions.repository';

const monthOf = (row: MarketEditionRow) => String(row.month).slice(0, 7);

function summary(row: MarketEditionRow): MarketEditionSummary {
  return {
    edition: monthOf(row),
    status: row.status,
    commentary: row.commentary,
    dataQuality: row.data_quality,
    frozenAt: new Date(row.frozen_at).toISOString(),
    publishedAt: row.published_at ? new Date(row.published_at).toISOString() : null,
  };
}

/** On the configured day of a month (UTC) or later, the previous month's edition is frozen. */
export async function freezeDueEdition(
  db: Kysely<Database>,
  editionDay: number,
  now: Date,
): Promise<string | null> {
  if (now.getUTCDate() < editionDay) return null;
  const month = lastFullMonth(now.toISOString().slice(0, 10));
  return (await freezeEdition(db, month)) ? month : null;
}

export async function editionsForConsole(db: Kysely<Database>): Promise<MarketEditionSummary[]> {
  return (await listEditions(db)).map(summary);
}

/** A published edition's figures of an area, as frozen. */
export async function publishedEditionReport(
  db: Kysely<Database>,
  month: string,
  areaType: MarketResponse['area']['type'],
  areaName: string,
  minimumSales: number,
): Promise<MarketResponse & { edition: MarketEditionSummary }> {
  const edition = await findEdition(db, month);
  if (!edition || edition.status !== 'published') {
    throw notFound('market_edition_not_found', `No published market report for ${month}.`);
  }
  const rows = await editionFigures(db, month, areaType, areaName);
  const first = rows[0];
  if (!first)
    throw notFound('market_area_not_found', `No market figures for ${areaType} ${areaName}.`);
  return {
    area: { type: areaType, name: first.area_name, county: null },
    lastMonth: month,
    minimumSales,
    updatedAt: new Date(edition.frozen_at).toISOString(),
    revised: [],
    months: rows.map((row) => presentMarketMonth(row, minimumSales)),
    edition: summary(edition),
  };
}

/** Saves the staff's commentary and, when asked, publishes the edition and mails it to subscribers. */
export async function updateEdition(
  db: Kysely<Database>,
  month: string,
  change: { commentary: string; publish: boolean },
  site: { title: string; origin: string },
): Promise<MarketEditionSummary> {
  return db.transaction().execute(async (trx) => {
    const edition = await findEdition(trx, month);
    if (!edition)
      throw notFound('market_edition_not_found', `No market report edition for ${month}.`);
    const publishing = change.publish && edition.status !== 'published';
    const row = await trx
      .updateTable('market_editions')
      .set({
        commentary: change.commentary,
        ...(publishing ? { status: 'published' as const, published_at: new Date() } : {}),
      })
      .where('month', '=', `${month}-01`)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (publishing) {
      const url = `${site.origin}/market/reports/${month}`;
      for (const reader of await reportSubscribers(trx)) {
        const spanish = reader.language === 'es';
        const title = spanish
          ? `${site.title}: informe del mercado de ${month}`
          : `${site.title}: market report for ${month}`;
        const paragraphs = [
          spanish ? `Hola, ${reader.first_name}:` : `Hello ${reader.first_name},`,
          spanish
            ? `El informe mensual del mercado de ${month} está publicado.`
            : `The monthly market report for ${month} is published.`,
          ...(change.commentary ? [change.commentary] : []),
        ];
        await enqueueMail(trx, {
          to: reader.email,
          subject: title,
          text: `${paragraphs.join('\n\n')}\n\n${url}\n`,
          html: renderMailHtml({
            language: reader.language,
            title,
            paragraphs,
            action: { label: spanish ? 'Ver el informe' : 'Read the report', url },
          }),
          kind: 'market_report',
          language: reader.language,
          accountId: reader.id,
        });
      }
    }
    return summary(row);
  });
}

/** Adds or removes the account from the report's readers. */
export async function setReportSubscription(
  db: Kysely<Database>,
  accountId: string,
  subscribed: boolean,
): Promise<{ subscribed: boolean }> {
  if (subscribed) {
    await db
      .insertInto('market_report_subscribers')
      .values({ account_id: accountId })
      .onConflict((oc) => oc.column('account_id').doNothing())
      .execute();
  } else {
    await db.deleteFrom('market_report_subscribers').where('account_id', '=', accountId).execute();
  }
  return { subscribed };
}
