/** The listing search answered from the in-memory index (kept fresh by IndexSync). */
import type { Cluster } from '@hearth/contracts';
import type {
  ListingPage,
  ListingSearchEngine,
  Suggestion,
  SuggestGroup,
  SuggestRequest,
} from '../listing-engine';
import type { ListingFilter, ListingQuery } from '../listing-query';
import { findListingIdByKey } from '../listing-records.repository';
import type { TextColumn } from './index-columns';
import { clusters, page, summarise } from './index-query';
import { codeCounts, namesFromIndex, suggestFromIndex } from './index-suggest';
import type { IndexSync } from './index-sync';
import type { ListingIndex, Match } from './listing-index';
import { filterKey, ResultCache } from './result-cache';

/** Suggestion counts are cached per filter until the data changes. */
const COUNT_CACHE_FILTERS = 32;
/** Recent answers kept while the index is unchanged. */
const RESULT_CACHE_ENTRIES = 256;

export interface IndexEngineOptions {
  /** Keep recent answers while the index is unchanged (default true; off to time the engine). */
  cacheResults?: boolean;
}

export class IndexListingEngine implements ListingSearchEngine {
  private counts = new Map<string, Map<TextColumn, Int32Array>>();
  private countsVersion = -1;
  private readonly pages = new ResultCache<ListingPage>(RESULT_CACHE_ENTRIES);
  private readonly cells = new ResultCache<Cluster[]>(RESULT_CACHE_ENTRIES);
  private readonly cacheResults: boolean;

  constructor(
    private readonly sync: IndexSync,
    options: IndexEngineOptions = {},
  ) {
    this.cacheResults = options.cacheResults ?? true;
  }

  async search(query: ListingQuery, now: Date): Promise<ListingPage> {
    await this.sync.fresh();
    const index = this.sync.index;
    const compute = (): ListingPage => {
      const match = index.match(query, now);
      const { total, bounds } = summarise(index, match);
      const ids = page(index, match, total, query.sortBy, query.order, query.offset, query.limit);
      return { ids, total, bounds };
    };
    const key = this.cacheResults ? filterKey(query) : null;
    if (key === null) return compute();
    const { sortBy, order, offset, limit } = query;
    return this.pages.get(
      index.version,
      JSON.stringify([key, sortBy, order, offset, limit]),
      compute,
    );
  }

  async findKey(key: string): Promise<string | undefined> {
    // Before the first load finishes the database answers, so a listing page never waits for it.
    if (!this.sync.loaded) return findListingIdByKey(this.sync.db, key);
    await this.sync.fresh();
    return this.sync.index.findKey(key);
  }

  async clusters(filter: ListingFilter, precision: number, now: Date): Promise<Cluster[]> {
    await this.sync.fresh();
    const index = this.sync.index;
    const compute = () => clusters(index, index.match(filter, now), precision);
    const key = this.cacheResults ? filterKey(filter) : null;
    if (key === null) return compute();
    return this.cells.get(index.version, `${precision}:${key}`, compute);
  }

  async suggest(request: SuggestRequest, now: Date): Promise<Record<string, Suggestion[]>> {
    await this.sync.fresh();
    const index = this.sync.index;
    const match = index.match(request.filter, now);
    return suggestFromIndex(
      index,
      match,
      request.prefix,
      request.groups,
      request.limit,
      this.countsOf(index, request.filter, match),
    );
  }

  async placeNames(
    filter: ListingFilter,
    groups: readonly SuggestGroup[],
    now: Date,
  ): Promise<Record<string, { value: string; count: number }[]>> {
    await this.sync.fresh();
    const index = this.sync.index;
    return namesFromIndex(index, groups, this.countsOf(index, filter, index.match(filter, now)));
  }

  /** Per-value counts of a column for this filter, kept while the data is unchanged. */
  private countsOf(
    index: ListingIndex,
    filter: ListingFilter,
    match: Match,
  ): (group: SuggestGroup, column: TextColumn) => Int32Array {
    if (this.countsVersion !== index.version) {
      this.counts.clear();
      this.countsVersion = index.version;
    }
    // Open-house filters depend on the clock, so their counts are not kept.
    const key = filterKey(filter);
    let perFilter = key === null ? new Map<TextColumn, Int32Array>() : this.counts.get(key);
    if (!perFilter) {
      perFilter = new Map();
      if (this.counts.size >= COUNT_CACHE_FILTERS) this.counts.clear();
      if (key !== null) this.counts.set(key, perFilter);
    }
    const cache = perFilter;
    return (_group, column) => {
      let counts = cache.get(column);
      if (!counts) cache.set(column, (counts = codeCounts(column, match)));
      return counts;
    };
  }
}
