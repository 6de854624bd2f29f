import type { Account } from '@hearth/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { AccountRole, Database, PersonLanguage } from '../../db/schema';
import { sendLink, type FlowContext } from './auth-flows.service';
import { findAccount, findMemberOffices, insertAccount } from './accounts.repository';
import { presentAccount } from './accounts.presenter';
import { insertAudit } from './link-tokens.repository';

/** A member account as the API shows it, with its member's offices. */
export async function getAccount(db: Kysely<Database>, id: string): Promise<Account | null> {
  const row = await findAccount(db, id);
  if (!row) return null;
  const offices = row.member_id ? await findMemberOffices(db, row.member_id) : [];
  return presentAccount(row, offices);
}

export interface NewMemberAccount {
  memberId: string | null;
  email: string;
  firstName: string;
  lastName: string;
  roles: AccountRole[];
  language?: PersonLanguage;
}

/**
 * Creates a member account from the association's member records. It has no password until
 * the person follows the e-mailed activation link and chooses one.
 */
export async function createMemberAccount(
  ctx: FlowContext,
  trx: Transaction<Database>,
  account: NewMemberAccount,
): Promise<string> {
  const language = account.language ?? 'en';
  const id = await insertAccount(trx, {
    ...account,
    language,
    status: 'pending',
  });
  await sendLink(ctx, trx, {
    kind: 'account',
    person: { id, email: account.email, first_name: account.firstName, language },
    purpose: 'activate',
    page: 'activate',
    mail: 'account_activation',
  });
  await insertAudit(trx, { action: 'create', kind: 'account', personId: id, ip: ctx.ip });
  return id;
}
