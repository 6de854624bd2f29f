/** Use cases of the account area: account detail, profile, office page, listings widget. */
import type {
  AccountDetail,
  ListingsWidgetResponse,
  MemberProfileResponse,
  OfficeDetailResponse,
  Settings,
  AgentProfileUpdate,
} from '@hearth/contracts';
import {
  accountTitle,
  addressLine,
  AGENT_LISTING_SHOW_STATUSES,
  listingsWidget,
  orderOfficeMembers,
} from '@hearth/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError, forbidden, notFound } from '../../errors';
import { getAccount } from '../auth/accounts.service';
import { canKeepContacts } from '../agent-crm/contacts.policy';
import { agentPage, officePage, updateAgentProfile } from '../directory/directory-pages.service';
import { officeResponseTime } from '../leads/lead-inbox.service';
import type { AccountActor } from './account-actor';
import { memberNotFound } from './education.service';
import {
  canEditProfile,
  canReadAccount,
  canReadListingsWidget,
  canSeeOfficeAdminView,
} from './members.policy';
import {
  actorRow,
  findAccountDetail,
  ledOfficeIds,
  listingStatusCounts,
  servedPlacesOf,
  widgetListings,
} from './members.repository';

type Db = Kysely<Database>;

const accountNotFound = () => notFound('account_not_found', 'No such account.');

/** The roster member an account belongs to; null for the association's staff. */
export async function memberOfAccount(db: Db, accountId: string): Promise<string | null> {
  return (await actorRow(db, accountId)).memberId;
}

/** `GET /member/v1/account/{id}`: the signed-in account's own detail; any other id is a 404. */
export async function accountDetail(
  db: Db,
  settings: Settings,
  actor: AccountActor,
  accountId: string,
): Promise<AccountDetail> {
  if (!canReadAccount(actor, accountId)) throw accountNotFound();
  const [account, row, adminOfficeIds] = await Promise.all([
    getAccount(db, accountId),
    findAccountDetail(db, accountId),
    ledOfficeIds(db, actor.memberId),
  ]);
  if (!account || !row) throw accountNotFound();
  return {
    ...account,
    title: accountTitle(account.roles.map((role) => role.name.replace(/_/g, ' '))),
    photoUrl: row.photo_url ?? null,
    mlsId: row.member_mls_id ?? null,
    memberKey: row.member_key ?? null,
    organization: { name: settings.siteTitle },
    associations: row.member_aor ? [row.member_aor] : [],
    adminOfficeIds,
  };
}

/** `/account/profile/{id}`: any member's public profile; its edit controls for the member only. */
export async function memberProfile(
  db: Db,
  settings: Settings,
  actor: AccountActor,
  memberId: string,
): Promise<MemberProfileResponse> {
  const page = await agentPage(db, settings, memberId, actor.memberId).catch((error: unknown) => {
    throw error instanceof AppError && error.status === 404 ? memberNotFound() : error;
  });
  const { agent } = page;
  const phone = (kind: string) => agent.phoneNumbers.find((p) => p.kind === kind)?.number ?? null;
  return {
    member: {
      id: agent.id,
      MemberKey: agent.MemberKey,
      MemberMlsId: agent.MemberMlsId,
      MemberFirstName: agent.MemberFirstName,
      MemberLastName: agent.MemberLastName,
      MemberFullName: agent.MemberFullName,
      title: agent.title,
      photoUrl: agent.photoUrl,
      publicEmail: agent.publicEmail,
      bio: agent.bio,
      areas: agent.areas,
      languages: agent.languages,
      designations: agent.designations,
      mobilePhone: phone('mobile'),
      faxPhone: phone('fax'),
      preferredPhone: phone('preferred'),
      nationalAssociationId: agent.nationalAssociationId,
      licenses: agent.licenses,
    },
    offices: page.offices,
    viewer: { canEdit: canEditProfile(actor, agent.id) },
  };
}

