/**
 * The alert e-mail: listings grouped by saved search or listing group, each with its photo,
 * price, address, beds, baths, area, link and why it is there; at most 25 listings, then
 * "and N more" with the search's link; the association's postal address; unsubscribe links for
 * each search or group and for all alerts, and the one-click headers of RFC 8058.
 */
import {
  ALERT_LISTINGS_PER_MESSAGE,
  dollarTotal,
  formatNumber,
  moreListingsText,
  type AlertLanguage,
} from '@hearth/domain';
import type { MailToEnqueue } from '../mail/enqueue-mail';
import { escapeHtml } from '../mail/mail-html';

/** What an alert shows of a listing (kept with the alert item when it was found). */
export interface AlertListingCard {
  listingId: string;
  price: number;
  status: string;
  /** Null when the listing does not show its address. */
  address: string | null;
  city: string | null;
  beds: number | null;
  baths: number | null;
  area: number | null;
  photo: string | null;
  url: string;
}

export interface AlertSection {
  title: string;
  /** The search's results (or the group's page). */
  url: string;
  unsubscribeUrl: string;
  entries: { listing: AlertListingCard; reasons: string[] }[];
}

export interface AlertMailInput {
  language: AlertLanguage;
  to: string;
  userId: string;
  firstName: string;
  siteTitle: string;
  postalAddress: string;
  digest: boolean;
  sections: AlertSection[];
  unsubscribeAllUrl: string;
  /** Where a one-click POST (List-Unsubscribe-Post) unsubscribes. */
  oneClickUrl: string;
}

const words = {
  en: {
    subject: (n: number, title: string) =>
      n === 1 ? `1 listing for ${title}` : `${n} listings for ${title}`,
    digestSubject: (n: number) => `Your daily listing alert: ${n} listing${n === 1 ? '' : 's'}`,
    hello: (name: string) => `Hello ${name},`,
    intro: 'Here is what changed in the listings you follow.',
    beds: 'bd',
    baths: 'ba',
    sqft: 'sq ft',
    view: 'View listing',
    run: 'See all results',
    stopOne: 'Stop these alerts',
    stopAll: 'Unsubscribe from all alerts',
    addressHidden: 'Address not shown',
    why: (site: string) => `You get this e-mail because you asked ${site} for listing alerts.`,
  },
  es: {
    subject: (n: number, title: string) =>
      n === 1 ? `1 propiedad para ${title}` : `${n} propiedades para ${title}`,
    digestSubject: (n: number) =>
      `Su alerta diaria de propiedades: ${n} propiedad${n === 1 ? '' : 'es'}`,
    hello: (name: string) => `Hola ${name}:`,
    intro: 'Esto es lo que cambió en las propiedades que sigue.',
    beds: 'hab.',
    baths: 'baños',
    sqft: 'pies²',
    view: 'Ver propiedad',
    run: 'Ver todos los resultados',
    stopOne: 'Dejar de recibir estas alertas',
    stopAll: 'Cancelar todas las alertas',
    addressHidden: 'Dirección no mostrada',
    why: (site: string) => `Recibe este correo porque pidió a ${site} alertas de propiedades.`,
  },
} as const;

const LOCALE = { en: 'en-US', es: 'es-US' } as const;

