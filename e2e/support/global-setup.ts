import { startServer } from './server';
import { saveDemoSessions } from './sessions';

/**
 * Starts one server for the whole run, unless E2E_BASE_URL already points at a running one, and
 * signs the demo people in once (support/sessions.ts). Workers read the address from
 * E2E_BASE_URL and the sessions from E2E_SESSIONS_DIR; the returned function is the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const given = process.env.E2E_BASE_URL;
  if (given) {
    console.log(`Using the server at ${given}`);
    return saveDemoSessions(given);
  }
  const server = await startServer({
    seedListings: positiveInteger('E2E_SEED_LISTINGS', 1500),
    readyTimeoutMs: positiveInteger('E2E_READY_TIMEOUT_S', 180) * 1000,
  });
  process.env.E2E_BASE_URL = server.baseURL;
  const removeSessions = await saveDemoSessions(server.baseURL);
  return async () => {
    await removeSessions();
    await server.stop();
    delete process.env.E2E_BASE_URL;
  };
}

function positiveInteger(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    throw new Error(`${name} must be a positive integer, got '${raw}'`);
  }
  return value;
}
