import { z } from 'zod';
import { accountSchema } from './auth';
import { agentProfileUpdateSchema, memberCardSchema, officeSummarySchema } from './directory';

/**
 * The members area's API (members-area.md §3, §7): the account detail, notifications and their
 * actions, messages, the leads inbox, the profile, education, the office page, the dashboard's
 * content and the left navigation. Requests are strict (unknown keys refused).
 */

/** A numeric row id in a path or a body. */
export const rowIdSchema = z.string().regex(/^\d{1,18}$/, 'a numeric id');
export const rowIdParamsSchema = z.strictObject({ id: rowIdSchema });

export const accountDetailSchema = accountSchema.extend({
  /** Role names in title case joined by commas (§5). */
  title: z.string(),
  photoUrl: z.string().nullable(),
  /** The member's MLS id; the listings widget needs one. */
  mlsId: z.string().nullable(),
  memberKey: z.string().nullable(),
  organization: z.object({ name: z.string() }),
  /** Association codes (MemberAOR) the account belongs to. */
  associations: z.array(z.string()),
  /** Offices whose responsible or contact member this account is. */
  adminOfficeIds: z.array(z.string()),
});
export type AccountDetail = z.infer<typeof accountDetailSchema>;
export const accountDetailResponseSchema = z.object({ results: accountDetailSchema });

export const notificationActionNameSchema = z.enum(['viewed', 'dismissed']);
export const notificationSchema = z.object({
  id: z.string(),
  subject: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  organization: z.object({ name: z.string() }),
  priority: z.enum(['low', 'normal', 'high']),
  startsAt: z.string(),
  expiresAt: z.string().nullable(),
  dismissable: z.boolean(),
  action: z.object({
    type: z.enum(['view', 'link']),
    url: z.string().nullable(),
    label: z.string().nullable(),
  }),
  /** The account's own actions on it; null while it is new. */
  notificationAction: z
    .object({ id: z.string(), action: z.array(notificationActionNameSchema) })
    .nullable(),
});
export type MemberNotificationItem = z.infer<typeof notificationSchema>;

export const listQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

export const notificationListResponseSchema = z.object({
  results: z.array(notificationSchema),
  /** Listed notifications not yet viewed: the count in the header's user menu. */
  unread: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
  records: z.number().int(),
});
export type NotificationListResponse = z.infer<typeof notificationListResponseSchema>;
export const notificationResponseSchema = z.object({ results: notificationSchema });

export const notificationActionCreateSchema = z.strictObject({
  notificationId: rowIdSchema,
  action: notificationActionNameSchema,
});
export const notificationActionPatchSchema = z.strictObject({
  action: notificationActionNameSchema,
});
export const notificationActionResponseSchema = z.object({
  results: z.object({
    id: z.string(),
    notificationId: z.string(),
    action: z.array(notificationActionNameSchema),
  }),
});

