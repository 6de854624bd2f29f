/** Saved searches (members-area.md §3, §4): list, save, update, delete. No HTTP here. */
import type { Settings } from '@hearth/contracts';
import type {
  ListedSavedSearch,
  SavedSearch,
  SavedSearchCreate,
  SavedSearchPatch,
} from '@hearth/contracts';
import {
  REFINE_SEARCH_DIALOG,
  SAVED_SEARCH_LIMIT,
  canSaveSearch,
  savedSearchQuery,
  searchRequestFilters,
} from '@hearth/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import type { ListingSearchService } from '../search/listing-search.service';
import {
  canAgentChangeSavedSearch,
  canChangeSavedSearch,
  type AgentOnBehalf,
  type ConsumerActor,
} from './consumer.policy';
import { presentListedSavedSearch, presentSavedSearch } from './consumer.presenter';
import {
  countSavedSearches,
  deleteSavedSearch,
  findSavedSearch,
  insertSavedSearch,
  listSavedSearches,
  lockUser,
  markSavedSearchRun,
  seenByAgent,
  updateSavedSearch,
  type AddedBy,
} from './consumer.repository';
import {
  checkedFrequency,
  checkedName,
  checkedNotes,
  mergedSubscriptions,
  notFoundFor,
} from './consumer-input';

export class SavedSearchService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly search: ListingSearchService,
    private readonly settings: Settings,
  ) {}

  async list(actor: ConsumerActor): Promise<ListedSavedSearch[]> {
    return (await listSavedSearches(this.db, actor.userId)).map(presentListedSavedSearch);
  }

  /** A connected contact's saved searches as their agent sees them: theirs and the agent's. */
  async listSeenByAgent(agent: AgentOnBehalf): Promise<ListedSavedSearch[]> {
    const rows = await listSavedSearches(this.db, agent.userId);
    return seenByAgent(rows, agent.agentId).map(presentListedSavedSearch);
  }

  /**
   * The query to keep, once the search engine has counted it: a search with more than 1,000
   * results cannot be saved (§4), whatever the client says.
   */
  private async checkedQuery(query: Record<string, unknown>): Promise<Record<string, unknown>> {
    const kept = savedSearchQuery(query);
    const params = searchRequestFilters(kept, this.settings);
    const total = await this.search.count(params as Record<string, unknown>);
    if (!canSaveSearch(total)) {
      throw new AppError(
        400,
        'too_many_results',
        `${REFINE_SEARCH_DIALOG.title}: ${REFINE_SEARCH_DIALOG.text}`,
        'query',
      );
    }
    return kept as Record<string, unknown>;
  }

  /** Saves a search for the person; `addedBy` names the agent saving it for a contact. */
  async create(
    actor: ConsumerActor,
    body: SavedSearchCreate,
    addedBy?: AddedBy,
  ): Promise<{ message: string; results: SavedSearch }> {
    const name = checkedName(body.name);
    const notes = checkedNotes(body.notes);
    const query = await this.checkedQuery(body.query);
    const row = await this.db.transaction().execute(async (trx) => {
      await lockUser(trx, actor.userId);
      if ((await countSavedSearches(trx, actor.userId)) >= SAVED_SEARCH_LIMIT) {
        throw new AppError(
          409,
          'saved_search_limit',
          `You can keep at most ${SAVED_SEARCH_LIMIT} saved searches: delete one to save another.`,
        );
      }
      return insertSavedSearch(
        trx,
        actor.userId,
        {
          name,
          notificationFrequency:
            body.notificationFrequency === undefined
              ? this.settings.defaultNotificationSettings.savedSearch
              : checkedFrequency(body.notificationFrequency),
          subscriptions: mergedSubscriptions(undefined, body.subscriptions),
          query,
          notes: notes ?? null,
        },
        addedBy,
      );
    });
    return { message: `Saved ${row.name}`, results: presentSavedSearch(row) };
  }

  private async owned(actor: ConsumerActor | AgentOnBehalf, id: string) {
    const row = await findSavedSearch(this.db, id);
    const allowed =
      row &&
      ('agentId' in actor
        ? canAgentChangeSavedSearch(actor, row)
        : canChangeSavedSearch(actor, row));
    if (!row || !allowed) throw notFoundFor('saved_search');
    return row;
  }

  /** Changes name, frequency, subscriptions, notes or (Update) the query. */
  async change(
    actor: ConsumerActor | AgentOnBehalf,
    id: string,
    body: SavedSearchPatch,
  ): Promise<{ message: string; results: SavedSearch }> {
    const row = await this.owned(actor, id);
    const name = body.name === undefined ? undefined : checkedName(body.name);
    const notes = checkedNotes(body.notes);
    const query = body.query === undefined ? undefined : await this.checkedQuery(body.query);
    const updated = await updateSavedSearch(this.db, row.id, {
      name,
      notes,
      query,
      notificationFrequency:
        body.notificationFrequency === undefined
          ? undefined
          : checkedFrequency(body.notificationFrequency),
      subscriptions:
        body.subscriptions === undefined
          ? undefined
          : mergedSubscriptions(row.subscriptions, body.subscriptions),
    });
    const message =
      query !== undefined ? `Updated Saved Search: ${updated.name}` : `Saved ${updated.name}`;
    return { message, results: presentSavedSearch(updated) };
  }

  /** The person opens the search's results: its listings are no longer new to them. */
  async run(actor: ConsumerActor, id: string): Promise<{ message: string; results: SavedSearch }> {
    const row = await this.owned(actor, id);
    const ran = await markSavedSearchRun(this.db, row.id);
    return { message: `Ran ${ran.name}`, results: presentSavedSearch(ran) };
  }

  async remove(actor: ConsumerActor | AgentOnBehalf, id: string): Promise<{ message: string }> {
    const row = await this.owned(actor, id);
    await deleteSavedSearch(this.db, row.id);
    return { message: 'Removed' };
  }
}
