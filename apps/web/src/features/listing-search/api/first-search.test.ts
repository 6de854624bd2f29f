import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../../../config/settings';
import { createQueryClient } from '../../../shared/lib/query-client';
import { listingsQueryKey, seedFirstSearch } from './first-search';

const answer = {
  success: true,
  status: 200,
  total: 40,
  bounds: { north: 38.7, south: 38.5, east: -121.3, west: -121.5 },
  bundle: [{ id: '1', ListPrice: 450000 }],
};

function pageWith(data: string): Document {
  const page = document.implementation.createHTMLDocument('');
  const element = page.createElement('script');
  element.type = 'application/json';
  element.id = 'hearth-first-search';
  element.textContent = data;
  page.body.append(element);
  return page;
}

describe('the first search the page carries', () => {
  it('is put in the query cache under its query, once, and the element goes', () => {
    const client = createQueryClient();
    const page = pageWith(JSON.stringify({ query: 'offset=0', partial: false, response: answer }));
    seedFirstSearch(client, defaultSettings, page);
    const query = client
      .getQueryCache()
      .find({ queryKey: listingsQueryKey(defaultSettings, 'offset=0') });
    expect(query?.state.data).toEqual(answer);
    // A whole page is fresh: the screen does not ask again.
    expect(query?.isStaleByTime(30_000)).toBe(false);
    expect(page.getElementById('hearth-first-search')).toBeNull();
  });

  it('is stale when it holds only the first listings, so the screen asks for the whole page', () => {
    const client = createQueryClient();
    const page = pageWith(JSON.stringify({ query: 'offset=0', partial: true, response: answer }));
    seedFirstSearch(client, defaultSettings, page);
    const query = client
      .getQueryCache()
      .find({ queryKey: listingsQueryKey(defaultSettings, 'offset=0') });
    expect(query?.state.data).toEqual(answer);
    expect(query?.isStaleByTime(30_000)).toBe(true);
  });

  it('is ignored when it is not an answer of the search API', () => {
    for (const data of ['{not json', '{"query":"offset=0","response":{"success":false}}']) {
      const client = createQueryClient();
      seedFirstSearch(client, defaultSettings, pageWith(data));
      expect(client.getQueryCache().getAll()).toHaveLength(0);
    }
  });
});
