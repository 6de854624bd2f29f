import { sql, type Kysely } from 'kysely';

/**
 * What an agent sent, counted apart from what is still stored, so deleting contacts or shares
 * does not give the day's sends back (docs/security.md, "Limits"):
 *
 * - `agent_daily_sends`: listings shared and invitations sent per agent and UTC day. The cap is
 *   taken by one statement (`insert … on conflict do update … where sent < cap`), so requests
 *   sent at once cannot all pass a count made before any of them is stored.
 * - `invite_recipients`: when an agent last invited an address (lower case), so one address gets
 *   at most one invitation from an agent per resend interval, whichever contact it is on.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table agent_daily_sends (
    account_id bigint not null references accounts(id) on delete cascade,
    kind text not null check (kind in ('share', 'invite')),
    day date not null,
    sent integer not null check (sent > 0),
    primary key (account_id, kind, day)
  )`.execute(db);
  await sql`create table invite_recipients (
    agent_account_id bigint not null references accounts(id) on delete cascade,
    email text not null,
    last_sent_at timestamptz not null,
    primary key (agent_account_id, email)
  )`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table invite_recipients`.execute(db);
  await sql`drop table agent_daily_sends`.execute(db);
}
