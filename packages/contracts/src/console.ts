import { z } from 'zod';
import { contentImagePath } from './content-images';
import { isSafeLink } from './links';
import { singleLine, multiLine } from './text';

/**
 * The association's console (`/account/admin`, association admins only): notifications to an
 * audience, the dashboard's content areas, services and left navigation, and the history of
 * changes. HTML sent here is sanitised on the server before it is stored.
 */

const html = multiLine(z.string().max(50_000));
/** A link the console sets and pages render: https, mailto:, tel: or a path of this site (links.ts). */
const webAddress = z
  .string()
  .trim()
  .max(2000)
  .refine(isSafeLink, 'an https, mailto: or tel: address, or a path starting with a single /');

export const audienceSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('all'), value: z.null().default(null) }),
  z.strictObject({ kind: z.literal('office'), value: z.string().regex(/^\d{1,18}$/, 'an office') }),
  z.strictObject({
    kind: z.literal('role'),
    value: z.enum(['agent', 'broker', 'member', 'office_admin', 'association_admin']),
  }),
  z.strictObject({ kind: z.literal('association'), value: singleLine().trim().min(1).max(100) }),
]);
export type Audience = z.infer<typeof audienceSchema>;

export const consoleNotificationCreateSchema = z
  .strictObject({
    subject: singleLine().trim().min(1).max(200),
    contentHtml: html,
    priority: z.enum(['low', 'normal', 'high']).default('normal'),
    /** ISO 8601; omitted means now. A time ahead schedules it. */
    startsAt: z.iso.datetime({ offset: true }).optional(),
    expiresAt: z.iso.datetime({ offset: true }).nullable().default(null),
    dismissable: z.boolean().default(true),
    action: z
      .discriminatedUnion('type', [
        z.strictObject({ type: z.literal('view') }),
        z.strictObject({
          type: z.literal('link'),
          url: webAddress,
          label: singleLine().trim().max(60).nullable().default(null),
        }),
      ])
      .default({ type: 'view' }),
    audience: audienceSchema,
  })
  .refine((n) => !n.expiresAt || !n.startsAt || n.expiresAt > n.startsAt, {
    message: 'It must expire after it starts.',
    path: ['expiresAt'],
  });
export type ConsoleNotificationCreate = z.input<typeof consoleNotificationCreateSchema>;

export const consoleNotificationSchema = z.object({
  id: z.string(),
  subject: z.string(),
  content: z.string(),
  priority: z.enum(['low', 'normal', 'high']),
  startsAt: z.string(),
  expiresAt: z.string().nullable(),
  dismissable: z.boolean(),
  action: z.object({
    type: z.enum(['view', 'link']),
    url: z.string().nullable(),
    label: z.string().nullable(),
  }),
  audience: z.object({ kind: z.string(), value: z.string().nullable(), label: z.string() }),
  state: z.enum(['scheduled', 'live', 'expired', 'withdrawn']),
  viewed: z.number().int(),
  dismissed: z.number().int(),
});
export type ConsoleNotification = z.infer<typeof consoleNotificationSchema>;
export const consoleNotificationListSchema = z.object({
  results: z.array(consoleNotificationSchema),
});
export const consoleNotificationResponseSchema = z.object({ results: consoleNotificationSchema });

export const consoleAudiencesSchema = z.object({
  offices: z.array(z.object({ id: z.string(), name: z.string() })),
  roles: z.array(z.string()),
  associations: z.array(z.string()),
});
export type ConsoleAudiences = z.infer<typeof consoleAudiencesSchema>;

export const htmlPreviewRequestSchema = z.strictObject({ html });
export const htmlPreviewResponseSchema = z.object({ html: z.string() });
/** Several blocks at once (the dashboard's live preview): each cleaned on its own. */
export const blocksPreviewRequestSchema = z.strictObject({ blocks: z.array(html).max(60) });
export const blocksPreviewResponseSchema = z.object({ blocks: z.array(z.string()) });

