/**
 * The timing client of the search benchmark, in a process of its own like search-load.mjs: in
 * the server's process the client's work (fetch is heavy) and its garbage would share the event
 * loop with the server and be counted as the server's. Requests go one at a time over one
 * keep-alive connection with node's http; a sample runs from sending the request to the last
 * byte of the (gzipped) body, which is not decompressed.
 *
 * Each message { url, key, paths } is answered with { samples: [{ ms, status }] }, the paths
 * (relative to url, the search API's origin and base path) requested in turn.
 */
import http from 'node:http';

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
let clientNumber = 0;

/** One GET; resolves when its whole body has arrived. */
function timeOnce(base, key, path) {
  clientNumber++;
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.get(
      {
        host: base.hostname,
        port: base.port,
        path: `${base.pathname.replace(/\/$/, '')}${path}`,
        agent,
        headers: {
          authorization: `Bearer ${key}`,
          // Each request comes from another client address (behind the trusted loopback proxy).
          'x-forwarded-for': `10.${(clientNumber >> 16) & 255}.${(clientNumber >> 8) & 255}.${clientNumber & 255}`,
          'accept-encoding': 'gzip',
        },
      },
      (response) => {
        response.on('data', () => undefined);
        response.on('end', () =>
          resolve({ ms: performance.now() - started, status: response.statusCode ?? 0 }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

process.on('message', async ({ url, key, paths }) => {
  const base = new URL(url);
  const samples = [];
  try {
    for (const path of paths) samples.push(await timeOnce(base, key, path));
    process.send?.({ samples });
  } catch (error) {
    process.send?.({ error: String(error) });
  }
});
process.on('disconnect', () => agent.destroy());
