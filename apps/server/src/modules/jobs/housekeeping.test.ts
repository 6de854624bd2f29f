/**
 * The housekeeping job sweeps expired sessions with the other expired rows: a session whose
 * 30 days are over is deleted, a live one stays. The clock is a fake one, moved past expiry.
 */
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, testDatabaseKinds, type TestApp } from '../../../test/helper';
import { signUpUser } from '../../../test/sign-in';
import { startHousekeeping } from './housekeeping';

const DAY_MS = 86_400_000;

describe.each(testDatabaseKinds())('housekeeping (%s)', (kind) => {
  let t: TestApp;
  const log = { error: vi.fn() };

  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const sessionsOf = async (userId: string) =>
    Number(
      (
        await sql<{
          n: string;
        }>`select count(*) as n from sessions where user_id = ${userId}`.execute(t.database.db)
      ).rows[0]?.n,
    );

  it('deletes sessions past their 30 days and keeps the others', async () => {
    const old = await signUpUser(t.app, { remoteAddress: '10.77.0.1' });
    expect(await sessionsOf(old.id)).toBe(1);
    // 31 days on, the first session has expired; a session started now is live.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 31 * DAY_MS });
    const fresh = await signUpUser(t.app, { remoteAddress: '10.77.0.2' });
    const job = startHousekeeping(t.database.db, log);
    const result = await job.first;
    await job.stop();
    expect(result).toMatchObject({ sessions: 1 });
    expect(await sessionsOf(old.id)).toBe(0);
    expect(await sessionsOf(fresh.id)).toBe(1);
    expect(log.error).not.toHaveBeenCalled();
  });
});
