import type { PropertyType, StandardStatus } from '../db/schema';
import { MARKET_HISTORY_DAYS, daysToClose, marketCloseDay } from './market-history';
import type { Random } from './random';
import { DAY_MS, siteTime, weekday } from './time';

export interface DemoOpenHouse {
  type: 'Public' | 'Broker';
  start: Date;
  end: Date;
  remarks: string | null;
}

/** A listing's status and its dates, all relative to the reference day. */
export interface ListingTimeline {
  status: StandardStatus;
  entryTimestamp: Date;
  onMarketDay: number;
  purchaseContractDay: number | null;
  closeDay: number | null;
  modificationTimestamp: Date;
  openHouses: DemoOpenHouse[];
}

/** The seeded history reaches back 18 months. */
export const HISTORY_DAYS = 547;

const SALE_STATUSES: readonly (readonly [StandardStatus, number])[] = [
  ['Active', 40],
  ['Coming Soon', 5],
  ['Pending', 10],
  ['Active Under Contract', 7],
  ['Closed', 38],
];
const LEASE_STATUSES: readonly (readonly [StandardStatus, number])[] = [
  ['Active', 55],
  ['Coming Soon', 5],
  ['Pending', 8],
  ['Active Under Contract', 2],
  ['Closed', 30],
];
const OPEN_HOUSE_TYPES = new Set<PropertyType>(['RESI', 'RLSE', 'RINC', 'FARM']);
const OPEN_HOUSE_REMARKS = [
  'Refreshments served.',
  'Come see the remodelled kitchen.',
  'Park on the street, please.',
  'Hosted by the listing agent.',
];

function instantWithin(random: Random, fromMs: number, toMs: number): Date {
  const time = fromMs + Math.floor((random.next() * Math.max(0, toMs - fromMs)) / 60_000) * 60_000;
  return new Date(Math.min(time, toMs));
}

function openHouses(random: Random, firstDay: number, lastDay: number): DemoOpenHouse[] {
  const weekends: number[] = [];
  const weekdays: number[] = [];
  for (let day = firstDay; day <= lastDay; day++) {
    const dow = weekday(day);
    if (dow === 0 || dow === 6) weekends.push(day);
    else if (dow === 2 || dow === 4) weekdays.push(day);
  }
  const events: DemoOpenHouse[] = random.some(weekends, random.int(1, 3)).map((day) => {
    const hour = random.pick([11, 12, 13, 14]);
    return {
      type: 'Public',
      start: siteTime(day, hour),
      end: siteTime(day, hour + random.int(2, 3)),
      remarks: random.chance(0.4) ? random.pick(OPEN_HOUSE_REMARKS) : null,
    };
  });
  if (weekdays.length > 0 && random.chance(0.35)) {
    const day = random.pick(weekdays);
    events.push({
      type: 'Broker',
      start: siteTime(day, 10),
      end: siteTime(day, 12),
      remarks: 'Broker tour.',
    });
  }
  return events.sort((a, b) => a.start.getTime() - b.start.getTime());
}

export function listingTimeline(
  random: Random,
  type: PropertyType,
  reference: Date,
  referenceDay: number,
  /** A past sale of the market's history (seed/market-history.ts): Closed, within five years. */
  history = false,
): ListingTimeline {
  const lease = type === 'RLSE' || type === 'COML';
  const status = history ? 'Closed' : random.weighted(lease ? LEASE_STATUSES : SALE_STATUSES);
  const referenceMs = reference.getTime();
  let onMarketDay: number;
  let purchaseContractDay: number | null = null;
  let closeDay: number | null = null;
  let lastChangeMs = referenceMs;
  let window: [number, number];
  let openHouseChance = 0.15;
  if (status === 'Coming Soon') {
    onMarketDay = referenceDay + random.int(1, 21);
    window = [onMarketDay, onMarketDay + 14];
    openHouseChance = 0.3;
  } else if (status === 'Active') {
    onMarketDay = referenceDay - Math.min(HISTORY_DAYS - 1, Math.floor(random.next() ** 2.2 * 400));
    window = [Math.max(onMarketDay, referenceDay - 21), referenceDay + 21];
    openHouseChance = 0.3;
  } else if (status === 'Closed') {
    // Close days follow the market's seasons; the history's sales thin out over the last 18
    // months, where the ordinary closed listings are.
    closeDay = history
      ? marketCloseDay(
          random,
          referenceDay - MARKET_HISTORY_DAYS,
          referenceDay - 1,
          referenceDay,
          0.05,
        )
      : marketCloseDay(random, referenceDay - HISTORY_DAYS + 20, referenceDay - 1, referenceDay);
    onMarketDay = closeDay - daysToClose(random, closeDay, referenceDay, lease);
    purchaseContractDay = Math.max(
      onMarketDay,
      closeDay - random.int(lease ? 1 : 14, lease ? 7 : 45),
    );
    lastChangeMs = Math.min(referenceMs, closeDay * DAY_MS + random.int(1, 72) * 3_600_000);
    window = [onMarketDay, purchaseContractDay];
  } else {
    onMarketDay = referenceDay - random.int(7, 200);
    purchaseContractDay = Math.min(referenceDay - 1, onMarketDay + random.int(3, 60));
    window = [onMarketDay, purchaseContractDay];
  }
  const entryTimestamp =
    status === 'Coming Soon'
      ? instantWithin(random, referenceMs - 10 * DAY_MS, referenceMs - 3_600_000)
      : instantWithin(random, (onMarketDay - random.int(0, 5)) * DAY_MS, onMarketDay * DAY_MS);
  const changedFrom = Math.max(
    entryTimestamp.getTime(),
    (closeDay ?? purchaseContractDay ?? onMarketDay) * DAY_MS,
  );
  // Recent changes are the most common: a share of listings changed within the last day.
  const modificationTimestamp =
    status === 'Closed'
      ? new Date(Math.max(changedFrom, lastChangeMs - random.int(0, 600) * 60_000))
      : instantWithin(
          random,
          Math.max(
            changedFrom,
            referenceMs - Math.floor(random.next() ** 3 * 120) * DAY_MS - DAY_MS,
          ),
          referenceMs,
        );
  const events =
    !history && OPEN_HOUSE_TYPES.has(type) && random.chance(openHouseChance)
      ? openHouses(random, window[0], window[1])
      : [];
  return {
    status,
    entryTimestamp,
    onMarketDay,
    purchaseContractDay,
    closeDay,
    modificationTimestamp,
    openHouses: events,
  };
}
