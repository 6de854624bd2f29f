/**
 * The alert sweep. Each run, under an advisory lock so that one process runs it at a time:
 *
 * 1. Reads the change log after its high-water mark (again a window below it, for transactions
 *    that committed late), keeps only listings whose row differs from the one last seen, matches
 *    them against every saved search (`SavedSearchMatcher`) and their listing groups, and
 *    records an alert item per search or group, listing and reason (a reason already recorded
 *    is left), with the listings as now seen and the new mark: all in one transaction.
 * 2. Writes one message per person of the pending items of searches and groups sent instantly
 *    (once their oldest item has waited `gatherSeconds`, so close changes share a message), and
 *    at the digest hour of the site's time zone those sent daily: each message to the outbox in
 *    the transaction that marks its items sent.
 */
import type { Settings } from '@hearth/contracts';
import {
  groupReasons,
  reasonText,
  savedSearchHref,
  savedSearchQuery,
  searchReasons,
  searchRequestFilters,
  zonedIsoString,
  type AlertFacts,
  type KeyedReason,
} from '@hearth/domain';
import type { Kysely, Transaction } from 'kysely';
import type { Database, Listing } from '../../db/schema';
import { enqueueMail } from '../mail/enqueue-mail';
import { paramsAsText, parseListingFilter, type ListingFilter } from '../search/listing-query';
import { alertMail, type AlertListingCard, type AlertSection } from './alert-mail';
import { SavedSearchMatcher } from './alert-matcher';
import { AlertTokens, type UnsubscribeTarget } from './alert-tokens';
import * as repo from './alerts.repository';

/** Log entries below the mark read again, for transactions that committed after later ones. */
const LATE_WINDOW = 1_000;
/** Log entries read per transaction. */
const CHANGES_PER_RUN = 5_000;
const USERS_PER_MESSAGE_BATCH = 200;

export interface AlertSweepOptions {
  /** Seconds an instant alert waits for more changes for the same person (default 20). */
  gatherSeconds?: number;
  /** The local hour of the daily digest (default 7). */
  digestHour?: number;
}

export interface SweepSummary {
  changed: number;
  items: number;
  messages: number;
}

interface ParsedSearch extends repo.SearchToMatch {
  filter: ListingFilter;
}

function facts(row: Listing, openHouseEnd?: Date): AlertFacts {
  const start = row.next_open_house_at ? new Date(row.next_open_house_at) : null;
  return {
    price: Number(row.list_price),
    status: row.standard_status,
    openHouse: start
      ? {
          start: start.toISOString(),
          end: (openHouseEnd ?? new Date(start.getTime() + 7_200_000)).toISOString(),
        }
      : null,
    virtualTour: !!row.virtual_tour_url_branded,
  };
}

