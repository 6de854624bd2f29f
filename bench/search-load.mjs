/**
 * The load generator of the search benchmark, in a process of its own: autocannon reads every
 * response body into a string, and in the server's process that work (and its garbage) would be
 * counted against the server. Here it runs beside it, as a real client would. (Not a worker
 * thread: autocannon takes a worker thread for one of its own.)
 *
 * Receives { url, paths, key, connections, duration } as its first message; sends back
 * { requestsPerSecond, latencyP99, non2xx, errors }.
 */
import autocannon from 'autocannon';

const { url, paths, key, connections, duration } = await new Promise((resolve) =>
  process.once('message', resolve),
);
let clientNumber = 1 << 20;
const result = await autocannon({
  url,
  connections,
  duration,
  requests: paths.map((path) => ({
    method: 'GET',
    path,
    setupRequest: (request) => {
      // Each request comes from another client address (behind the trusted loopback proxy).
      clientNumber++;
      return {
        ...request,
        headers: {
          authorization: `Bearer ${key}`,
          'x-forwarded-for': `10.${(clientNumber >> 16) & 255}.${(clientNumber >> 8) & 255}.${clientNumber & 255}`,
          'accept-encoding': 'gzip',
        },
      };
    },
  })),
});
process.send?.({
  requestsPerSecond: result.requests.average,
  latencyP99: result.latency.p99,
  non2xx: result.non2xx,
  errors: result.errors,
});
process.disconnect?.();
