import { AppError, conflict } from '../../errors';
import { invalidLink, sendLink, type FlowContext } from './auth-flows.service';
import {
  findCredentialsByEmail,
  findCredentialsById,
  setPassword,
  setUserEmail,
} from './credentials.repository';
import { consumeLinkToken, insertAudit, retireLinkTokens } from './link-tokens.repository';
import { hashPassword, verifyPassword } from './passwords';
import { deleteOtherSessionsOf } from './sessions.repository';
import { endAllSessions, startSession, type SessionKind } from './sessions.service';
import { hashToken } from './tokens';

/**
 * Changes a password after checking the current one. Every session of the person ends (so a
 * stolen token stops working) and a new one is started for the browser that made the change.
 */
const wrongCurrentPassword = () =>
  new AppError(
    400,
    'wrong_current_password',
    'Your current password is not correct.',
    'currentPassword',
  );

export async function changePassword(
  ctx: FlowContext,
  kind: SessionKind,
  personId: string,
  currentPassword: string,
  password: string,
): Promise<{ token: string }> {
  const person = await findCredentialsById(ctx.db, kind, personId);
  if (!person || !(await verifyPassword(person.password_hash, currentPassword))) {
    throw wrongCurrentPassword();
  }
  const passwordHash = await hashPassword(password);
  return ctx.db.transaction().execute(async (trx) => {
    await setPassword(trx, kind, personId, passwordHash);
    await endAllSessions(trx, kind, personId);
    await insertAudit(trx, { action: 'change_password', kind, personId, ip: ctx.ip });
    return { token: await startSession(trx, kind, personId) };
  });
}

/**
 * E-mails a confirmation link to the new address; the address changes when it is followed. The
 * current password is asked, so a stolen session alone cannot move the account to another address.
 */
export async function requestEmailChange(
  ctx: FlowContext,
  userId: string,
  email: string,
  currentPassword: string,
): Promise<void> {
  const checked = await findCredentialsById(ctx.db, 'user', userId);
  if (!checked || !(await verifyPassword(checked.password_hash, currentPassword))) {
    await insertAudit(ctx.db, {
      action: 'change_email_wrong_password',
      kind: 'user',
      personId: userId,
      ip: ctx.ip,
    });
    throw wrongCurrentPassword();
  }
  await ctx.db.transaction().execute(async (trx) => {
    const person = await findCredentialsById(trx, 'user', userId);
    if (!person) return;
    if (person.email.toLowerCase() === email.toLowerCase()) return;
    await sendLink(ctx, trx, {
      kind: 'user',
      person,
      purpose: 'change_email',
      page: 'confirm-email',
      mail: 'user_email_change',
      newEmail: email,
    });
  });
}

/**
 * Follows an e-mail change link: the new address replaces the old one, every session of the
 * person but the confirming browser's (`keepSessionId`) ends, and the old address is told, with
 * a link that undoes the change for 7 days.
 */
export async function confirmEmailChange(
  ctx: FlowContext,
  token: string,
  keepSessionId: string | null,
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const used = await consumeLinkToken(trx, hashToken(token), 'change_email', 'user');
    if (!used?.user_id || !used.new_email) throw invalidLink();
    const taken = await findCredentialsByEmail(trx, 'user', used.new_email);
    if (taken && taken.id !== used.user_id) {
      throw conflict('email_taken', 'This email address already has an account.', 'email');
    }
    const person = await findCredentialsById(trx, 'user', used.user_id);
    if (!person) throw invalidLink();
    await setUserEmail(trx, used.user_id, used.new_email);
    await deleteOtherSessionsOf(trx, 'user', used.user_id, keepSessionId);
    await sendLink(ctx, trx, {
      kind: 'user',
      person,
      purpose: 'undo_email_change',
      page: 'undo-email',
      mail: 'user_email_changed',
      // The address to restore, and where the link goes: the old one.
      newEmail: person.email,
      detail: used.new_email,
    });
    await insertAudit(trx, {
      action: 'change_email',
      kind: 'user',
      personId: used.user_id,
      ip: ctx.ip,
    });
  });
}

/**
 * Follows the link e-mailed to the old address after a change: the old address comes back, every
 * session ends and pending changes stop working. 409 when another account took the address since.
 */
export async function undoEmailChange(ctx: FlowContext, token: string): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const used = await consumeLinkToken(trx, hashToken(token), 'undo_email_change', 'user');
    if (!used?.user_id || !used.new_email) throw invalidLink();
    const taken = await findCredentialsByEmail(trx, 'user', used.new_email);
    if (taken && taken.id !== used.user_id) {
      throw conflict('email_taken', 'This email address already has an account.', 'email');
    }
    await setUserEmail(trx, used.user_id, used.new_email);
    await retireLinkTokens(trx, 'change_email', 'user', used.user_id);
    await endAllSessions(trx, 'user', used.user_id);
    await insertAudit(trx, {
      action: 'undo_email_change',
      kind: 'user',
      personId: used.user_id,
      ip: ctx.ip,
    });
  });
}
