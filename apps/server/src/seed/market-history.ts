/**
 * The demo market's five years of history: when sales close (a spring and summer high, a winter
 * low, fewer sales while prices peaked), what they sell for (a regional trend with a peak and a
 * dip, each town growing at its own pace, a little higher in summer) and how fast (quicker and
 * nearer the asking price in a hot market). Pure functions of the day and the town, so the same
 * seed gives the same history.
 */
import type { Random } from './random';
import { DAY_MS } from './time';

/** The history the market statistics show: five years back from the reference day. */
export const MARKET_HISTORY_MONTHS = 60;
export const MARKET_HISTORY_DAYS = Math.round(MARKET_HISTORY_MONTHS * 30.44);

// Closed sales by calendar month, January first: the usual spring-to-summer season.
const SEASON = [0.62, 0.7, 0.92, 1.06, 1.2, 1.28, 1.22, 1.12, 0.98, 0.92, 0.78, 0.74];
const SEASON_MAX = 1.28;

function monthOfDay(day: number): number {
  return new Date(day * DAY_MS).getUTCMonth();
}

function yearsBefore(day: number, referenceDay: number): number {
  return Math.max(0, (referenceDay - day) / 365.25);
}

/** A market's heat from 0 to 1: the peak some 3½ years before the reference day, a cooler since. */
function heat(day: number, referenceDay: number): number {
  const years = yearsBefore(day, referenceDay);
  const peak = Math.exp(-((years - 3.6) ** 2) / (2 * 0.7 ** 2));
  const season = (SEASON[monthOfDay(day)] ?? 1) - 1;
  return Math.min(1, Math.max(0, 0.35 + 0.55 * peak + 0.5 * season));
}

/** Relative number of sales closing on a day: season × market (fewer while prices peaked). */
function salesWeight(day: number, referenceDay: number): number {
  const years = yearsBefore(day, referenceDay);
  const market = 0.82 + 0.05 * years + 0.18 * Math.exp(-((years - 4.4) ** 2) / 0.6);
  return (SEASON[monthOfDay(day)] ?? 1) * market;
}

/** A close day in [fromDay, toDay] drawn by season and market; `recentShare` thins the last 18 months. */
export function marketCloseDay(
  random: Random,
  fromDay: number,
  toDay: number,
  referenceDay: number,
  recentShare = 1,
): number {
  const recentFrom = referenceDay - 547;
  for (let attempt = 0; attempt < 64; attempt++) {
    const day = random.int(fromDay, toDay);
    const accept =
      (salesWeight(day, referenceDay) / (SEASON_MAX * 1.2)) * (day >= recentFrom ? recentShare : 1);
    if (random.next() < accept) return day;
  }
  return random.int(fromDay, toDay);
}

function townGrowth(town: string): number {
  let hash = 2166136261;
  for (let i = 0; i < town.length; i++) hash = Math.imul(hash ^ town.charCodeAt(i), 16777619);
  // From 1 % to 6 % a year, by town.
  return 0.01 + ((hash >>> 0) % 1000) / 20_000;
}

/** The price level of a town on a day, relative to the reference day's (1). */
export function priceLevel(town: string, day: number, referenceDay: number): number {
  const level = (d: number): number => {
    const years = yearsBefore(d, referenceDay);
    const trend = Math.exp(-townGrowth(town) * years);
    const peak = 0.09 * Math.exp(-((years - 3.4) ** 2) / (2 * 0.6 ** 2));
    const season = 0.025 * Math.sin((2 * Math.PI * (monthOfDay(d) - 2)) / 12);
    return trend * (1 + peak + season);
  };
  return level(day) / level(referenceDay);
}

/** ClosePrice ÷ ListPrice of a sale closing on the day: above the asking price in a hot market. */
export function saleToListRatio(random: Random, day: number, referenceDay: number): number {
  return 0.955 + 0.07 * heat(day, referenceDay) + random.float(-0.025, 0.025);
}

/** Days from on market to close: a hot market sells in weeks, a cold one in months. */
export function daysToClose(
  random: Random,
  day: number,
  referenceDay: number,
  lease: boolean,
): number {
  const pace = 1.45 - 0.9 * heat(day, referenceDay);
  return lease
    ? random.int(5, 45)
    : Math.max(12, Math.round((random.int(18, 70) + random.next() ** 3 * 90) * pace));
}
