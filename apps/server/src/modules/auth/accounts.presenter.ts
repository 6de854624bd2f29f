import type { Account } from '@hearth/contracts';
import type { AccountRow, OfficeRow } from './accounts.repository';

export function presentAccount(row: AccountRow, offices: OfficeRow[]): Account {
  return {
    id: row.id,
    memberId: row.member_id,
    firstName: row.first_name,
    lastName: row.last_name,
    name: `${row.first_name} ${row.last_name}`.trim(),
    email: row.email,
    language: row.language,
    roles: row.roles.map((name) => ({ name })),
    offices: offices.map((office) => ({
      id: office.id,
      name: office.office_name,
      city: office.office_city,
    })),
  };
}
