import type { AnalyticsEvent, AnalyticsEventBody } from './analytics-event';

/**
 * Where events go. The database is the default; a deployment may forward events to its own
 * analytics, tracking or listing-syndication service (public-site.md §7) with a sink of its own.
 */
export interface AnalyticsSink {
  record(event: AnalyticsEvent): Promise<void>;
}

/** Keeps the path only: query strings and fragments can carry what a visitor typed. */
export function eventPath(path: string): string {
  return path.split(/[?#]/, 1)[0] ?? '/';
}

/** A host name as stored: lower case, without a port, at most 255 characters. */
export function eventSite(host: string | undefined): string {
  const name = (host ?? '').split(':', 1)[0]?.toLowerCase() ?? '';
  return /^[a-z0-9.-]{1,255}$/.test(name) ? name : 'unknown';
}

export class AnalyticsService {
  constructor(private readonly sink: AnalyticsSink) {}

  async record(body: AnalyticsEventBody, host: string | undefined): Promise<void> {
    await this.sink.record({
      kind: body.kind,
      path: eventPath(body.path),
      listingId: body.listingId ?? null,
      site: eventSite(host),
    });
  }
}
