import { vi } from 'vitest';
import { checkAgainstContract } from './api-contracts';

/**
 * Answers the app's requests by path (the query left out) as JSON: `answer` gives the status and
 * body for a path. The screen under test runs as in the browser; only the network is stood in.
 * Each body is checked against the API's schema in `packages/contracts` (see api-contracts.ts).
 */
export function stubApi(
  answer: (
    path: string,
    request: { url: string; method: string; body: unknown },
  ) => [status: number, body: unknown],
): void {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = String(url).split('?')[0] ?? '';
      const [status, body] = answer(path, {
        url: String(url),
        method: init?.method ?? 'GET',
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      });
      checkAgainstContract(path, status, body);
      return new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
}
