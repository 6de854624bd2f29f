/**
 * Listing groups and the saved listings in them (members-area.md §3, §4): favouriting toggles a
 * listing in the person's own group; rating and notes; groups' settings. No HTTP here.
 */
import type {
  SavedListing,
  SavedListingCreate,
  SavedListingGroup,
  SavedListingGroupCreate,
  SavedListingGroupListQuery,
  SavedListingGroupPatch,
  SavedListingPage,
  SavedListingPageQuery,
  SavedListingPatch,
  SavedListingRef,
  Settings,
} from '@hearth/contracts';
import {
  DEFAULT_SAVED_LISTING_SORT,
  SAVED_LISTING_LIMIT,
  SAVED_LISTING_PAGE_SIZE,
} from '@hearth/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import type { ListingSearchService } from '../search/listing-search.service';
import {
  checkedFrequency,
  checkedName,
  checkedNotes,
  checkedRating,
  mergedSubscriptions,
  notFoundFor,
} from './consumer-input';
import {
  canAgentAddToGroup,
  canAgentChangeSavedListing,
  canAnnotateSavedListing,
  canChangeGroup,
  canReadGroup,
  canRemoveSavedListing,
  type AgentOnBehalf,
  type ConsumerActor,
} from './consumer.policy';
import { presentGroup, presentSavedListing } from './consumer.presenter';
import {
  countSavedListings,
  deleteGroup,
  deleteSavedListing,
  findGroup,
  findOwnGroup,
  findSavedListing,
  findSavedListingInGroup,
  findSavedListingOwner,
  insertGroup,
  insertSavedListing,
  listGroups,
  listSavedListingRefs,
  listSavedListingPages,
  listSavedListings,
  listSnapshots,
  lockUser,
  seenByAgent,
  updateGroup,
  updateSavedListing,
  type SavedListingGroupRow,
  type PagedSavedListingRow,
  type SavedListingRow,
} from './consumer.repository';

/**
 * What a saved-listing card shows (photo, price, status tag, beds, baths, area, address) and the
 * sorts need, and what is kept of a listing when it is saved. Only the first photo is sent: a
 * list of a thousand saved listings is then a few hundred bytes a card.
 */
export const SAVED_LISTING_FIELDS: readonly string[] = [
  'ListingId',
  'StandardStatus',
  'ListPrice',
  'UnparsedAddress',
  'BedroomsTotal',
  'BathroomsTotalInteger',
  'LivingArea',
  'Media',
  'OpenHouse',
  'DaysOnMarket',
  'OnMarketDate',
  'ModificationTimestamp',
];

interface PhotoRecord {
  Order?: number;
}

/** A presented listing cut down to its card: `id`, SAVED_LISTING_FIELDS, the first photo. */
function listingCard(record: Record<string, unknown>): Record<string, unknown> {
  const card: Record<string, unknown> = { id: record.id };
  for (const name of SAVED_LISTING_FIELDS) if (name in record) card[name] = record[name];
  if (Array.isArray(card.Media)) {
    const photos = card.Media as PhotoRecord[];
    const first = photos.reduce<PhotoRecord | undefined>(
      (best, photo) =>
        best === undefined || (photo.Order ?? 0) < (best.Order ?? 0) ? photo : best,
      undefined,
    );
    card.Media = first ? [first] : [];
  }
  return card;
}

