import { z } from 'zod';
import { singleLine, multiLine } from './text';
import { pageHeaderSchema } from './listing-page';

/**
 * Shapes of the agent and office directory: the search API's `/agents` and `/offices`
 * (public-site.md §3 "Agent (directory)", "Office", "Directory filter") and the site's agent and
 * office pages (`/api/agent/{MemberMlsId}`, `/api/office/{id}`).
 */

const text = z.string().nullable().optional();

/** A photo as the search API sends it: the first item is the member's photo. */
export const directoryMediaSchema = z.object({ MediaURL: z.string(), Order: z.number().int() });

/** An agent as `GET /agents` sends it; with `fields` only the named fields (and id) are present. */
export const agentRecordSchema = z.object({
  id: z.string(),
  MemberKey: z.string().optional(),
  MemberMlsId: z.string().optional(),
  MemberFirstName: z.string().optional(),
  MemberLastName: z.string().optional(),
  MemberFullName: z.string().optional(),
  MemberPreferredPhone: text,
  MemberDirectPhone: text,
  MemberMobilePhone: text,
  MemberOfficePhone: text,
  MemberEmail: text,
  MemberStatus: z.string().optional(),
  MemberType: z.string().optional(),
  MemberAOR: z.string().optional(),
  MemberNationalAssociationId: text,
  MemberStateOrProvince: text,
  MemberTitle: text,
  MemberLanguages: z.array(z.string()).optional(),
  MemberAreasServed: z.array(z.string()).optional(),
  OfficeKey: text,
  OfficeMlsId: text,
  OfficeName: text,
  OfficeCity: text,
  Media: z.array(directoryMediaSchema).optional(),
});
export type AgentRecord = z.infer<typeof agentRecordSchema>;

/** An office as `GET /offices` sends it. */
export const officeRecordSchema = z.object({
  id: z.string(),
  OfficeKey: z.string().optional(),
  OfficeMlsId: z.string().optional(),
  OfficeName: z.string().optional(),
  OfficeAddress1: text,
  OfficeAddress2: text,
  OfficeCity: text,
  OfficeStateOrProvince: text,
  OfficePostalCode: text,
  OfficeCountyOrParish: text,
  OfficePhone: text,
  OfficeFax: text,
  OfficeEmail: text,
  OfficeType: text,
  OfficeAOR: z.string().optional(),
  OfficeStatus: z.string().optional(),
  OfficeNationalAssociationId: text,
  OriginatingSystemID: text,
  Latitude: z.number().nullable().optional(),
  Longitude: z.number().nullable().optional(),
  website: text,
  MemberCount: z.number().int().optional(),
});
export type OfficeRecord = z.infer<typeof officeRecordSchema>;

/** `GET /office/{id}`: the office with its active members (agentCollection). */
export const officeWithMembersSchema = officeRecordSchema.extend({
  agentCollection: z.array(agentRecordSchema),
});
export type OfficeWithMembers = z.infer<typeof officeWithMembersSchema>;

export const phoneKindSchema = z.enum(['preferred', 'direct', 'mobile', 'home', 'office', 'fax']);
export const memberPhoneSchema = z.object({
  kind: phoneKindSchema,
  number: z.string(),
  extension: z.string().nullable(),
});
export type MemberPhone = z.infer<typeof memberPhoneSchema>;

export const memberLicenseSchema = z.object({
  licenseNumber: z.string(),
  licenseType: z.string().nullable(),
  licenseState: z.string().nullable(),
  /** YYYY-MM-DD */
  licenseExpirationDate: z.string().nullable(),
});

/** The office as an agent page or a listing card shows it. */
export const officeSummarySchema = z.object({
  id: z.string(),
  OfficeKey: z.string(),
  OfficeMlsId: z.string(),
  OfficeName: z.string(),
  OfficeAddress1: z.string().nullable(),
  OfficeAddress2: z.string().nullable(),
  OfficeCity: z.string().nullable(),
  OfficeStateOrProvince: z.string().nullable(),
  OfficePostalCode: z.string().nullable(),
  OfficePhone: z.string().nullable(),
  OfficeFax: z.string().nullable(),
  website: z.string().nullable(),
  Latitude: z.number().nullable(),
  Longitude: z.number().nullable(),
});
export type OfficeSummary = z.infer<typeof officeSummarySchema>;

/** An agent's page data (§3 "Agent (directory)" detail fields). */
export const agentDetailSchema = z.object({
  id: z.string(),
  MemberKey: z.string(),
  MemberMlsId: z.string(),
  MemberFirstName: z.string(),
  MemberLastName: z.string(),
  MemberFullName: z.string(),
  title: z.string().nullable(),
  bio: z.string().nullable(),
  areas: z.array(z.string()),
  languages: z.array(z.string()),
  publicEmail: z.string().nullable(),
  nationalAssociationId: z.string().nullable(),
  website: z.string().nullable(),
  photoUrl: z.string().nullable(),
  phoneNumbers: z.array(memberPhoneSchema),
  designations: z.array(z.string()),
  licenses: z.array(memberLicenseSchema),
});
export type AgentDetail = z.infer<typeof agentDetailSchema>;