export class AlertSweepService {
  /** The saved searches as last read, and their matcher, kept while none is added or changed. */
  private parsed: {
    version: string;
    searches: ParsedSearch[];
    matcher: SavedSearchMatcher;
  } | null = null;
  private tokens: AlertTokens | null = null;
  private readonly gatherSeconds: number;
  private readonly digestHour: number;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly settings: Settings,
    private readonly origin: string,
    options: AlertSweepOptions = {},
  ) {
    this.gatherSeconds = options.gatherSeconds ?? 20;
    this.digestHour = options.digestHour ?? 7;
  }

  /** Runs whatever is due at `now`; null when another process holds the sweep. */
  async run(now: Date): Promise<SweepSummary | null> {
    const summary: SweepSummary = { changed: 0, items: 0, messages: 0 };
    for (;;) {
      const step = await this.db.transaction().execute(async (trx) => {
        if (!(await repo.trySweepLock(trx))) return null;
        return this.collect(trx, now);
      });
      if (step === null) return null;
      summary.changed += step.changed;
      summary.items += step.items;
      if (!step.more) break;
    }
    const sent = await this.db.transaction().execute(async (trx) => {
      if (!(await repo.trySweepLock(trx))) return null;
      await repo.skipSilencedItems(trx);
      const ready = new Date(now.getTime() - this.gatherSeconds * 1000);
      let messages = await this.deliver(trx, 'instantly', ready, now);
      const local = zonedIsoString(now, this.settings.timezone);
      const day = local.slice(0, 10);
      const hour = Number(local.slice(11, 13));
      const state = await repo.readAlertState(trx);
      if (hour >= this.digestHour && state.digestOn !== day) {
        messages += await this.deliver(trx, 'daily', now, now);
        await repo.saveDigestDay(trx, day);
      }
      return messages;
    });
    if (sent === null) return null;
    summary.messages = sent;
    return summary;
  }

  private async searches(
    trx: Transaction<Database>,
  ): Promise<{ searches: ParsedSearch[]; matcher: SavedSearchMatcher }> {
    const version = await repo.savedSearchesVersion(trx);
    if (this.parsed?.version === version) return this.parsed;
    const searches: ParsedSearch[] = [];
    for (const search of await repo.savedSearchesToMatch(trx)) {
      const params = searchRequestFilters(savedSearchQuery(search.query), this.settings);
      const filter = parseListingFilter(paramsAsText(params as Record<string, unknown>));
      if (!(filter instanceof Error)) searches.push({ ...search, filter });
    }
    this.parsed = { version, searches, matcher: new SavedSearchMatcher(searches) };
    return this.parsed;
  }

  private async collect(trx: Transaction<Database>, now: Date) {
    const state = await repo.readAlertState(trx);
    if (state.changeSeq === null) {
      // The first sweep takes the listings as they are: nothing is news yet.
      await repo.rememberListings(trx, null);
      await repo.saveChangeSeq(trx, await repo.newestChange(trx));
      return { changed: 0, items: 0, more: false };
    }
    const mark = state.changeSeq;
    const { changes, oldest } = await repo.changesAfter(
      trx,
      Math.max(0, mark - LATE_WINDOW),
      CHANGES_PER_RUN,
    );
    // Entries after the mark already pruned, or a TRUNCATE: compare every listing. A log that a
    // quiet hour emptied, with nothing logged since the mark, has nothing new: comparing every
    // listing then would do it again at every sweep until the next change.
    const everything =
      (oldest !== null && oldest > mark + 1) ||
      changes.some((change) => change.listingId === '0') ||
      (oldest === null && (await repo.lastChangeNumber(trx)) !== mark);
    const ids = everything ? null : [...new Set(changes.map((change) => change.listingId))];
    const changed = await repo.listingsChangedSinceSeen(trx, ids);
    const items = changed.length > 0 ? await this.record(trx, changed, now) : 0;
    await repo.rememberListings(trx, everything ? null : changed);
    const newest = Math.max(mark, ...changes.map((change) => change.seq));
    // After comparing every listing, the mark moves to the sequence's last number (numbers taken
    // by transactions that rolled back are never logged), so that the next sweep starts there.
    await repo.saveChangeSeq(
      trx,
      everything ? Math.max(newest, await repo.lastChangeNumber(trx)) : newest,
    );
    return { changed: changed.length, items, more: changes.length === CHANGES_PER_RUN };
  }

  /** Records the alert items of changed listings; returns how many are new. */
  private async record(trx: Transaction<Database>, ids: string[], now: Date): Promise<number> {
    const before = new Map((await repo.listingsAsSeen(trx, ids)).map((r) => [String(r.id), r]));
    const after = await repo.listingsNow(trx, ids);
    const ends = await repo.openHouseEnds(
      trx,
      after.filter((row) => row.next_open_house_at).map((row) => String(row.id)),
    );
    const day = zonedIsoString(now, this.settings.timezone).slice(0, 10);
    const { searches, matcher } = await this.searches(trx);
    const byId = new Map(searches.map((search) => [search.id, search]));
    const afterById = new Map(after.map((row) => [String(row.id), row]));
    const items: repo.NewAlertItem[] = [];
    const add = (
      target: { userId: string; searchId: string | null; groupId: string | null; never: boolean },
      row: Listing,
      reasons: KeyedReason[],
      matchedBefore = true,
    ) => {
      for (const [index, { key, reason }] of reasons.entries()) {
        items.push({
          userId: target.userId,
          savedSearchId: target.searchId,
          groupId: target.groupId,
          listingId: String(row.id),
          reasonKey: key,
          reason,
          listing: this.card(row),
          skipped: target.never,
          // A newly matching listing's first reason says why it matches now.
          newMatch: !matchedBefore && index === 0,
        });
      }
    };
    const changes = ids.map((id) => ({
      id,
      before: before.get(id) ?? null,
      after: afterById.get(id) ?? null,
    }));
    for (const match of matcher.match(changes, now)) {
      const search = byId.get(match.searchId)!;
      const row = afterById.get(match.listingId)!;
      const old = before.get(match.listingId);
      const reasons = searchReasons(
        old ? facts(old) : null,
        facts(row, ends.get(match.listingId)?.end),
        match.matchedBefore,
        {
          openHouses: search.subscriptions.openHouses.enabled,
          virtualTour: search.subscriptions.virtualTour.enabled,
        },
        day,
      );
      const never = search.frequency === 'never';
      add(
        { userId: search.userId, searchId: search.id, groupId: null, never },
        row,
        reasons,
        match.matchedBefore,
      );
    }
    const seen = after.filter((row) => before.has(String(row.id)));
    const byKey = new Map(seen.map((row) => [row.listing_id, row]));
    for (const group of await repo.groupsWatching(trx, [...byKey.keys()])) {
      const row = byKey.get(group.listingKey)!;
      if (!row.internet_entire_listing_display_yn) continue;
      const old = before.get(String(row.id))!;
      const reasons = groupReasons(facts(old), facts(row, ends.get(String(row.id))?.end), day);
      const never = group.frequency === 'never';
      add({ userId: group.userId, searchId: null, groupId: group.groupId, never }, row, reasons);
    }
    return repo.insertAlertItems(trx, items, now);
  }

  private listingUrl(row: Listing): string {
    return `${this.origin}/listing/${encodeURIComponent(row.listing_id)}`;
  }

  /** What the message shows of a listing; no address or position where it hides them. */
  private card(row: Listing): AlertListingCard {
    const photo = row.primary_photo_url;
    return {
      listingId: row.listing_id,
      price: Number(row.list_price),
      status: row.standard_status,
      address: row.internet_address_display_yn ? row.unparsed_address : null,
      city: row.city,
      beds: row.bedrooms_total,
      baths: row.bathrooms_total_integer,
      area: row.living_area === null ? null : Number(row.living_area),
      photo: photo ? (/^https?:/.test(photo) ? photo : `${this.origin}${photo}`) : null,
      url: this.listingUrl(row),
    };
  }

  private async unsubscribeUrl(
    trx: Transaction<Database>,
    userId: string,
    target: UnsubscribeTarget,
    path = '/alerts/unsubscribe',
  ): Promise<string> {
    this.tokens ??= await AlertTokens.load(trx);
    return `${this.origin}${path}?token=${this.tokens.issue({ userId, target })}`;
  }

  /** Writes the messages of pending items at `frequency`; returns how many. */
  private async deliver(
    trx: Transaction<Database>,
    frequency: 'instantly' | 'daily',
    readyAt: Date,
    now: Date,
  ): Promise<number> {
    let messages = 0;
    for (;;) {
      const items = await repo.itemsToSend(trx, frequency, readyAt, USERS_PER_MESSAGE_BATCH);
      if (items.length === 0) return messages;
      const byUser = new Map<string, repo.ItemToSend[]>();
      for (const item of items) {
        const list = byUser.get(item.userId);
        if (list) list.push(item);
        else byUser.set(item.userId, [item]);
      }
      for (const [userId, list] of byUser) {
        await this.send(trx, userId, list, frequency === 'daily', now);
        messages++;
      }
    }
  }

  private async send(
    trx: Transaction<Database>,
    userId: string,
    items: repo.ItemToSend[],
    digest: boolean,
    now: Date,
  ): Promise<void> {
    const first = items[0]!;
    const sections = new Map<string, AlertSection & { target: UnsubscribeTarget }>();
    for (const item of items) {
      const target: UnsubscribeTarget = item.savedSearchId
        ? { kind: 'search', id: item.savedSearchId }
        : { kind: 'group', id: item.groupId! };
      const key = `${target.kind}:${'id' in target ? target.id : ''}`;
      let section = sections.get(key);
      if (!section) {
        section = {
          target,
          title: item.targetName ?? '',
          url: item.savedSearchId
            ? `${this.origin}${savedSearchHref({ id: item.savedSearchId, query: item.searchQuery ?? {} })}`
            : `${this.origin}/user/saved-listings`,
          unsubscribeUrl: await this.unsubscribeUrl(trx, userId, target),
          entries: [],
        };
        sections.set(key, section);
      }
      const text = reasonText(
        item.reason as Parameters<typeof reasonText>[0],
        first.language,
        this.settings.timezone,
      );
      const entry = section.entries.find((e) => e.listing.listingId === item.listing.listingId);
      if (entry) entry.reasons.push(text);
      else
        section.entries.push({
          listing: item.listing as unknown as AlertListingCard,
          reasons: [text],
        });
    }
    const list = [...sections.values()];
    const only = list.length === 1 ? list[0]!.target : ({ kind: 'all' } as const);
    const mail = alertMail({
      language: first.language,
      to: first.email,
      userId,
      firstName: first.firstName,
      siteTitle: this.settings.siteTitle,
      postalAddress: this.settings.associationPostalAddress,
      digest,
      sections: list,
      unsubscribeAllUrl: await this.unsubscribeUrl(trx, userId, { kind: 'all' }),
      oneClickUrl: await this.unsubscribeUrl(trx, userId, only, '/api/alerts/unsubscribe'),
    });
    const outboxId = await enqueueMail(trx, mail);
    await repo.markItemsSent(
      trx,
      items.map((item) => item.id),
      outboxId,
      now,
    );
  }
}
