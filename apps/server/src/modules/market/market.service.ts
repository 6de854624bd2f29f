/** The market figures of an area for a span of months, as `GET /api/market/...` answers. */
import type { MarketQuery, MarketResponse } from '@hearth/contracts';
import { addMonths, type MarketAreaType } from '@hearth/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import { presentMarketMonth } from './market.presenter';
import { findMarketArea, marketFigures } from './market.repository';
import { revisedMonths } from './market-editions.repository';

/** The most months one answer holds (ten years). */
export const MAX_MARKET_MONTHS = 120;

function monthsApart(from: string, to: string): number {
  const index = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7));
  return index(to) - index(from);
}

/** The months asked for: `from`..`to`, or the last `months` (24) up to the area's last month. */
export function requestedMonths(
  query: MarketQuery,
  lastMonth: string,
): { from: string; to: string } {
  if (query.months !== undefined && (query.from !== undefined || query.to !== undefined)) {
    throw badRequest('invalid_months', 'Give either months or from and to, not both.', 'months');
  }
  if (query.from !== undefined || query.to !== undefined) {
    const to = query.to ?? lastMonth;
    const from = query.from ?? addMonths(to, -23);
    if (from > to) throw badRequest('invalid_months', 'from must not be after to.', 'from');
    if (monthsApart(from, to) >= MAX_MARKET_MONTHS) {
      throw badRequest('invalid_months', `At most ${MAX_MARKET_MONTHS} months at once.`, 'from');
    }
    return { from, to };
  }
  const count = query.months ?? 24;
  return { from: addMonths(lastMonth, -(count - 1)), to: lastMonth };
}

export async function marketReport(
  db: Kysely<Database>,
  areaType: MarketAreaType,
  areaName: string,
  query: MarketQuery,
  minimumSales: number,
): Promise<MarketResponse> {
  const area = await findMarketArea(db, areaType, areaName);
  if (!area)
    throw notFound('market_area_not_found', `No market figures for ${areaType} ${areaName}.`);
  const { from, to } = requestedMonths(query, area.lastMonth);
  // Two index reads, side by side on a pool of connections.
  const [rows, revised] = await Promise.all([
    marketFigures(db, areaType, area.name, from, to, query.group),
    revisedMonths(db, areaType, area.name),
  ]);
  const updated = rows.reduce<Date | null>((latest, row) => {
    const at = new Date(row.updated_at);
    return latest === null || at > latest ? at : latest;
  }, null);
  return {
    area: { type: areaType, name: area.name, county: area.county },
    lastMonth: area.lastMonth,
    minimumSales,
    updatedAt: updated?.toISOString() ?? null,
    revised: revised?.months.filter((month) => month >= from && month <= to) ?? [],
    months: rows.map((row) => presentMarketMonth(row, minimumSales)),
  };
}
