import { vi } from 'vitest';

/**
 * Answers the app's requests by path (the query left out) as JSON: `answer` gives the status and
 * body for a path. The screen under test runs as in the browser; only the network is stood in.
 */
export function stubApi(answer: (path: string) => [status: number, body: unknown]): void {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const [status, body] = answer(String(url).split('?')[0] ?? '');
      return new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
}