export class SavedListingService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly search: ListingSearchService,
    private readonly settings: Settings,
  ) {}

  async refs(actor: ConsumerActor): Promise<SavedListingRef[]> {
    const rows = await listSavedListingRefs(this.db, actor.userId);
    return rows.map((row) => ({
      id: String(row.id),
      listingId: row.listing_id,
      savedListingGroupId: String(row.saved_listing_group_id),
    }));
  }

  /** The saved listings with their listings as they are now, as cards (one query for all). */
  private async presented(rows: SavedListingRow[]): Promise<SavedListing[]> {
    const cards = await this.search.cardsByListingIds(
      [...new Set(rows.map((row) => row.listing_id))],
      SAVED_LISTING_FIELDS,
    );
    const snapshots = await listSnapshots(
      this.db,
      rows.filter((row) => !cards.has(row.listing_id)).map((row) => String(row.id)),
    );
    return rows.map((row) =>
      presentSavedListing(row, cards.get(row.listing_id), snapshots.get(String(row.id))),
    );
  }

  /**
   * The person's groups, each with how many saved listings it holds and the first `limit` of
   * them in `sort`: one query sorts, pages and counts every group's saved listings, and only the
   * listings of those first pages are read and presented as cards.
   */
  async groups(
    actor: ConsumerActor,
    query: SavedListingGroupListQuery = {
      sort: DEFAULT_SAVED_LISTING_SORT,
      limit: SAVED_LISTING_PAGE_SIZE,
    },
  ): Promise<SavedListingGroup[]> {
    const [groups, rows] = await Promise.all([
      listGroups(this.db, actor.userId),
      listSavedListingPages(this.db, actor.userId, { ...query, offset: 0 }),
    ]);
    return this.withFirstPages(groups, rows);
  }

  /** Groups, each with its rows of `rows` (a page of each, with their group's count) as cards. */
  private async withFirstPages(
    groups: SavedListingGroupRow[],
    rows: PagedSavedListingRow[],
  ): Promise<SavedListingGroup[]> {
    const items = await this.presented(rows);
    const byGroup = new Map<string, { items: SavedListing[]; total: number }>();
    rows.forEach((row, index) => {
      const key = String(row.saved_listing_group_id);
      const entry = byGroup.get(key) ?? { items: [], total: row.total };
      entry.items.push(items[index]!);
      byGroup.set(key, entry);
    });
    return groups.map((group) => {
      const entry = byGroup.get(String(group.id));
      return presentGroup(group, entry?.items ?? [], entry?.total ?? 0);
    });
  }

  /**
   * A connected contact's groups as their agent sees them, each with all its items: the
   * contact's own groups and items and what this agent added; what another agent added stays out.
   */
  async groupsSeenByAgent(agent: AgentOnBehalf): Promise<SavedListingGroup[]> {
    const [groups, rows] = await Promise.all([
      listGroups(this.db, agent.userId),
      listSavedListings(this.db, agent.userId),
    ]);
    const items = await this.presented(seenByAgent(rows, agent.agentId));
    const byGroup = new Map<string, SavedListing[]>();
    for (const item of items) {
      const list = byGroup.get(item.savedListingGroupId) ?? [];
      list.push(item);
      byGroup.set(item.savedListingGroupId, list);
    }
    return seenByAgent(groups, agent.agentId).map((group) => {
      const list = byGroup.get(String(group.id)) ?? [];
      return presentGroup(group, list, list.length);
    });
  }

  /** One page of a group of the person's, in `sort`; another's group answers 404. */
  async page(
    actor: ConsumerActor,
    groupId: string,
    query: SavedListingPageQuery,
  ): Promise<SavedListingPage> {
    const group = await findGroup(this.db, groupId);
    if (!group || !canReadGroup(actor, group)) throw notFoundFor('saved_listing_group');
    const rows = await listSavedListingPages(this.db, actor.userId, { ...query, groupId });
    // Past the end, no row carries the count.
    const total = rows[0]?.total ?? (await countSavedListings(this.db, actor.userId, groupId));
    return { results: await this.presented(rows), total };
  }

  private async ownedGroup(actor: ConsumerActor, id: string) {
    const group = await findGroup(this.db, id);
    if (!group || !canChangeGroup(actor, group)) throw notFoundFor('saved_listing_group');
    return group;
  }

  async createGroup(actor: ConsumerActor, body: SavedListingGroupCreate) {
    const row = await insertGroup(this.db, actor.userId, {
      name: checkedName(body.name),
      notificationFrequency:
        body.notificationFrequency === undefined
          ? this.settings.defaultNotificationSettings.savedListing
          : checkedFrequency(body.notificationFrequency),
      subscriptions: mergedSubscriptions(undefined, body.subscriptions),
      notes: checkedNotes(body.notes) ?? null,
    });
    return { message: `Saved ${row.name ?? ''}`.trim(), results: presentGroup(row, [], 0) };
  }

  async changeGroup(actor: ConsumerActor, id: string, body: SavedListingGroupPatch) {
    const group = await this.ownedGroup(actor, id);
    const row = await updateGroup(this.db, group.id, {
      name: body.name === undefined ? undefined : checkedName(body.name),
      notes: checkedNotes(body.notes),
      notificationFrequency:
        body.notificationFrequency === undefined
          ? undefined
          : checkedFrequency(body.notificationFrequency),
      subscriptions:
        body.subscriptions === undefined
          ? undefined
          : mergedSubscriptions(group.subscriptions, body.subscriptions),
    });
    const rows = await listSavedListingPages(this.db, actor.userId, {
      sort: DEFAULT_SAVED_LISTING_SORT,
      offset: 0,
      limit: SAVED_LISTING_PAGE_SIZE,
      groupId: String(row.id),
    });
    const [changed] = await this.withFirstPages([row], rows);
    return { message: 'Saved', results: changed! };
  }

  async removeGroup(actor: ConsumerActor, id: string) {
    const group = await this.ownedGroup(actor, id);
    await deleteGroup(this.db, group.id);
    return { message: 'Removed' };
  }

  /**
   * Favourites a listing: into the named group, else the person's own group (made on the first
   * favourite). Saving a listing already in the group answers the saved one. A listing that does
   * not exist, or may not be shown, answers 404; past 5,000 saved listings, 409.
   */
  async favourite(actor: ConsumerActor, body: SavedListingCreate) {
    const named = body.savedListingGroupId
      ? await this.ownedGroup(actor, body.savedListingGroupId)
      : undefined;
    return this.save(actor.userId, body, named);
  }

  /**
   * An agent adds a listing for a connected contact: into one of the contact's groups the agent
   * may see, else the contact's own group, marked as added by the agent ('Added By {agent}').
   */
  async addForContact(agent: AgentOnBehalf, body: SavedListingCreate) {
    let named: SavedListingGroupRow | undefined;
    if (body.savedListingGroupId) {
      named = await findGroup(this.db, body.savedListingGroupId);
      if (!named || !canAgentAddToGroup(agent, named)) throw notFoundFor('saved_listing_group');
    }
    const saved = await this.save(agent.userId, body, named, agent.agentId);
    const row = await findSavedListing(this.db, saved.results.id);
    return row ? { ...saved, results: presentSavedListing(row, saved.results.listing) } : saved;
  }

  private async save(
    userId: string,
    body: SavedListingCreate,
    named: SavedListingGroupRow | undefined,
    agentId?: string,
  ) {
    const actor = { userId };
    const record = (
      await this.search.cardsByListingIds([body.listingId], SAVED_LISTING_FIELDS)
    ).get(body.listingId);
    if (!record) throw notFoundFor('listing');
    const snapshot = listingCard(record);
    const row = await this.db.transaction().execute(async (trx) => {
      await lockUser(trx, actor.userId);
      const group =
        named ??
        (await findOwnGroup(trx, actor.userId)) ??
        (await insertGroup(trx, actor.userId, {
          name: null,
          notificationFrequency: this.settings.defaultNotificationSettings.savedListing,
          subscriptions: mergedSubscriptions(undefined, undefined),
          notes: null,
        }));
      const inserted = await insertSavedListing(trx, {
        groupId: group.id,
        userId: actor.userId,
        listingId: body.listingId,
        listing: snapshot,
        agentId,
      });
      if (!inserted) {
        const existing = await findSavedListingInGroup(trx, group.id, body.listingId);
        return existing && findSavedListing(trx, existing.id);
      }
      // Counted after the insert (which the lock keeps from racing): one query fewer per save,
      // and past the limit the transaction is rolled back.
      if ((await countSavedListings(trx, actor.userId)) > SAVED_LISTING_LIMIT) {
        throw new AppError(
          409,
          'saved_listing_limit',
          `You can keep at most ${SAVED_LISTING_LIMIT.toLocaleString('en-US')} saved listings: remove one to save another.`,
        );
      }
      return inserted;
    });
    if (!row) throw notFoundFor('saved_listing');
    // The listing was read a moment ago: its card answers without reading it again.
    return { message: 'Saved', results: presentSavedListing(row, snapshot) };
  }

  async annotate(actor: ConsumerActor | AgentOnBehalf, id: string, body: SavedListingPatch) {
    const row = await findSavedListing(this.db, id);
    const allowed =
      row &&
      ('agentId' in actor
        ? canAgentChangeSavedListing(actor, row)
        : canAnnotateSavedListing(actor, row));
    if (!row || !allowed) throw notFoundFor('saved_listing');
    const rating = checkedRating(body.rating);
    const notes = checkedNotes(body.notes);
    await updateSavedListing(this.db, row.id, { rating, notes });
    const [item] = await this.presented([
      {
        ...row,
        ...{
          rating: rating === undefined ? row.rating : rating,
          notes: notes === undefined ? row.notes : notes,
        },
      },
    ]);
    const changed = body.rating !== undefined && body.notes === undefined ? 'Rating' : 'Notes';
    return { message: `${changed} has been updated`, results: item! };
  }

  async unfavourite(actor: ConsumerActor | AgentOnBehalf, id: string) {
    const row = await findSavedListingOwner(this.db, id);
    const allowed =
      row &&
      ('agentId' in actor
        ? canAgentChangeSavedListing(actor, row)
        : canRemoveSavedListing(actor, row));
    if (!row || !allowed) throw notFoundFor('saved_listing');
    await deleteSavedListing(this.db, row.id);
    return { message: 'Removed' };
  }
}
