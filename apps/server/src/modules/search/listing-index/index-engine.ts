/** The listing search answered from the in-memory index (kept fresh by IndexSync). */
import type { Cluster } from '@hearth/contracts';
import type {
  ListingPage,
  ListingSearchEngine,
  Suggestion,
  SuggestRequest,
} from '../listing-engine';
import type { ListingFilter, ListingQuery } from '../listing-query';
import type { TextColumn } from './index-columns';
import { clusters, page, summarise } from './index-query';
import { codeCounts, suggestFromIndex } from './index-suggest';
import type { IndexSync } from './index-sync';

/** Suggestion counts are cached per filter until the data changes. */
const COUNT_CACHE_FILTERS = 32;

export class IndexListingEngine implements ListingSearchEngine {
  private counts = new Map<string, Map<TextColumn, Int32Array>>();
  private countsVersion = -1;

  constructor(private readonly sync: IndexSync) {}

  async search(query: ListingQuery, now: Date): Promise<ListingPage> {
    await this.sync.fresh();
    const index = this.sync.index;
    const mask = index.match(query, now);
    const { total, bounds } = summarise(index, mask);
    const ids = page(index, mask, total, query.sortBy, query.order, query.offset, query.limit);
    return { ids, total, bounds };
  }

  async clusters(filter: ListingFilter, precision: number, now: Date): Promise<Cluster[]> {
    await this.sync.fresh();
    const index = this.sync.index;
    return clusters(index, index.match(filter, now), precision);
  }

  async suggest(request: SuggestRequest, now: Date): Promise<Record<string, Suggestion[]>> {
    await this.sync.fresh();
    const index = this.sync.index;
    const mask = index.match(request.filter, now);
    if (this.countsVersion !== index.version) {
      this.counts.clear();
      this.countsVersion = index.version;
    }
    // Open-house filters depend on the clock, so their counts are not kept.
    const key =
      request.filter.openHouse === undefined
        ? JSON.stringify([request.filter.conditions, request.filter.areas])
        : null;
    let perFilter = key === null ? new Map<TextColumn, Int32Array>() : this.counts.get(key);
    if (!perFilter) {
      perFilter = new Map();
      if (this.counts.size >= COUNT_CACHE_FILTERS) this.counts.clear();
      if (key !== null) this.counts.set(key, perFilter);
    }
    const cache = perFilter;
    return suggestFromIndex(
      index,
      mask,
      request.prefix,
      request.groups,
      request.limit,
      (_group, column) => {
        let counts = cache.get(column);
        if (!counts) cache.set(column, (counts = codeCounts(index, column, mask)));
        return counts;
      },
    );
  }
}
