import { startServer } from './server';

/**
 * Starts one server for the whole run, unless E2E_BASE_URL already points at a running one.
 * Workers read the address from E2E_BASE_URL; the returned function is the global teardown.
 */
export default async function globalSetup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env.E2E_BASE_URL) {
    console.log(`Using the server at ${process.env.E2E_BASE_URL}`);
    return undefined;
  }
  const server = await startServer({
    seedListings: positiveInteger('E2E_SEED_LISTINGS', 1500),
    readyTimeoutMs: positiveInteger('E2E_READY_TIMEOUT_S', 180) * 1000,
  });
  process.env.E2E_BASE_URL = server.baseURL;
  return async () => {
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
