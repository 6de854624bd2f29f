import { AppError, conflict } from '../../errors';
import { invalidLink, sendLink, type FlowContext } from './auth-flows.service';
import {
  findCredentialsByEmail,
  findCredentialsById,
  setPassword,
  setUserEmail,
} from './credentials.repository';
import { consumeLinkToken, insertAudit } from './link-tokens.repository';
import { hashPassword, verifyPassword } from './passwords';
import { endAllSessions, startSession, type SessionKind } from './sessions.service';
import { hashToken } from './tokens';

/**
 * Changes a password after checking the current one. Every session of the person ends (so a
 * stolen token stops working) and a new one is started for the browser that made the change.
 */
export async function changePassword(
  ctx: FlowContext,
  kind: SessionKind,
  personId: string,
  currentPassword: string,
  password: string,
): Promise<{ token: string }> {
  const person = await findCredentialsById(ctx.db, kind, personId);
  if (!person || !(await verifyPassword(person.password_hash, currentPassword))) {
    throw new AppError(
      400,
      'wrong_current_password',
      'Your current password is not correct.',
      'currentPassword',
    );
  }
  const passwordHash = await hashPassword(password);
  return ctx.db.transaction().execute(async (trx) => {
    await setPassword(trx, kind, personId, passwordHash);
    await endAllSessions(trx, kind, personId);
    await insertAudit(trx, { action: 'change_password', kind, personId, ip: ctx.ip });
    return { token: await startSession(trx, kind, personId) };
  });
}

/** E-mails a confirmation link to the new address; the address changes when it is followed. */
export async function requestEmailChange(
  ctx: FlowContext,
  userId: string,
  email: string,
): Promise<void> {
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

/** Follows an e-mail change link: the new address replaces the old one. */
export async function confirmEmailChange(ctx: FlowContext, token: string): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const used = await consumeLinkToken(trx, hashToken(token), 'change_email', 'user');
    if (!used?.user_id || !used.new_email) throw invalidLink();
    const taken = await findCredentialsByEmail(trx, 'user', used.new_email);
    if (taken && taken.id !== used.user_id) {
      throw conflict('email_taken', 'This email address already has an account.', 'email');
    }
    await setUserEmail(trx, used.user_id, used.new_email);
    await insertAudit(trx, {
      action: 'change_email',
      kind: 'user',
      personId: used.user_id,
      ip: ctx.ip,
    });
  });
}
