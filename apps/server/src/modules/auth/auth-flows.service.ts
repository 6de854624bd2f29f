import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database, PersonLanguage } from '../../db/schema';
import { AppError, badRequest } from '../../errors';
import { enqueueMail } from '../mail/enqueue-mail';
import { authMail, type AuthMailKind } from './auth-mail';
import {
  activate,
  findCredentialsByEmail,
  insertUser,
  setPassword,
  type Credentials,
} from './credentials.repository';
import {
  consumeLinkToken,
  insertAudit,
  insertLinkToken,
  retireLinkTokens,
} from './link-tokens.repository';
import { hashPassword, verifyPassword } from './passwords';
import { endAllSessions, startSession, type SessionKind } from './sessions.service';
import { hashToken, newToken } from './tokens';

/** What every flow needs: the database, the configuration, the caller's address and our URL. */
export interface FlowContext {
  db: Kysely<Database>;
  config: Config;
  ip: string;
  /** The origin e-mailed links start with. */
  baseUrl: string;
}

const HOUR_MS = 3_600_000;
/** How long e-mailed links work. */
export const LINK_LIFETIME_MS = {
  activate: 7 * 24 * HOUR_MS,
  reset_password: HOUR_MS,
  change_email: 24 * HOUR_MS,
  // The old address may undo a change of sign-in address for 7 days.
  undo_email_change: 7 * 24 * HOUR_MS,
} as const;

/** The answer to requests that e-mail a link (members-area.md §8). */
export const CHECK_EMAIL = 'Please check your email for further instructions';

export const invalidLink = () =>
  badRequest('invalid_link', 'This link is invalid or has expired.', 'token');
const invalidCredentials = () =>
  new AppError(401, 'invalid_credentials', 'Invalid email or password.');

const areaOf = (kind: SessionKind) => (kind === 'user' ? 'user' : 'account');

/**
 * Makes a one-time link and writes its e-mail to the outbox, in the caller's transaction.
 * Returns the link (for an operator's command line; never to an HTTP client).
 */
export async function sendLink(
  ctx: FlowContext,
  db: Kysely<Database>,
  link: {
    kind: SessionKind;
    person: Pick<Credentials, 'id' | 'first_name' | 'language'> & { email: string };
    purpose: keyof typeof LINK_LIFETIME_MS;
    page: string;
    mail: AuthMailKind;
    newEmail?: string;
    /** Where the link goes, when not to `newEmail` or the person's address. */
    to?: string;
    /** A detail the e-mail names (the new address of a change). */
    detail?: string;
  },
): Promise<string> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + LINK_LIFETIME_MS[link.purpose]);
  await retireLinkTokens(db, link.purpose, link.kind, link.person.id);
  await insertLinkToken(db, {
    tokenHash: hashToken(token),
    purpose: link.purpose,
    kind: link.kind,
    personId: link.person.id,
    expiresAt,
    newEmail: link.newEmail,
  });
  const to = link.to ?? link.newEmail ?? link.person.email;
  const url = `${ctx.baseUrl}/${areaOf(link.kind)}/${link.page}#token=${token}`;
  await enqueueMail(db, {
    ...authMail(link.mail, {
      to,
      name: link.person.first_name,
      site: ctx.config.settings.siteTitle,
      language: link.person.language,
      link: url,
      detail: link.detail,
    }),
    ...(link.kind === 'user' ? { userId: link.person.id } : { accountId: link.person.id }),
    expiresAt,
  });
  return url;
}

/**
 * Signs a consumer up: the account waits for the e-mailed activation link. An address that is
 * already registered gets a note instead, and the answer is the same, so sign-up does not tell
 * who has an account.
 */
export async function registerUser(
  ctx: FlowContext,
  input: {
    firstName: string;
    lastName: string;
    email: string;
    password: string;
    language: PersonLanguage;
  },
): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction().execute(async (trx) => {
    const existing = await findCredentialsByEmail(trx, 'user', input.email);
    if (existing) {
      await sendLink(ctx, trx, {
        kind: 'user',
        person: existing,
        purpose: 'reset_password',
        page: 'reset-password',
        mail: 'user_already_registered',
      });
      return;
    }
    const id = await insertUser(trx, { ...input, passwordHash });
    const person = {
      id,
      email: input.email,
      first_name: input.firstName,
      language: input.language,
    };
    await sendLink(ctx, trx, {
      kind: 'user',
      person,
      purpose: 'activate',
      page: 'activate',
      mail: 'user_activation',
    });
    await insertAudit(trx, { action: 'register', kind: 'user', personId: id, ip: ctx.ip });
  });
}

/** Activates a consumer from the e-mailed link. */
export async function activateUser(ctx: FlowContext, token: string): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const used = await consumeLinkToken(trx, hashToken(token), 'activate', 'user');
    if (!used?.user_id) throw invalidLink();
    await activate(trx, 'user', used.user_id);
    await insertAudit(trx, {
      action: 'activate',
      kind: 'user',
      personId: used.user_id,
      ip: ctx.ip,
    });
  });
}

/** Checks the password and starts a new session; returns its token. */
export async function logIn(
  ctx: FlowContext,
  kind: SessionKind,
  email: string,
  password: string,
): Promise<{ token: string; personId: string }> {
  const person = await findCredentialsByEmail(ctx.db, kind, email);
  const matches = await verifyPassword(person?.password_hash, password);
  if (!person || !matches) {
    await insertAudit(ctx.db, {
      action: 'login_failed',
      kind,
      personId: person?.id ?? null,
      ip: ctx.ip,
    });
    throw invalidCredentials();
  }
  if (person.status === 'pending') {
    throw new AppError(
      403,
      'account_not_active',
      'Please activate your account with the link we e-mailed you.',
    );
  }
  if (person.status !== 'active') throw invalidCredentials();
  const token = await startSession(ctx.db, kind, person.id);
  await insertAudit(ctx.db, { action: 'login', kind, personId: person.id, ip: ctx.ip });
  return { token, personId: person.id };
}

/** E-mails a reset link when the address has an account; the answer never says whether it does. */
export async function lostPassword(
  ctx: FlowContext,
  kind: SessionKind,
  email: string,
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const person = await findCredentialsByEmail(trx, kind, email);
    if (!person || person.status === 'disabled') return;
    await sendLink(ctx, trx, {
      kind,
      person,
      purpose: 'reset_password',
      page: 'reset-password',
      mail: kind === 'user' ? 'user_password_reset' : 'account_password_reset',
    });
  });
}

/**
 * Sets a new password from a reset link (or, for a member account, from its activation link),
 * activates a pending person (the link proves the address) and ends every session.
 */
export async function setPasswordFromLink(
  ctx: FlowContext,
  kind: SessionKind,
  purpose: 'reset_password' | 'activate',
  token: string,
  password: string,
): Promise<void> {
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction().execute(async (trx) => {
    const used = await consumeLinkToken(trx, hashToken(token), purpose, kind);
    const personId = kind === 'user' ? used?.user_id : used?.account_id;
    if (!personId) throw invalidLink();
    await setPassword(trx, kind, personId, passwordHash);
    await activate(trx, kind, personId);
    await endAllSessions(trx, kind, personId);
    await insertAudit(trx, { action: purpose, kind, personId, ip: ctx.ip });
  });
}