export const consoleServiceSchema = z.strictObject({
  label: z.string().trim().min(1).max(80),
  url: webAddress,
  target: z.enum(['_self', '_blank']).default('_self'),
  imageUrl: webAddress.nullable().default(null),
  icon: z.string().trim().max(40).nullable().default(null),
});
export type ConsoleService = z.infer<typeof consoleServiceSchema>;

export const consoleLeftNavLinkSchema = z.strictObject({
  label: z.string().trim().min(1).max(60),
  href: webAddress,
  newTab: z.boolean().default(true),
});
export type ConsoleLeftNavLink = z.infer<typeof consoleLeftNavLinkSchema>;

/** The dashboard as the console edits it: each area a list of HTML blocks, in order. */
export const consoleDashboardSchema = z.strictObject({
  top: z.array(html).max(20),
  middle: z.array(html).max(20),
  bottom: z.array(html).max(20),
  services: z.array(consoleServiceSchema).max(50),
  servicesStyle: z.enum(['grid', 'list']),
  leftNav: z.array(consoleLeftNavLinkSchema).max(20),
});
export type ConsoleDashboard = z.infer<typeof consoleDashboardSchema>;
export type ConsoleDashboardInput = z.input<typeof consoleDashboardSchema>;
export const consoleDashboardResponseSchema = z.object({ results: consoleDashboardSchema });

export const consoleHistorySchema = z.object({
  results: z.array(
    z.object({
      id: z.string(),
      at: z.string(),
      action: z.string(),
      by: z.string().nullable(),
      detail: z.record(z.string(), z.unknown()),
    }),
  ),
});
export type ConsoleHistory = z.infer<typeof consoleHistorySchema>;

/**
 * Members and offices in the console: a search of each, and the lists staff ask for most
 * (licences expiring within 30, 60 or 90 days; members short of continuing-education credits;
 * offices by their median first response to leads), each also as CSV.
 */
export const consoleMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  mlsId: z.string(),
  email: z.string().nullable(),
  status: z.string(),
  officeName: z.string().nullable(),
  licenseExpirationDate: z.string().nullable(),
  /** Days until the licence expires in the site's time zone; negative once expired. */
  daysUntilExpiry: z.number().nullable(),
  creditsRequired: z.number(),
  creditsNeeded: z.number(),
});
export type ConsoleMember = z.infer<typeof consoleMemberSchema>;
/** A page of a search or a whole report, with how many there are in all. */
const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ results: z.array(item), total: z.number() });

export const consoleMemberListSchema = listOf(consoleMemberSchema);
export type ConsoleMemberList = z.infer<typeof consoleMemberListSchema>;

export const consoleOfficeSchema = z.object({
  id: z.string(),
  name: z.string(),
  city: z.string().nullable(),
  status: z.string(),
  members: z.number(),
  /** Leads of the last 30 days opened, and still never opened. */
  leadsOpened: z.number(),
  leadsWaiting: z.number(),
  medianResponseMs: z.number().nullable(),
});
export type ConsoleOffice = z.infer<typeof consoleOfficeSchema>;
export const consoleOfficeListSchema = listOf(consoleOfficeSchema);
export type ConsoleOfficeList = z.infer<typeof consoleOfficeListSchema>;

export const consoleSearchQuerySchema = z.strictObject({
  q: singleLine().trim().max(100).default(''),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});

export const CONSOLE_REPORTS = [
  'licences-expiring',
  'short-of-credits',
  'office-response',
] as const;
export type ConsoleReport = (typeof CONSOLE_REPORTS)[number];
export const consoleReportParamsSchema = z.strictObject({ report: z.enum(CONSOLE_REPORTS) });
export const consoleReportQuerySchema = z.strictObject({
  /** For licences expiring: within 30, 60 or 90 days. */
  days: z.coerce
    .number()
    .int()
    .refine((days) => [30, 60, 90].includes(days), 'one of 30, 60 or 90')
    .default(30),
  format: z.enum(['json', 'csv']).default('json'),
});

/** `POST /member/v1/admin/images`: the stored image's address and its size after resizing. */
export const consoleImageUploadResponseSchema = z.object({
  url: z.string().regex(contentImagePath),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type ConsoleImageUpload = z.infer<typeof consoleImageUploadResponseSchema>;
