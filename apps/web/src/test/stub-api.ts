import { vi } from 'vitest';
import { checkAgainstContract } from './api-contracts';

/**
 * Answers the app's requests by path (the query left out) as JSON: `answer` gives the status and
 * body for a path. The screen under test runs as in the browser; only the network is stood in.
 * Each body is checked against the API's schema in `packages/contracts` (see api-contracts.ts).
 */
export function stubApi(answer: (path: string) => [status: number, body: unknown]): void {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = String(url).split('?')[0] ?? '';
      const [status, body] = answer(path);
      checkAgainstContract(path, status, body);
      return new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
}