/** An agent's active listing as a card (IDX rules applied: hidden addresses are absent). */
export const agentListingCardSchema = z.object({
  id: z.string(),
  ListingId: z.string(),
  StandardStatus: z.string(),
  PropertyType: z.string(),
  ListPrice: z.number(),
  UnparsedAddress: z.string().nullable(),
  City: z.string().nullable(),
  StateOrProvince: z.string().nullable(),
  PostalCode: z.string().nullable(),
  BedroomsTotal: z.number().nullable(),
  BathroomsTotalInteger: z.number().nullable(),
  LivingArea: z.number().nullable(),
  OnMarketDate: z.string(),
  photoUrl: z.string().nullable(),
  ListOfficeName: z.string(),
});
export type AgentListingCard = z.infer<typeof agentListingCardSchema>;

export const agentPageResponseSchema = z.object({
  agent: agentDetailSchema,
  offices: z.array(officeSummarySchema),
  listings: z.array(agentListingCardSchema),
  header: pageHeaderSchema,
  /** canEdit: the signed-in member is this agent. */
  viewer: z.object({ canEdit: z.boolean() }),
});
export type AgentPageResponse = z.infer<typeof agentPageResponseSchema>;

/** Lines only an office's responsible or contact member sees (§2 "Member card", §6). */
export const memberAdminLinesSchema = z.object({
  licenseExpirationDate: z.string().nullable(),
  daysUntilExpiry: z.number().int().nullable(),
  expiryStyle: z.enum(['danger', 'normal']),
  creditsNeeded: z.number(),
  educationIcon: z.enum(['red-warning', 'green-check']).nullable(),
});
export type MemberAdminLines = z.infer<typeof memberAdminLinesSchema>;

export const memberCardSchema = z.object({
  id: z.string(),
  MemberKey: z.string(),
  MemberMlsId: z.string(),
  MemberFirstName: z.string(),
  MemberLastName: z.string(),
  MemberFullName: z.string(),
  title: z.string().nullable(),
  photoUrl: z.string().nullable(),
  /** The preferred phone, falling back to the office number. */
  phone: z.string().nullable(),
  admin: memberAdminLinesSchema.optional(),
});
export type MemberCard = z.infer<typeof memberCardSchema>;

export const officePageResponseSchema = z.object({
  office: officeSummarySchema.extend({
    OfficeCountyOrParish: z.string().nullable(),
    OfficeEmail: z.string().nullable(),
    OfficeType: z.string().nullable(),
  }),
  responsibleMember: memberCardSchema.nullable(),
  contactMember: memberCardSchema.nullable(),
  /** Active members sorted by last name. */
  members: z.array(memberCardSchema),
  header: pageHeaderSchema,
  /** isAdmin: the signed-in member is the office's responsible or contact member. */
  viewer: z.object({ isAdmin: z.boolean() }),
});
export type OfficePageResponse = z.infer<typeof officePageResponseSchema>;

/** Choices of the directory's dropdown filters. */
export const directoryOptionsResponseSchema = z.object({
  cities: z.array(z.string()),
  postalCodes: z.array(z.string()),
  counties: z.array(z.string()),
  officeTypes: z.array(z.string()),
  languages: z.array(z.string()),
  designations: z.array(z.string()),
});
export type DirectoryOptionsResponse = z.infer<typeof directoryOptionsResponseSchema>;

const shortList = z.array(singleLine().trim().min(1).max(100)).max(50);

/** The agent's own edit of bio, areas served and languages. */
export const agentProfileUpdateSchema = z.strictObject({
  bio: multiLine(z.string().trim().max(5000).optional()),
  areas: shortList.optional(),
  languages: shortList.optional(),
});
export type AgentProfileUpdate = z.infer<typeof agentProfileUpdateSchema>;

/** The agent page's contact form: a lead for the agent (objectType agent). */
export const agentContactRequestSchema = z.strictObject({
  name: singleLine().trim().min(1).max(100),
  email: singleLine().trim().toLowerCase().max(254).pipe(z.email()),
  phone: singleLine().trim().max(40).optional(),
  message: multiLine(z.string().trim().min(1).max(5000)),
  /** Hidden from people; a filled one marks a bot. */
  website: singleLine().max(200).optional(),
  /** The captcha answer (proof of work, or a reCAPTCHA token). */
  captcha: singleLine().max(20_000).optional(),
});
export type AgentContactRequest = z.infer<typeof agentContactRequestSchema>;
