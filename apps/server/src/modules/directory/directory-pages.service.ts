/** The agent and office pages' use cases (public-site.md §2 "Directory", §6). */
import type { AgentPageResponse, AgentProfileUpdate, OfficePageResponse } from '@hearth/contracts';
import type { Kysely } from 'kysely';
import type { Settings } from '@hearth/contracts';
import type { Database } from '../../db/schema';
import { forbidden, unauthorized } from '../../errors';
import {
  activeListingsOf,
  findVisibleMember,
  findVisibleOffice,
  memberExtras,
  officeMemberCards,
  updateMemberProfile,
  type MemberCardRow,
} from './directory-pages.repository';
import { canEditAgentProfile, canSeeOfficeAdminLines } from './directory.policy';
import {
  adminLines,
  agentHeader,
  officeHeader,
  presentAgentDetail,
  presentListingCard,
  presentMemberCard,
  presentOfficeSummary,
} from './directory-pages.presenter';
import { agentNotFound, officeNotFound } from './directory-search.service';
import { educationOfMembers } from '../members/education.service';

type Db = Kysely<Database>;

export async function agentPage(
  db: Db,
  settings: Settings,
  id: string,
  viewerMemberId: string | null,
): Promise<AgentPageResponse> {
  const visibility = { excludedAssociation: settings.excludedAssociation };
  const member = await findVisibleMember(db, id, visibility);
  if (!member) throw agentNotFound();
  const statuses = settings.comingSoonWithActive ? ['Active', 'Coming Soon'] : ['Active'];
  const [extras, listings] = await Promise.all([
    memberExtras(db, String(member.id), visibility),
    activeListingsOf(db, String(member.id), statuses),
  ]);
  const agent = presentAgentDetail(member, extras);
  const offices = extras.offices.map(presentOfficeSummary);
  return {
    agent,
    offices,
    listings: listings.map(presentListingCard),
    header: agentHeader(agent, offices[0], settings.siteTitle),
    viewer: { canEdit: canEditAgentProfile(viewerMemberId, String(member.id)) },
  };
}

export async function officePage(
  db: Db,
  settings: Settings,
  id: string,
  viewerMemberId: string | null,
  now = new Date(),
): Promise<OfficePageResponse> {
  const visibility = { excludedAssociation: settings.excludedAssociation };
  const row = await findVisibleOffice(db, id, visibility);
  if (!row) throw officeNotFound();
  const office = presentOfficeSummary(row);
  const rows = await officeMemberCards(db, office.id, visibility);
  // Admin lines are computed only for the office's responsible or contact member (§6).
  const isAdmin = canSeeOfficeAdminLines(viewerMemberId, row);
  const education = isAdmin
    ? await educationOfMembers(
        db,
        rows.map((memberRow) => String(memberRow.id)),
        now,
        settings.timezone,
      )
    : null;
  const card = (memberRow: MemberCardRow) => {
    const status = education?.get(String(memberRow.id))?.status;
    return presentMemberCard(memberRow, office.OfficePhone, status ? adminLines(status) : null);
  };
  const members = rows.map(card);
  const byId = (memberId: string | null) =>
    memberId === null ? null : (members.find((m) => m.id === String(memberId)) ?? null);
  return {
    office: {
      ...office,
      OfficeCountyOrParish: row.office_county_or_parish,
      OfficeEmail: row.office_email,
      OfficeType: row.office_type,
    },
    responsibleMember: byId(row.responsible_member_id),
    contactMember: byId(row.contact_member_id),
    members,
    header: officeHeader(office, members.length, settings.siteTitle),
    viewer: { isAdmin },
  };
}

/** The agent's own edit of bio, areas served and languages; nobody else may make it. */
export async function updateAgentProfile(
  db: Db,
  settings: Settings,
  id: string,
  viewerMemberId: string | null,
  change: AgentProfileUpdate,
): Promise<AgentPageResponse> {
  if (viewerMemberId === null) throw unauthorized();
  const member = await findVisibleMember(db, id, {
    excludedAssociation: settings.excludedAssociation,
  });
  if (!member) throw agentNotFound();
  if (!canEditAgentProfile(viewerMemberId, String(member.id))) {
    throw forbidden('Only the agent may change this profile.');
  }
  const clean = (list: string[] | undefined) =>
    list === undefined ? undefined : [...new Set(list.map((item) => item.trim()))];
  await updateMemberProfile(db, viewerMemberId, {
    bio: change.bio,
    areas: clean(change.areas),
    languages: clean(change.languages),
  });
  return agentPage(db, settings, id, viewerMemberId);
}
