import { TOUR_DAYS_AHEAD, type ContactRequest } from '@hearth/contracts';
import {
  calendarDateIn,
  daysBetween,
  isTourSlotAhead,
  parseCalendarDate,
  titleize,
  validateContactForm,
} from '@hearth/domain';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import { badRequest, serviceUnavailable } from '../../errors';
import { checkCaptcha } from '../captcha/captcha.service';
import { listingHeader } from '../listings/listing-page.presenter';
import { requireListing } from '../listings/listing-page.service';
import type { FormContext } from './form-context';
import { contactMail } from './lead-mail';
import { recordLead } from './lead-record.service';
import { leadRecipients, signedInUser } from './leads.repository';

/** The consent line the contact form shows; a new wording gets a new version. */
export const CONTACT_CONSENT_VERSION = 'contact-consent-v1';

const SENT = { en: 'Your message has been sent.', es: 'Su mensaje ha sido enviado.' } as const;

const pleaseCheck = (field: string) =>
  badRequest('invalid_form', `Please Check ${titleize(field)}`, field);

/**
 * A tour is asked for a day from today up to TOUR_DAYS_AHEAD, between 8 am and 8 pm, at a time
 * still ahead in the site's time zone.
 */
function checkTour(date: string, time: string, timeZone: string, now: Date): void {
  const day = parseCalendarDate(date);
  const ahead = day ? daysBetween(calendarDateIn(now, timeZone), day) : -1;
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(date) || ahead < 0 || ahead > TOUR_DAYS_AHEAD) {
    throw pleaseCheck('tourDate');
  }
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  const minutes = match ? Number(match[1]) * 60 + Number(match[2]) : -1;
  if (minutes < 8 * 60 || minutes > 20 * 60 || Number(match?.[2]) >= 60)
    throw pleaseCheck('tourTime');
  if (!isTourSlotAhead(date, time, now, timeZone)) throw pleaseCheck('tourTime');
}

function tourText(date: string, time: string, language: 'en' | 'es'): string {
  // The date and time are wall-clock values of the site's zone: format them as they are.
  return new Intl.DateTimeFormat(language === 'es' ? 'es-US' : 'en-US', {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(`${date}T${time}:00Z`));
}

/**
 * A visitor's contact or tour request: validated, captcha checked, then stored as a lead routed
 * to the listing agent (or the office, per leadRouting) together with the e-mail to them, in one
 * transaction. Once this returns, the lead and its e-mail are both stored.
 */
export async function submitContact(
  db: Kysely<Database>,
  config: Config,
  listingId: string,
  body: ContactRequest,
  context: FormContext,
  now = new Date(),
): Promise<{ message: string }> {
  let { name, email } = body;
  if (context.userId) {
    // Signed-in visitors' name and e-mail are their account's (read-only on the form).
    const user = await signedInUser(db, context.userId);
    if (user)
      ({ name, email } = { name: `${user.first_name} ${user.last_name}`, email: user.email });
  }
  const scheduleTour = body.scheduleTour === true;
  const check = validateContactForm({
    name,
    email,
    scheduleTour,
    tourDate: body.tourDate,
    tourTime: body.tourTime,
  });
  if (!check.valid) {
    throw badRequest('invalid_form', check.message ?? 'Please Check', check.invalidFields[0]);
  }
  const tourDate = scheduleTour ? (body.tourDate ?? '') : null;
  const tourTime = scheduleTour ? (body.tourTime ?? '') : null;
  if (tourDate !== null && tourTime !== null)
    checkTour(tourDate, tourTime, config.settings.timezone, now);

  const captchaError = await checkCaptcha(db, config, body.captcha, {
    consume: true,
    ip: context.ip,
    logger: context.logger,
  });
  if (captchaError) throw captchaError;

  const listing = await requireListing(db, listingId);
  const { agent, office } = await leadRecipients(db, listing.list_agent_id, listing.list_office_id);
  const agentEmail = agent?.member_email ?? agent?.public_email ?? null;
  const officeEmail = office?.office_email ?? null;
  const toOffice = config.settings.leadRouting === 'office' ? officeEmail !== null : !agentEmail;
  const to = toOffice ? officeEmail : agentEmail;
  if (!to) throw serviceUnavailable('This listing cannot take requests right now.');
  const recipientName = (toOffice ? office?.office_name : agent?.member_full_name) ?? '';

  const message = body.message?.trim() || null;
  const fields = { name, email, message, scheduleTour, tourDate, tourTime };
  await recordLead(
    db,
    {
      objectId: listing.listing_id,
      listingRowId: listing.id,
      fields,
      name,
      email,
      scheduleTour,
      tourDate,
      tourTime,
      agentId: listing.list_agent_id,
      officeId: listing.list_office_id,
      routedTo: toOffice ? 'office' : 'agent',
      routedToEmail: to,
      userId: context.userId,
      language: context.language,
      consentTextVersion: CONTACT_CONSENT_VERSION,
      consentAt: now,
      ip: context.ip,
    },
    contactMail({
      language: context.language,
      to,
      recipientName,
      listing: {
        listingId: listing.listing_id,
        title: listingHeader(listing, config.settings.siteTitle).title,
        url: `${context.baseUrl}/listing/${encodeURIComponent(listing.listing_id)}`,
      },
      name,
      email,
      message,
      tour: tourDate && tourTime ? tourText(tourDate, tourTime, context.language) : null,
      site: config.settings.siteTitle,
    }),
  );
  return { message: SENT[context.language] };
}
