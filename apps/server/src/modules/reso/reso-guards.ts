/**
 * What our RESO Web API checks before it reads anything: the OData version a client asks for,
 * how many of a token's requests are being answered at once, and what an address under
 * /reso/odata that names no resource of ours is (unknown, or OData we do not serve).
 */
import { RESO_LIMITS } from './odata-limits';

export const SUPPORTED_VERSIONS = ['4.0', '4.01'] as const;

/**
 * Why the request's OData-Version or OData-MaxVersion cannot be served, or null. RESO Web API
 * Core 2.0.0 §2.2.1: a version newer than, or older than and no longer, supported gets a 400.
 */
export function unsupportedVersion(headers: Record<string, unknown>): string | null {
  const version = headers['odata-version'];
  if (typeof version === 'string' && version.trim() !== '') {
    if (!(SUPPORTED_VERSIONS as readonly string[]).includes(version.trim()))
      return `OData-Version ${version.trim()} is not supported: this service speaks OData ${SUPPORTED_VERSIONS.join(' and ')}.`;
  }
  const max = headers['odata-maxversion'];
  if (typeof max === 'string' && max.trim() !== '') {
    const value = /^\d+\.\d+$/.test(max.trim()) ? Number(max.trim()) : Number.NaN;
    if (!(value >= 4)) {
      return `OData-MaxVersion ${max.trim()} is not supported: this service speaks OData ${SUPPORTED_VERSIONS.join(' and ')}.`;
    }
  }
  return null;
}

/** Counts each token's requests being answered; a token over the limit waits for one to end. */
export class InFlightRequests {
  private readonly counts = new Map<string, number>();

  constructor(private readonly limit: number = RESO_LIMITS.requestsInFlight) {}

  /** A release function when the token may start one more request now, else null. */
  enter(clientId: string): (() => void) | null {
    const count = this.counts.get(clientId) ?? 0;
    if (count >= this.limit) return null;
    this.counts.set(clientId, count + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.counts.get(clientId) ?? 1) - 1;
      if (left <= 0) this.counts.delete(clientId);
      else this.counts.set(clientId, left);
    };
  }
}

/**
 * An address under /reso/odata that no route of ours answers: 501 when it is OData we do not
 * serve on one of our resources (`Property/$count`, `Property('K')/Media`, `$batch`), else 404.
 */
export function unservedPath(
  rest: string,
  resourceNames: readonly string[],
): { status: 404 | 501; message: string } {
  const [first = '', ...others] = rest.split('/');
  const resource = /^(\w+)(?:\(.*\))?$/.exec(first)?.[1];
  if (first === '$batch' || first === '$crossjoin' || first === '$all') {
    return { status: 501, message: `${first} is not implemented: send one GET per query.` };
  }
  if (resource && resourceNames.includes(resource) && others.length > 0 && others.join('') !== '') {
    const hint =
      others[0] === '$count'
        ? ` For a count, ask ${resource}?$count=true&$top=0.`
        : others[0] === 'Media' && resource === 'Property'
          ? ` For a listing's photos, ask Property('key')?$expand=Media or Media?$filter=ResourceRecordKey eq 'key'.`
          : '';
    return {
      status: 501,
      message: `${rest} is not implemented: this service answers ${resource} and ${resource}('key') with query options.${hint}`,
    };
  }
  return {
    status: 404,
    message: `No resource ${rest}: this service has ${resourceNames.join(', ')}.`,
  };
}
