import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  OFF_MARKET_STATUS,
  SAVED_LISTING_LIMIT,
  SAVED_NOTES_MAX,
  SAVED_SEARCH_LIMIT,
  addedByLabel,
  canEditSavedListing,
  normaliseNotes,
  savedListingGroupTitle,
  savedSearchQuery,
  savedSearchSummary,
  validateRating,
} from './saved-listings';

describe('limits (issue: 200 saved searches, 5,000 saved listings)', () => {
  it('quotes the numbers', () => {
    expect(SAVED_SEARCH_LIMIT).toBe(200);
    expect(SAVED_LISTING_LIMIT).toBe(5000);
    expect(OFF_MARKET_STATUS).toBe('Off Market');
  });
});

describe('rating 1 to 5 (members-area.md §3, §9)', () => {
  it('accepts whole numbers 1 to 5 only', () => {
    for (const value of [1, 2, 3, 4, 5]) expect(validateRating(value)).toEqual({ ok: true, value });
    for (const value of [0, 6, 2.5, '3', null]) expect(validateRating(value).ok).toBe(false);
  });
  it('never throws', () => {
    fc.assert(fc.property(fc.anything(), (value) => typeof validateRating(value).ok === 'boolean'));
  });
});

describe('notes (§5: may be cleared, which saves null)', () => {
  it('clears empty and blank notes to null', () => {
    expect(normaliseNotes('')).toEqual({ ok: true, value: null });
    expect(normaliseNotes('   ')).toEqual({ ok: true, value: null });
    expect(normaliseNotes(null)).toEqual({ ok: true, value: null });
  });
  it('keeps up to 2,000 characters', () => {
    expect(normaliseNotes(' nice yard ')).toEqual({ ok: true, value: 'nice yard' });
    expect(normaliseNotes('x'.repeat(SAVED_NOTES_MAX)).ok).toBe(true);
    expect(normaliseNotes('x'.repeat(2001)).ok).toBe(false);
  });
});

describe('listing group titles (§2)', () => {
  it("is the contact's name, else the group's own name, else 'Your Saved Listings'", () => {
    expect(savedListingGroupTitle({ name: 'x', agentId: '7', contactName: 'Jo Doe' })).toEqual({
      kind: 'contact',
      text: 'Jo Doe',
    });
    expect(savedListingGroupTitle({ name: null, agentId: '7', contactName: null })).toEqual({
      kind: 'own',
    });
    expect(savedListingGroupTitle({ name: null, agentId: null, contactName: null })).toEqual({
      kind: 'own',
    });
    expect(savedListingGroupTitle({ name: 'Lake', agentId: null, contactName: null })).toEqual({
      kind: 'named',
      text: 'Lake',
    });
  });
  it("labels items an agent added 'Added By {agent}', or 'Added By You' for that agent", () => {
    const item = { agentId: '7', agentName: 'Pat Agent' };
    expect(addedByLabel(item, { memberId: '7' })).toEqual({ kind: 'you' });
    expect(addedByLabel(item, { memberId: null })).toEqual({ kind: 'agent', name: 'Pat Agent' });
    expect(addedByLabel({ agentId: null, agentName: null }, { memberId: '7' })).toBeNull();
  });
});

describe('who edits rating and notes (§4)', () => {
  it('the owner, and the agent on items the agent added', () => {
    const own = { userId: '1', agentId: null };
    const added = { userId: '1', agentId: '7' };
    expect(canEditSavedListing(own, { userId: '1', memberId: null })).toBe(true);
    expect(canEditSavedListing(own, { userId: '2', memberId: null })).toBe(false);
    expect(canEditSavedListing(added, { userId: null, memberId: '7' })).toBe(true);
    expect(canEditSavedListing(own, { userId: null, memberId: '7' })).toBe(false);
    expect(canEditSavedListing(added, { userId: null, memberId: '8' })).toBe(false);
  });
});

describe('saved search query and summary', () => {
  it('keeps the filters without paging or savedSearchId', () => {
    expect(
      savedSearchQuery({ City: 'Folsom', offset: 24, limit: 24, savedSearchId: '9', junk: 1 }),
    ).toEqual({ City: 'Folsom' });
  });
  it('reads like "Folsom · $400k–$600k · 3+ beds · Single Family"', () => {
    expect(
      savedSearchSummary({
        City: 'Folsom',
        'ListPrice[gte]': 400000,
        'ListPrice[lte]': 600000,
        'BedroomsTotal[gte]': 3,
        'PropertySubType[in]': ['SingleFamilyResidence'],
        'PropertyType[in]': ['RESI'],
      }),
    ).toEqual([
      { kind: 'text', text: 'Folsom' },
      { kind: 'text', text: '$400k–$600k' },
      { kind: 'beds', count: 3 },
      { kind: 'subType', code: 'SingleFamilyResidence' },
    ]);
    expect(savedSearchSummary({ 'PropertyType[in]': ['RLSE'], poly: 'abc' })).toEqual([
      { kind: 'type', code: 'RLSE' },
      { kind: 'area' },
    ]);
  });
});
