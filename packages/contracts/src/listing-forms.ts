import { z } from 'zod';
import { singleLine, multiLine } from './text';

/** The listing page's forms (public-site.md §2, §3, §7): contact or tour request, and share. */

const text = (max: number) => singleLine().trim().max(max);
const lines = (max: number) => multiLine(z.string().trim().max(max));
const language = z.enum(['en', 'es']);

/** `POST /api/form/listing/contact/{ListingId}`; field rules are the domain's contact rules. */
export const contactRequestSchema = z.strictObject({
  name: text(120),
  email: text(254),
  message: lines(2000).optional(),
  scheduleTour: z.boolean().default(false),
  /** YYYY-MM-DD, in the site's time zone. */
  tourDate: text(10).optional(),
  /** HH:MM, 24-hour. */
  tourTime: text(5).optional(),
  agentId: text(40).optional(),
  officeId: text(40).optional(),
  /** The captcha answer: the proof-of-work payload, or the reCAPTCHA response token. */
  captcha: singleLine().max(8000).optional(),
  /** The visitor's language; the e-mail to the agent is written in it. */
  language: language.optional(),
});
export type ContactRequest = z.input<typeof contactRequestSchema>;

/** `POST /api/form/listing/share/{ListingId}`; `phone` is hidden from people: a bot fills it. */
export const shareRequestSchema = z.strictObject({
  fromName: text(120),
  fromEmail: text(254),
  toName: text(120),
  toEmail: text(254),
  message: lines(1000).optional(),
  phone: text(40).optional(),
  captcha: singleLine().max(8000).optional(),
  language: language.optional(),
});
export type ShareRequest = z.input<typeof shareRequestSchema>;

/** `POST /api/form/keycheck`: checks a captcha answer without using it up. */
export const keycheckRequestSchema = z.strictObject({ captcha: singleLine().max(8000).optional() });

/** What the forms answer on success (§7: "JSON with message"). */
export const formMessageResponseSchema = z.object({ message: z.string() });
export type FormMessageResponse = z.infer<typeof formMessageResponseSchema>;

/** `GET /api/captcha/challenge`: a signed proof-of-work challenge for the captcha widget. */
export const captchaChallengeSchema = z.object({
  parameters: z.looseObject({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
  }),
  signature: z.string().optional(),
});

/** Tour requests: days offered from today (site time zone), and the times of day offered. */
export const TOUR_DAYS_AHEAD = 14;
export const TOUR_TIMES: readonly string[] = Array.from({ length: 19 }, (_, index) => {
  const minutes = 9 * 60 + index * 30; // 09:00 to 18:00, every half hour
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});
