import { describe, expect, it } from 'vitest';
import enAuth from './en/auth.json';
import enConsumer from './en/consumer.json';
import enCore from './en/core.json';
import enDirectory from './en/directory.json';
import enListing from './en/listing.json';
import enMarket from './en/market.json';
import enMembers from './en/members.json';
import esAuth from './es/auth.json';
import esConsumer from './es/consumer.json';
import esCore from './es/core.json';
import esDirectory from './es/directory.json';
import esListing from './es/listing.json';
import esMarket from './es/market.json';
import esMembers from './es/members.json';
import type { StringPart } from '../shared/lib/i18n';

/** The core strings (in the main bundle) and each part that loads with its screens. */
const parts = {
  core: { en: enCore, es: esCore },
  listing: { en: enListing, es: esListing },
  directory: { en: enDirectory, es: esDirectory },
  consumer: { en: enConsumer, es: esConsumer },
  members: { en: enMembers, es: esMembers },
  auth: { en: enAuth, es: esAuth },
  market: { en: enMarket, es: esMarket },
} satisfies Record<'core' | StringPart, unknown>;
const en = enCore;
const es = esCore;

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keysOf(child, prefix ? `${prefix}.${key}` : key),
  );
}

describe.each(Object.entries(parts))('translations: %s strings', (_, { en, es }) => {
  it('Spanish has every English key and no other', () => {
    // Spanish has a plural form English lacks: 'many' (1,000,000 is 'many' in CLDR's rules).
    const spanish = keysOf(es).filter((key) => !key.endsWith('_many'));
    expect(spanish.sort()).toEqual(keysOf(en).sort());
  });

  it("a Spanish 'many' form stands beside its 'other' form", () => {
    for (const key of keysOf(es).filter((name) => name.endsWith('_many'))) {
      expect(keysOf(es)).toContain(key.replace(/_many$/, '_other'));
    }
  });

  it('no text is left empty', () => {
    for (const [name, resources] of Object.entries({ en, es })) {
      const empty = keysOf(resources).filter((key) => {
        const text = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], resources);
        return typeof text !== 'string' || text.trim() === '';
      });
      expect(empty, name).toEqual([]);
    }
  });
});

describe('string parts', () => {
  it('no key is in two parts, so a part loaded later never overwrites another', () => {
    for (const language of ['en', 'es'] as const) {
      const all = Object.values(parts).flatMap((part) => keysOf(part[language]));
      expect(all.length, language).toBe(new Set(all).size);
    }
  });
});

describe('place suggestions', () => {
  // The groups `/suggest/listings` answers with (the search API's SUGGEST_GROUPS): each is shown
  // beside its suggestion as words, never as '(MiddleOrJuniorSchoolDistrict)'.
  const groups = [
    'City',
    'PostalCode',
    'CountyOrParish',
    'CityRegion',
    'SubdivisionName',
    'BuildingName',
    'UnparsedAddress',
    'ElementarySchool',
    'MiddleOrJuniorSchool',
    'HighSchool',
    'ElementarySchoolDistrict',
    'MiddleOrJuniorSchoolDistrict',
    'HighSchoolDistrict',
    'ListingId',
  ];

  it('every group has its name in English and Spanish', () => {
    for (const group of groups) {
      expect(en.search.filterNames, group).toHaveProperty([group]);
      expect(es.search.filterNames, group).toHaveProperty([group]);
    }
  });
});