function facts(card: AlertListingCard, language: AlertLanguage): string {
  const w = words[language];
  const locale = LOCALE[language];
  return [
    card.beds !== null ? `${card.beds} ${w.beds}` : null,
    card.baths !== null ? `${card.baths} ${w.baths}` : null,
    card.area !== null ? `${formatNumber(card.area, locale)} ${w.sqft}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

function place(card: AlertListingCard, language: AlertLanguage): string {
  const street = card.address ?? words[language].addressHidden;
  // A full address ("…, Roseville, CA 95747") already names its city: never twice.
  const named = card.city && street.toLowerCase().includes(card.city.toLowerCase());
  return card.city && !named ? `${street}, ${card.city}` : street;
}

/** The sections cut to at most 25 listings in all; each says how many it left out. */
function cut(sections: AlertSection[]) {
  let room = ALERT_LISTINGS_PER_MESSAGE;
  return sections.map((section) => {
    const shown = section.entries.slice(0, Math.max(0, room));
    room -= shown.length;
    return { ...section, shown, more: section.entries.length - shown.length };
  });
}

function textPart(input: AlertMailInput, parts: ReturnType<typeof cut>): string {
  const w = words[input.language];
  const lines = [w.hello(input.firstName), '', w.intro, ''];
  for (const section of parts) {
    lines.push(section.title.toUpperCase(), '');
    for (const { listing, reasons } of section.shown) {
      lines.push(
        `${reasons.join(' · ')}`,
        `${dollarTotal(listing.price, LOCALE[input.language])} · ${place(listing, input.language)}`,
        facts(listing, input.language),
        `${w.view}: ${listing.url}`,
        '',
      );
    }
    if (section.more > 0) lines.push(`${moreListingsText(section.more, input.language)}`);
    lines.push(`${w.run}: ${section.url}`, `${w.stopOne}: ${section.unsubscribeUrl}`, '');
  }
  lines.push('--', w.why(input.siteTitle), `${w.stopAll}: ${input.unsubscribeAllUrl}`);
  lines.push(input.postalAddress);
  return lines.join('\n');
}

function htmlListing(card: AlertListingCard, reasons: string[], language: AlertLanguage): string {
  const w = words[language];
  const photo = card.photo
    ? `<td style="width:140px;vertical-align:top;padding:0 12px 0 0"><a href="${escapeHtml(card.url)}"><img src="${escapeHtml(card.photo)}" width="140" height="105" alt="${escapeHtml(place(card, language))}" style="display:block;border-radius:4px;object-fit:cover"></a></td>`
    : '';
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;margin:0 0 16px"><tr>${photo}<td style="vertical-align:top">
<p style="margin:0 0 4px;color:#b45309;font-weight:bold">${escapeHtml(reasons.join(' · '))}</p>
<p style="margin:0 0 4px;font-size:18px;font-weight:bold">${escapeHtml(dollarTotal(card.price, LOCALE[language]))}</p>
<p style="margin:0 0 4px">${escapeHtml(place(card, language))}</p>
<p style="margin:0 0 4px;color:#444">${escapeHtml(facts(card, language))}</p>
<p style="margin:0"><a href="${escapeHtml(card.url)}">${escapeHtml(w.view)}</a></p>
</td></tr></table>`;
}

function htmlPart(input: AlertMailInput, parts: ReturnType<typeof cut>, subject: string): string {
  const w = words[input.language];
  const link = (url: string, label: string) =>
    `<a href="${escapeHtml(url)}">${escapeHtml(label)}</a>`;
  const sections = parts
    .map(
      (
        section,
      ) => `<h2 style="font-size:18px;margin:24px 0 12px">${link(section.url, section.title)}</h2>
${section.shown.map(({ listing, reasons }) => htmlListing(listing, reasons, input.language)).join('\n')}
${section.more > 0 ? `<p>${link(section.url, moreListingsText(section.more, input.language))}</p>` : ''}
<p style="font-size:13px">${link(section.url, w.run)} · ${link(section.unsubscribeUrl, w.stopOne)}</p>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="${input.language}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#111;max-width:600px;margin:0 auto;padding:16px">
<p>${escapeHtml(w.hello(input.firstName))}</p>
<p>${escapeHtml(w.intro)}</p>
${sections}
<hr style="border:0;border-top:1px solid #ddd;margin:24px 0">
<p style="font-size:12px;color:#555">${escapeHtml(w.why(input.siteTitle))} ${link(input.unsubscribeAllUrl, w.stopAll)}</p>
<p style="font-size:12px;color:#555">${escapeHtml(input.postalAddress)}</p>
</body></html>`;
}

/** The message for one person, ready for the outbox. */
export function alertMail(input: AlertMailInput): MailToEnqueue {
  const w = words[input.language];
  const parts = cut(input.sections);
  const total = input.sections.reduce((sum, section) => sum + section.entries.length, 0);
  const subject =
    input.digest || input.sections.length !== 1
      ? w.digestSubject(total)
      : w.subject(total, input.sections[0]!.title);
  return {
    kind: 'alert',
    to: input.to,
    subject,
    language: input.language,
    userId: input.userId,
    headers: {
      'List-Unsubscribe': `<${input.oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    text: textPart(input, parts),
    html: htmlPart(input, parts, subject),
  };
}
