/**
 * What agents sent, counted in tables that deleting contacts or shares does not reduce
 * (migration 0044). Each check and its count are one statement, so requests sent at once
 * cannot all pass one count taken before any of them is stored.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** The UTC day of a moment, `YYYY-MM-DD`: daily caps count per UTC day. */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/**
 * Counts one send of `kind` for the agent today when fewer than `cap` were counted; false (and
 * nothing counted) at the cap. Inside the caller's transaction, a rollback gives the send back.
 */
export async function takeDailySend(
  db: Db,
  send: { accountId: string; kind: 'share' | 'invite'; now: Date; cap: number },
): Promise<boolean> {
  const { rows } = await sql<{ sent: number }>`
    insert into agent_daily_sends (account_id, kind, day, sent)
    values (${send.accountId}, ${send.kind}, ${utcDay(send.now)}::date, 1)
    on conflict (account_id, kind, day) do update set sent = agent_daily_sends.sent + 1
      where agent_daily_sends.sent < ${send.cap}
    returning sent`.execute(db);
  return rows.length === 1;
}

/**
 * Notes an invitation from the agent to an address, unless one went there less than
 * `intervalMs` before `now`: then nothing is noted and the answer is when the next may go.
 */
export async function takeInviteSlot(
  db: Db,
  invite: { agentAccountId: string; email: string; now: Date; intervalMs: number },
): Promise<{ ok: true } | { ok: false; nextAt: Date }> {
  const email = invite.email.toLowerCase();
  const before = new Date(invite.now.getTime() - invite.intervalMs);
  const { rows } = await sql<{ email: string }>`
    insert into invite_recipients (agent_account_id, email, last_sent_at)
    values (${invite.agentAccountId}, ${email}, ${invite.now})
    on conflict (agent_account_id, email) do update set last_sent_at = excluded.last_sent_at
      where invite_recipients.last_sent_at <= ${before}
    returning email`.execute(db);
  if (rows.length === 1) return { ok: true };
  const next = await nextInviteAt(db, invite);
  return { ok: false, nextAt: next ?? invite.now };
}

/** When the agent may next invite this address; null when it may now. */
export async function nextInviteAt(
  db: Db,
  invite: { agentAccountId: string; email: string; now: Date; intervalMs: number },
): Promise<Date | null> {
  const row = await db
    .selectFrom('invite_recipients')
    .select('last_sent_at')
    .where('agent_account_id', '=', invite.agentAccountId)
    .where('email', '=', invite.email.toLowerCase())
    .executeTakeFirst();
  if (!row) return null;
  const next = new Date(new Date(row.last_sent_at).getTime() + invite.intervalMs);
  return next > invite.now ? next : null;
}

/** Forgets when the agent last invited an address (its invitation was accepted). */
export async function forgetInviteRecipient(
  db: Db,
  agentAccountId: string,
  email: string,
): Promise<void> {
  await db
    .deleteFrom('invite_recipients')
    .where('agent_account_id', '=', agentAccountId)
    .where('email', '=', email.toLowerCase())
    .execute();
}
