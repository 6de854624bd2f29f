/**
 * How typed text meets place names, the same for both engines: the street of an address (its
 * text after the house number), misspellings (an edit distance over the place dictionaries) and
 * one suggestion per place.
 */
import type { Suggestion, SuggestGroup } from './listing-engine';

/** An address without its house number: '1234 gateway way, davis' → 'gateway way, davis'. */
export function streetStart(lowerAddress: string): string {
  return lowerAddress.replace(/^[0-9][^ ,]* +/, '');
}

/** The same in SQL, over a lower-cased column: both engines match streets alike. */
export const STREET_START_SQL = `'^[0-9][^ ,]* +'`;

/**
 * Edit distance with adjacent transpositions (optimal string alignment), or `max + 1` once it
 * exceeds `max`: 'sacramneto' is one edit from 'sacramento'.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = new Array<number>(b.length + 1).fill(0);
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, before[j - 2]! + 1);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    before = previous;
    previous = current;
  }
  return Math.min(previous[b.length]!, max + 1);
}

/** Edits a misspelling of this length may hold: none under 4 letters, 1 up to 6, then 2. */
export function allowedEdits(length: number): number {
  return length < 4 ? 0 : length <= 6 ? 1 : 2;
}

/**
 * How far the typed text is from a place name: the least distance to the name or to any of its
 * words onwards ('sacramneto' is 1 from 'west sacramento'), whole or cut to the typed length
 * (a name still being typed).
 */
export function placeDistance(typed: string, lowerName: string, max: number): number {
  let best = max + 1;
  for (let start = 0; start < lowerName.length; start++) {
    if (start > 0 && lowerName[start - 1] !== ' ') continue;
    const tail = lowerName.slice(start);
    best = Math.min(
      best,
      editDistance(typed, tail, max),
      editDistance(typed, tail.slice(0, typed.length), max),
    );
    if (best === 0) break;
  }
  return best;
}

/**
 * The places within a few edits of the typed text, nearest first, then most listings, then by
 * name. `values` are a group's names with their listing counts (names with no listing left out).
 */
export function nearPlaces(
  group: SuggestGroup,
  values: readonly { value: string; count: number }[],
  typed: string,
  limit: number,
): Suggestion[] {
  const max = allowedEdits(typed.length);
  if (max === 0) return [];
  const found: { value: string; count: number; distance: number }[] = [];
  for (const { value, count } of values) {
    if (count <= 0) continue;
    const distance = placeDistance(typed, value.toLowerCase(), max);
    if (distance <= max) found.push({ value, count, distance });
  }
  found.sort(
    (a, b) =>
      a.distance - b.distance ||
      b.count - a.count ||
      (a.value < b.value ? -1 : a.value > b.value ? 1 : 0),
  );
  return found.slice(0, limit).map(({ value, count }) => ({ field: group, value, count }));
}

/**
 * One suggestion per place: an address or listing id once (two listings at one address are one
 * suggestion), and a region, subdivision or building named like a city already suggested left
 * out. A county stays beside its namesake city: it is a larger place.
 */
export function distinctSuggestions(
  bundle: Record<string, Suggestion[]>,
  groups: readonly SuggestGroup[],
): Record<string, Suggestion[]> {
  const seen = new Set<string>();
  const result: Record<string, Suggestion[]> = {};
  for (const group of groups) {
    const suggestions = bundle[group];
    if (!suggestions) continue;
    const namespace =
      group === 'CountyOrParish' ? 'county' : group === 'ListingId' ? 'listing' : 'place';
    const own = new Set<string>();
    result[group] = suggestions.filter((suggestion) => {
      const key = `${namespace}:${suggestion.value.toLowerCase()}`;
      if (own.has(key) || seen.has(key)) return false;
      own.add(key);
      return true;
    });
    for (const key of own) seen.add(key);
  }
  return result;
}
