import type { ShareRequest } from '@hearth/contracts';
import { validateShareForm } from '@hearth/domain';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import { AppError, badRequest } from '../../errors';
import { checkCaptcha } from '../captcha/captcha.service';
import { enqueueMail } from '../mail/enqueue-mail';
import { listingHeader } from '../listings/listing-page.presenter';
import { requireListing } from '../listings/listing-page.service';
import type { FormContext } from './form-context';
import { shareMail } from './lead-mail';
import { countRecentShares, insertShare } from './leads.repository';

/** Caps that keep the share form from being used to send spam, per 24 hours. */
export const SHARE_CAPS = { perRecipient: 3, perSender: 10, windowHours: 24 } as const;

const SENT = { en: 'Your message has been sent.', es: 'Su mensaje ha sido enviado.' } as const;

const capReached = () =>
  new AppError(
    429,
    'share_limit',
    'This address has received or sent enough shared listings for today. Please try again tomorrow.',
  );

/**
 * A visitor shares a listing with a friend by e-mail. A filled hidden phone field marks a bot
 * and is refused; the captcha is checked; per-recipient and per-sender caps apply; the share and
 * its e-mail are stored in one transaction.
 */
export async function submitShare(
  db: Kysely<Database>,
  config: Config,
  listingId: string,
  body: ShareRequest,
  context: FormContext,
): Promise<{ message: string }> {
  if (body.phone) {
    context.logger.warn({ ip: context.ip }, 'share refused: the hidden phone field was filled');
    throw badRequest('rejected', 'Your message could not be sent.');
  }
  const check = validateShareForm(body);
  if (!check.valid) {
    throw badRequest('invalid_form', check.message ?? 'Please Check', check.invalidFields[0]);
  }
  const captchaError = await checkCaptcha(db, config, body.captcha, {
    consume: true,
    ip: context.ip,
    logger: context.logger,
  });
  if (captchaError) throw captchaError;

  const listing = await requireListing(db, listingId);
  const [toCount, fromCount] = await Promise.all([
    countRecentShares(db, { column: 'to_email', email: body.toEmail }, SHARE_CAPS.windowHours),
    countRecentShares(db, { column: 'from_email', email: body.fromEmail }, SHARE_CAPS.windowHours),
  ]);
  if (toCount >= SHARE_CAPS.perRecipient || fromCount >= SHARE_CAPS.perSender) throw capReached();

  const message = body.message?.trim() || null;
  await db.transaction().execute(async (trx) => {
    await insertShare(trx, {
      listingRowId: listing.id,
      fromName: body.fromName,
      fromEmail: body.fromEmail,
      toName: body.toName,
      toEmail: body.toEmail,
      message,
      language: context.language,
      ip: context.ip,
    });
    await enqueueMail(
      trx,
      shareMail({
        language: context.language,
        listing: {
          listingId: listing.listing_id,
          title: listingHeader(listing, config.settings.siteTitle).title,
          url: `${context.baseUrl}/listing/${encodeURIComponent(listing.listing_id)}`,
        },
        fromName: body.fromName,
        fromEmail: body.fromEmail,
        toName: body.toName,
        toEmail: body.toEmail,
        message,
        site: config.settings.siteTitle,
        postalAddress: config.settings.associationPostalAddress,
      }),
    );
  });
  return { message: SENT[context.language] };
}