/** The member's own edit of bio, areas served and languages; anyone else gets a 403. */
export async function updateMemberProfile(
  db: Db,
  settings: Settings,
  actor: AccountActor,
  memberId: string,
  change: AgentProfileUpdate,
): Promise<MemberProfileResponse> {
  const current = await memberProfile(db, settings, actor, memberId);
  if (!canEditProfile(actor, current.member.id)) {
    throw forbidden('You may only change your own profile.');
  }
  await updateAgentProfile(db, settings, current.member.id, actor.memberId, change);
  return memberProfile(db, settings, actor, memberId);
}

/**
 * `/account/office/{id}`: the responsible member first, then the contact member, then the
 * others; the office's leaders see licence and education lines on each card and the office's
 * median first response to leads over the last 30 days.
 */
export async function officeDetail(
  db: Db,
  settings: Settings,
  actor: AccountActor,
  officeId: string,
  now = new Date(),
): Promise<OfficeDetailResponse> {
  const page = await officePage(db, settings, officeId, actor.memberId, now);
  const leaders = {
    responsibleMemberId: page.responsibleMember?.id ?? null,
    contactMemberId: page.contactMember?.id ?? null,
  };
  const isAdmin = canSeeOfficeAdminView(actor, leaders);
  const members = orderOfficeMembers(page.members, leaders).map((member) => ({
    ...member,
    isResponsible: member.id === leaders.responsibleMemberId,
    isContact: member.id === leaders.contactMemberId,
  }));
  return {
    office: page.office,
    members,
    viewer: { isAdmin },
    leadResponse: isAdmin ? await officeResponseTime(db, page.office.id, now) : null,
  };
}

const WIDGET_LISTINGS = 12;

/** The dashboard's listings widget (§2): Active, else Pending, else Closed, else hidden. */
export async function listingsWidgetOf(
  db: Db,
  actor: AccountActor,
  accountId: string,
): Promise<ListingsWidgetResponse> {
  if (!canReadListingsWidget(actor, accountId)) throw accountNotFound();
  // Only those with a listings page have the widget that leads to it.
  if (!canKeepContacts(actor)) return { results: null };
  const account = await findAccountDetail(db, accountId);
  if (!account?.member_id) return { results: null };
  // Counted as the listings page counts: co-listed ones too, Show's status groups.
  const member = { id: String(account.member_id), mlsId: account.member_mls_id };
  const groups = Object.entries(AGENT_LISTING_SHOW_STATUSES);
  const counts = await listingStatusCounts(db, member, groups.map(([, all]) => all).flat());
  const grouped = counts.map((count) => ({
    ...count,
    StandardStatus: groups.find(([, all]) => all.includes(count.StandardStatus))?.[0] ?? '',
  }));
  const pick = listingsWidget(account.member_mls_id, grouped);
  if (!pick) return { results: null };
  const { rows, total } = await widgetListings(
    db,
    member,
    AGENT_LISTING_SHOW_STATUSES[pick.status],
    WIDGET_LISTINGS,
  );
  return {
    results: {
      status: pick.status,
      total,
      listings: rows.map((row) => ({
        id: String(row.id),
        ListingId: row.listing_id,
        StandardStatus: row.standard_status,
        ListPrice: Number(row.list_price),
        PropertyType: row.property_type,
        address: addressLine({
          UnparsedAddress: row.unparsed_address,
          InternetAddressDisplayYN: row.internet_address_display_yn,
        }),
        City: row.city,
        photoUrl: row.primary_photo_url,
        OnMarketDate: row.on_market_date,
      })),
    },
  };
}

/** The places the actor's member serves (none for staff), for the dashboard's "My market". */
export async function servedPlaces(
  db: Db,
  actor: AccountActor,
): Promise<{ areasServed: string[]; officeCities: string[] }> {
  if (actor.memberId === null) return { areasServed: [], officeCities: [] };
  return servedPlacesOf(db, actor.memberId);
}
