/**
 * GETs an address a feed gave us (a photo's MediaURL) only if it is on the public internet: the
 * host's name is resolved first, every address it resolves to must be public (not loopback,
 * private, carrier-grade NAT, link-local, unique-local, multicast or reserved), and the connection
 * is made to the address checked, never to a second answer of the name server (DNS rebinding).
 * Redirects are followed the same way, a few at most, and headers the caller gave are not carried
 * to another origin. The operator may allow hosts that are not public (mlsFeedMediaAllowedHosts),
 * such as an image server on the association's own network.
 */
import { lookup } from 'node:dns/promises';
import http, { type IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/** An address we will not fetch, or an answer we will not read. */
export class UnsafeFetchError extends Error {
  override name = 'UnsafeFetchError';
}

const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private (RFC 1918)
  ['100.64.0.0', 10], // carrier-grade NAT (RFC 6598)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata services
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['64:ff9b::', 96], // NAT64: may reach any IPv4 address
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique-local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

/** The IPv4 address inside an IPv4-mapped IPv6 address (::ffff:a.b.c.d or ::ffff:xxxx:xxxx). */
function mappedIpv4(address: string): string | null {
  const match = /^::ffff:(?:0:)?(.+)$/i.exec(address);
  if (!match) return null;
  const rest = match[1]!;
  if (isIP(rest) === 4) return rest;
  const hex = /^([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(rest);
  if (!hex) return null;
  const high = parseInt(hex[1]!, 16);
  const low = parseInt(hex[2]!, 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** Whether an IP address is on the public internet. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  if (family === 6) {
    const v4 = mappedIpv4(address);
    if (v4) return isPublicAddress(v4);
    return !NOT_PUBLIC.check(address, 'ipv6');
  }
  return !NOT_PUBLIC.check(address, 'ipv4');
}

/** A URL's host as written, without an IPv6 literal's brackets, in lower case. */
function hostOf(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
}

/** Whether the operator allowed this host (a name or an address, compared as written). */
function allowed(host: string, allowedHosts: readonly string[]): boolean {
  return allowedHosts.some((entry) => entry.replace(/^\[|\]$/g, '').toLowerCase() === host);
}

/**
 * The address to connect to for a URL's host: checked public unless the host is allowed. A name
 * that resolves to any address not public is refused (a mixed answer is how rebinding starts).
 */
export async function resolveTarget(
  url: URL,
  allowedHosts: readonly string[],
): Promise<{ address: string; family: 4 | 6 }> {
  const host = hostOf(url);
  const literal = isIP(host);
  const answers =
    literal !== 0
      ? [{ address: host, family: literal }]
      : await lookup(host, { all: true, verbatim: true }).catch(() => {
          throw new UnsafeFetchError(`${host} does not resolve`);
        });
  if (answers.length === 0) throw new UnsafeFetchError(`${host} does not resolve`);
  if (!allowed(host, allowedHosts)) {
    const refused = answers.find((answer) => !isPublicAddress(answer.address));
    if (refused) {
      throw new UnsafeFetchError(
        `${host} is not a public address (${refused.address}); allow it in mlsFeedMediaAllowedHosts if it is yours`,
      );
    }
  }
  const [first] = answers;
  return { address: first!.address, family: first!.family === 6 ? 6 : 4 };
}

export interface SafeGetOptions {
  allowedHosts: readonly string[];
  headers?: Record<string, string>;
  timeoutMs?: number;
  /** Answers longer than this are refused (default 25 MB). */
  maxBytes?: number;
  /** Redirects followed at most (default 3). */
  maxRedirects?: number;
}

export interface SafeAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** GETs `address` as the module's comment says. */
export async function safeGet(address: string, options: SafeGetOptions): Promise<SafeAnswer> {
  let url = new URL(address);
  let headers = options.headers ?? {};
  for (let redirects = options.maxRedirects ?? 3; ; redirects--) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new UnsafeFetchError(`${url.protocol} addresses are not fetched`);
    }
    const answer = await getPinned(url, headers, options);
    const location = answer.headers.location;
    if (answer.status < 300 || answer.status >= 400 || !location) return answer;
    if (redirects <= 0) throw new UnsafeFetchError('too many redirects');
    const next = new URL(location, url);
    // Credentials (a token in a header) stay with the origin they were given for.
    if (next.origin !== url.origin) headers = {};
    url = next;
  }
}

function getPinned(
  url: URL,
  headers: Record<string, string>,
  options: SafeGetOptions,
): Promise<SafeAnswer> {
  return resolveTarget(url, options.allowedHosts).then(
    (target) =>
      new Promise<SafeAnswer>((resolve, reject) => {
        // The connection goes to the address checked above, whatever the name resolves to now.
        const pinned: LookupFunction = (_hostname, lookupOptions, callback) => {
          if (lookupOptions.all) callback(null, [target]);
          else callback(null, target.address, target.family);
        };
        const get = url.protocol === 'https:' ? https.get : http.get;
        const request = get(
          url,
          { headers, lookup: pinned, timeout: options.timeoutMs ?? 20_000, agent: false },
          (response) => {
            const max = options.maxBytes ?? 25 * 1024 * 1024;
            const length = Number(response.headers['content-length'] ?? 0);
            if (length > max) {
              response.destroy();
              reject(new UnsafeFetchError('the answer is too large'));
              return;
            }
            const chunks: Buffer[] = [];
            let size = 0;
            response.on('data', (chunk: Buffer) => {
              size += chunk.length;
              if (size > max) {
                response.destroy();
                reject(new UnsafeFetchError('the answer is too large'));
                return;
              }
              chunks.push(chunk);
            });
            response.on('end', () =>
              resolve({
                status: response.statusCode ?? 0,
                headers: response.headers,
                body: Buffer.concat(chunks),
              }),
            );
            response.on('error', reject);
          },
        );
        request.on('timeout', () =>
          request.destroy(new Error('the image server did not answer in time')),
        );
        request.on('error', reject);
      }),
  );
}
