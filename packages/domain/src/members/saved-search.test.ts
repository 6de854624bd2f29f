import { describe, expect, it } from 'vitest';
import {
  REFINE_SEARCH_DIALOG,
  canSaveSearch,
  notificationFrequencyOrDefault,
  saveSearchChoices,
  savedNamePassesForm,
  savedSearchHref,
  validateSavedName,
} from './saved-search';

describe('saved search and listing group names (members-area.md §5)', () => {
  it("needs 2 to 64 characters, else 'Missing Name'", () => {
    expect(validateSavedName('ab')).toEqual({ ok: true, value: 'ab' });
    expect(validateSavedName('a')).toEqual({ ok: false, error: 'Missing Name' });
    expect(validateSavedName('x'.repeat(64)).ok).toBe(true);
    expect(validateSavedName('x'.repeat(65))).toEqual({ ok: false, error: 'Missing Name' });
    expect(validateSavedName(undefined).ok).toBe(false);
  });

  it('needs more than 2 characters to pass the form', () => {
    expect(savedNamePassesForm('ab')).toBe(false);
    expect(savedNamePassesForm('abc')).toBe(true);
  });
});

describe('notification frequency (members-area.md §5)', () => {
  it('falls back to never when empty', () => {
    expect(notificationFrequencyOrDefault('')).toBe('never');
    expect(notificationFrequencyOrDefault(null)).toBe('never');
    expect(notificationFrequencyOrDefault('daily')).toBe('daily');
    expect(notificationFrequencyOrDefault('instantly')).toBe('instantly');
  });
});

describe('saving a search (members-area.md §4, §8)', () => {
  it('refuses more than 1000 results', () => {
    expect(canSaveSearch(1000)).toBe(true);
    expect(canSaveSearch(1001)).toBe(false);
    expect(REFINE_SEARCH_DIALOG.title).toBe('Please Refine Your Search');
    expect(REFINE_SEARCH_DIALOG.text).toContain('less than 1000');
  });

  it('offers Update or Save New when the filters carry a savedSearchId', () => {
    expect(saveSearchChoices({ savedSearchId: '9' })).toEqual(['update', 'new']);
    expect(saveSearchChoices({})).toEqual(['new']);
  });

  it('searches COML and RLSE on /for-rent, the rest on /for-sale, with savedSearchId', () => {
    const rent = savedSearchHref({ id: 7, query: { 'PropertyType[in]': 'RLSE', City: 'Davis' } });
    expect(rent.startsWith('/for-rent?filters=')).toBe(true);
    const filters = JSON.parse(decodeURIComponent(rent.split('filters=')[1] ?? '')) as Record<
      string,
      unknown
    >;
    expect(filters).toEqual({ 'PropertyType[in]': 'RLSE', City: 'Davis', savedSearchId: '7' });
    expect(savedSearchHref({ id: 8, query: {} }).startsWith('/for-sale')).toBe(true);
  });
});
