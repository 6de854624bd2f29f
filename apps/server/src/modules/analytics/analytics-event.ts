import { z } from 'zod';

/** The events of public-site.md §2 (page views) and §7 (listing events). */
export const ANALYTICS_EVENT_KINDS = [
  'page_view',
  'viewed_more_photos',
  'virtual_tour_clicked',
  'listing_saved',
] as const;
export type AnalyticsEventKind = (typeof ANALYTICS_EVENT_KINDS)[number];

const LISTING_EVENT_KINDS: readonly AnalyticsEventKind[] = [
  'viewed_more_photos',
  'virtual_tour_clicked',
  'listing_saved',
];

/** `POST /api/events`: a page view carries its path; a listing event also names its listing. */
export const analyticsEventBodySchema = z
  .strictObject({
    kind: z.enum(ANALYTICS_EVENT_KINDS),
    path: z
      .string()
      .min(1)
      .max(500)
      .regex(/^\/[^\s]*$/, 'a path starting with /'),
    listingId: z
      .string()
      .min(1)
      .max(64)
      .regex(/^[\w.-]+$/, 'letters, digits, dots, dashes or underscores')
      .optional(),
  })
  .refine((event) => !LISTING_EVENT_KINDS.includes(event.kind) || event.listingId, {
    message: 'a listing event names its listing',
    path: ['listingId'],
  });
export type AnalyticsEventBody = z.infer<typeof analyticsEventBodySchema>;

/** One event as a sink receives it. */
export interface AnalyticsEvent {
  readonly kind: AnalyticsEventKind;
  /** The path without its query string or fragment (filters could carry typed text). */
  readonly path: string;
  readonly listingId: string | null;
  /** The host the page was served from, so one server can count several sites. */
  readonly site: string;
}