export const messageSchema = z.object({
  id: z.string(),
  sender: z.string(),
  subject: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type MemberMessage = z.infer<typeof messageSchema>;
export const messageListResponseSchema = z.object({
  results: z.array(messageSchema),
  unread: z.number().int(),
});
export const messagePatchSchema = z.strictObject({ read: z.literal(true) });
export const memberMessageResponseSchema = z.object({ results: messageSchema });

export const leadStatusSchema = z.enum(['pending', 'active', 'inactive']);
export const leadSchema = z.object({
  id: z.string(),
  status: leadStatusSchema,
  /** Where it came from: a listing's contact or tour form, an agent's page, an office's page. */
  source: z.enum(['listing', 'agent', 'office']),
  scheduleTour: z.boolean(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  message: z.string().nullable(),
  /** YYYY-MM-DD and HH:MM in the site's time zone. */
  tourDate: z.string().nullable(),
  tourTime: z.string().nullable(),
  createdAt: z.string(),
  firstOpenedAt: z.string().nullable(),
  /** How long it waited before it was first opened (until now while it waits). */
  waitedMs: z.number().int(),
  routedTo: z.enum(['agent', 'office']),
  agentName: z.string().nullable(),
  listing: z
    .object({
      ListingId: z.string(),
      address: z.string(),
      City: z.string().nullable(),
      ListPrice: z.number(),
      StandardStatus: z.string(),
      photoUrl: z.string().nullable(),
    })
    .nullable(),
  /** Whether this account handles it (opens and removes); others of the office only read it. */
  canAct: z.boolean(),
});
export type MemberLead = z.infer<typeof leadSchema>;
export const leadListResponseSchema = z.object({
  results: z.array(leadSchema),
  limit: z.number().int(),
  offset: z.number().int(),
  records: z.number().int(),
});
export type LeadListResponse = z.infer<typeof leadListResponseSchema>;
export const leadResponseSchema = z.object({ results: leadSchema });
export const leadPatchSchema = z.strictObject({ status: z.enum(['active', 'inactive']) });

export const licenseSummarySchema = z.object({
  licenseNumber: z.string(),
  licenseType: z.string().nullable(),
  licenseState: z.string().nullable(),
  /** YYYY-MM-DD */
  licenseExpirationDate: z.string().nullable(),
});

export const memberProfileSchema = z.object({
  id: z.string(),
  MemberKey: z.string(),
  MemberMlsId: z.string(),
  MemberFirstName: z.string(),
  MemberLastName: z.string(),
  MemberFullName: z.string(),
  title: z.string().nullable(),
  photoUrl: z.string().nullable(),
  publicEmail: z.string().nullable(),
  bio: z.string().nullable(),
  areas: z.array(z.string()),
  languages: z.array(z.string()),
  designations: z.array(z.string()),
  mobilePhone: z.string().nullable(),
  faxPhone: z.string().nullable(),
  preferredPhone: z.string().nullable(),
  nationalAssociationId: z.string().nullable(),
  licenses: z.array(licenseSummarySchema),
});
export type MemberProfile = z.infer<typeof memberProfileSchema>;
export const memberProfileResponseSchema = z.object({
  member: memberProfileSchema,
  offices: z.array(officeSummarySchema),
  viewer: z.object({ canEdit: z.boolean() }),
});
export type MemberProfileResponse = z.infer<typeof memberProfileResponseSchema>;
export const memberProfileUpdateSchema = agentProfileUpdateSchema;

export const educationBadgeSchema = z.enum(['Scheduled', 'Passed']).nullable();
export const educationRecordSchema = z.object({
  id: z.string(),
  courseName: z.string(),
  provider: z.string().nullable(),
  category: z.string().nullable(),
  accredited: z.boolean(),
  /** yyyymmdd (§3). */
  startDate: z.number().int(),
  completionDate: z.number().int().nullable(),
  grade: z.string().nullable(),
  attended: z.enum(['Y', 'N']),
  credits: z.number(),
  badge: educationBadgeSchema,
});
export type EducationRecordItem = z.infer<typeof educationRecordSchema>;

/** Licence and continuing-education status (§5): what the warnings and the education line say. */
export const educationStatusSchema = z.object({
  licenseExpirationDate: z.string().nullable(),
  daysUntilExpiry: z.number().int().nullable(),
  expiryStyle: z.enum(['danger', 'normal']),
  creditsRequired: z.number(),
  creditsNeeded: z.number(),
  educationIcon: z.enum(['red-warning', 'green-check']).nullable(),
});
export type EducationStatus = z.infer<typeof educationStatusSchema>;

export const educationResponseSchema = z.object({
  member: z.object({ id: z.string(), MemberFullName: z.string() }),
  status: educationStatusSchema,
  records: z.array(educationRecordSchema),
  viewer: z.object({ isSelf: z.boolean() }),
});
export type EducationResponse = z.infer<typeof educationResponseSchema>;

export const accountMemberCardSchema = memberCardSchema.extend({
  isResponsible: z.boolean(),
  isContact: z.boolean(),
  /** Admins only: licence and education status. */
  education: educationStatusSchema.optional(),
});
export type AccountMemberCard = z.infer<typeof accountMemberCardSchema>;

export const leadResponseTimeSchema = z.object({
  windowDays: z.number().int(),
  medianMs: z.number().nullable(),
  opened: z.number().int(),
  waiting: z.number().int(),
});
export type LeadResponseTime = z.infer<typeof leadResponseTimeSchema>;

export const officeDetailResponseSchema = z.object({
  office: officeSummarySchema,
  /** Responsible member first, then the contact member, then the others (§2). */
  members: z.array(accountMemberCardSchema),
  viewer: z.object({ isAdmin: z.boolean() }),
  /** Admins only: the median first response to the office's leads over the last 30 days. */
  leadResponse: leadResponseTimeSchema.nullable(),
});
export type OfficeDetailResponse = z.infer<typeof officeDetailResponseSchema>;

export const officeEducationResponseSchema = z.object({
  results: z.array(z.object({ memberId: z.string(), records: z.array(educationRecordSchema) })),
});

export const dashboardServiceSchema = z.object({
  id: z.string(),
  label: z.string(),
  url: z.string(),
  target: z.enum(['_self', '_blank']),
  imageUrl: z.string().nullable(),
  icon: z.string().nullable(),
});
export const dashboardResponseSchema = z.object({
  /** Sanitised HTML of the content areas. */
  top: z.array(z.string()),
  middle: z.array(z.string()),
  bottom: z.array(z.string()),
  services: z.array(dashboardServiceSchema),
  servicesStyle: z.enum(['grid', 'list']),
});
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;

export const widgetListingSchema = z.object({
  id: z.string(),
  ListingId: z.string(),
  StandardStatus: z.string(),
  ListPrice: z.number(),
  /** A lease's price is a month's rent. */
  PropertyType: z.string(),
  address: z.string(),
  City: z.string().nullable(),
  photoUrl: z.string().nullable(),
  OnMarketDate: z.string(),
});
export const listingsWidgetResponseSchema = z.object({
  results: z
    .object({
      status: z.enum(['Active', 'Pending', 'Closed']),
      total: z.number().int(),
      listings: z.array(widgetListingSchema),
    })
    .nullable(),
});
export type ListingsWidgetResponse = z.infer<typeof listingsWidgetResponseSchema>;

/** The left navigation and user submenu: built-in pages by key, the association's own links. */
export const leftNavItemSchema = z.object({
  key: z.string(),
  href: z.string(),
  /** The association's own links carry their label; built-in pages are labelled by the app. */
  label: z.string().nullable(),
  newTab: z.boolean(),
});
export type LeftNavItem = z.infer<typeof leftNavItemSchema>;
export const leftNavResponseSchema = z.object({ items: z.array(leftNavItemSchema) });
