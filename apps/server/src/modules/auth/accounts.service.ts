import type { Account } from '@hearth/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { AccountRole, Database, PersonLanguage } from '../../db/schema';
import { conflict } from '../../errors';
import { sendLink, type FlowContext } from './auth-flows.service';
import { findCredentialsByEmail } from './credentials.repository';
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
): Promise<{ id: string; activationLink: string }> {
  const language = account.language ?? 'en';
  const id = await insertAccount(trx, {
    ...account,
    language,
    status: 'pending',
  });
  const activationLink = await sendLink(ctx, trx, {
    kind: 'account',
    person: { id, email: account.email, first_name: account.firstName, language },
    purpose: 'activate',
    page: 'activate',
    mail: 'account_activation',
  });
  await insertAudit(trx, { action: 'create', kind: 'account', personId: id, ip: ctx.ip });
  return { id, activationLink };
}

/**
 * The association's first staff account, for a portal that starts without the demo region
 * (`npm run create-admin`): an association admin with no member record, activated by the
 * e-mailed link like any member account.
 */
export async function createAssociationAdmin(
  ctx: FlowContext,
  person: { email: string; firstName: string; lastName: string; language?: PersonLanguage },
): Promise<{ id: string; activationLink: string }> {
  return ctx.db.transaction().execute(async (trx) => {
    if (await findCredentialsByEmail(trx, 'account', person.email)) {
      throw conflict('email_taken', 'This email address already has an account.', 'email');
    }
    return createMemberAccount(ctx, trx, {
      ...person,
      memberId: null,
      roles: ['association_admin'],
    });
  });
}
