/** The choices of the directory's dropdown filters, from active, visible offices and members. */
import type { DirectoryOptionsResponse } from '@hearth/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

export async function directoryOptions(
  db: Db,
  excludedAssociation: string,
): Promise<DirectoryOptionsResponse> {
  const officeOk = excludedAssociation
    ? sql`office_status = 'Active' and office_aor <> ${excludedAssociation}`
    : sql`office_status = 'Active'`;
  const memberOk = excludedAssociation
    ? sql`m.member_status = 'Active' and m.member_aor <> ${excludedAssociation}`
    : sql`m.member_status = 'Active'`;
  const distinctOf = async (column: string) => {
    const { rows } = await sql<{ value: string }>`select distinct ${sql.ref(column)} as value
      from offices where ${officeOk} and ${sql.ref(column)} is not null order by 1`.execute(db);
    return rows.map((row) => row.value);
  };
  const [cities, postalCodes, counties, officeTypes, languages, designations] = await Promise.all([
    distinctOf('office_city'),
    distinctOf('office_postal_code'),
    distinctOf('office_county_or_parish'),
    distinctOf('office_type'),
    sql<{ value: string }>`select distinct unnest(m.languages) as value from members m
      where ${memberOk} order by 1`.execute(db),
    sql<{ value: string }>`select distinct d.name as value from member_designations d
      join members m on m.id = d.member_id where ${memberOk} order by 1`.execute(db),
  ]);
  return {
    cities,
    postalCodes,
    counties,
    officeTypes,
    languages: languages.rows.map((row) => row.value),
    designations: designations.rows.map((row) => row.value),
  };
}
