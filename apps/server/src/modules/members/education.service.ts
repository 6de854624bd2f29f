/** Continuing education and licence status (members-area.md §2 "Education", §4, §5). */
import type { EducationRecordItem, EducationResponse, EducationStatus } from '@hearth/contracts';
import {
  CREDITS_REQUIRED,
  creditsNeeded,
  daysUntilExpiry,
  educationBadge,
  educationIcon,
  isAccredited,
  licenceExpiryStyle,
  type EducationRecord,
} from '@hearth/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { notFound } from '../../errors';
import type { AccountActor } from './account-actor';
import { canReadEducation } from './members.policy';
import {
  educationRecordsOf,
  findMemberName,
  ledOfficeIds,
  licenceExpiries,
  officeIdsOfMember,
  type EducationRow,
} from './members.repository';

type Db = Kysely<Database>;

export const memberNotFound = () => notFound('member_not_found', 'No such member.');

/** A row as the domain's rules read it. */
const asRecord = (row: EducationRow) => ({
  startDate: row.start_date,
  completionDate: row.completion_date,
  grade: row.grade,
  attended: row.attended,
  credits: Number(row.credits),
  category: row.category,
});

export function educationStatus(
  records: readonly EducationRow[],
  expiry: string | null,
  now: Date,
  timeZone: string,
): EducationStatus {
  return educationStatusOf(records.map(asRecord), expiry, now, timeZone);
}

/** The licence and credits status of records from any source (our table or the AMS). */
export function educationStatusOf(
  records: readonly EducationRecord[],
  expiry: string | null,
  now: Date,
  timeZone: string,
): EducationStatus {
  const daysLeft = daysUntilExpiry(expiry, now, timeZone);
  const needed = creditsNeeded(records, expiry);
  return {
    licenseExpirationDate: expiry,
    daysUntilExpiry: daysLeft,
    expiryStyle: licenceExpiryStyle(daysLeft),
    creditsRequired: CREDITS_REQUIRED,
    creditsNeeded: needed,
    educationIcon: educationIcon(daysLeft, needed),
  };
}

function presentRecord(row: EducationRow, now: Date, timeZone: string): EducationRecordItem {
  return {
    id: String(row.id),
    courseName: row.course_name,
    provider: row.provider,
    category: row.category,
    accredited: isAccredited(asRecord(row)),
    startDate: row.start_date,
    completionDate: row.completion_date,
    grade: row.grade,
    attended: row.attended,
    credits: Number(row.credits),
    badge: educationBadge(asRecord(row), now, timeZone),
  };
}

/** Records and status of several members at once (the office page's admin lines). */
export async function educationOfMembers(
  db: Db,
  memberIds: readonly string[],
  now: Date,
  timeZone: string,
): Promise<Map<string, { status: EducationStatus; records: EducationRecordItem[] }>> {
  const [rows, expiries] = await Promise.all([
    educationRecordsOf(db, memberIds),
    licenceExpiries(db, memberIds),
  ]);
  const byMember = new Map<string, EducationRow[]>();
  for (const row of rows) {
    const key = String(row.member_id);
    byMember.set(key, [...(byMember.get(key) ?? []), row]);
  }
  return new Map(
    memberIds.map((id) => {
      const records = byMember.get(id) ?? [];
      return [
        id,
        {
          status: educationStatus(records, expiries.get(id) ?? null, now, timeZone),
          records: records.map((row) => presentRecord(row, now, timeZone)),
        },
      ];
    }),
  );
}

/** `/account/education/{id}`: the member's own page, or one of their office's leaders'. */
export async function memberEducation(
  db: Db,
  actor: AccountActor,
  memberId: string,
  timeZone: string,
  now = new Date(),
): Promise<EducationResponse> {
  const member = await findMemberName(db, memberId);
  if (!member) throw memberNotFound();
  const [theirOffices, led] = await Promise.all([
    officeIdsOfMember(db, memberId),
    ledOfficeIds(db, actor.memberId),
  ]);
  const shared = theirOffices.filter((id) => led.includes(id));
  if (!canReadEducation(actor, memberId, shared)) throw memberNotFound();
  const education = (await educationOfMembers(db, [memberId], now, timeZone)).get(memberId);
  return {
    member: { id: String(member.id), MemberFullName: member.member_full_name },
    status: education?.status ?? educationStatus([], null, now, timeZone),
    records: education?.records ?? [],
    viewer: { isSelf: actor.memberId === memberId },
  };
}
