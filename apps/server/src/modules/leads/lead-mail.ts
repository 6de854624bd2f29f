import type { PersonLanguage } from '../../db/schema';
import type { MailToEnqueue } from '../mail/enqueue-mail';
import { renderMailHtml } from '../mail/mail-html';

export interface ListingInMail {
  listingId: string;
  title: string;
  url: string;
}

export interface ContactMailInput {
  language: PersonLanguage;
  to: string;
  recipientName: string;
  listing: ListingInMail;
  name: string;
  email: string;
  message: string | null;
  /** 'Sat, May 4, 2:00 PM' in the site's time zone, for a tour request. */
  tour: string | null;
  site: string;
}

const contactWords = {
  en: {
    subjectTour: (l: ListingInMail) => `Tour request for MLS #${l.listingId}: ${l.title}`,
    subject: (l: ListingInMail) => `New inquiry about MLS #${l.listingId}: ${l.title}`,
    hello: (name: string) => `Hello ${name},`,
    intro: (site: string) => `A visitor sent this request from the listing page on ${site}.`,
    from: 'From',
    email: 'E-mail',
    tour: 'Requested tour',
    message: 'Message',
    open: 'Open the Listing',
    footer: 'Reply to this e-mail to answer the visitor directly.',
  },
  es: {
    subjectTour: (l: ListingInMail) => `Solicitud de visita para MLS #${l.listingId}: ${l.title}`,
    subject: (l: ListingInMail) => `Nueva consulta sobre MLS #${l.listingId}: ${l.title}`,
    hello: (name: string) => `Hola ${name}:`,
    intro: (site: string) =>
      `Un visitante envió esta solicitud desde la página de la propiedad en ${site}.`,
    from: 'De',
    email: 'Correo electrónico',
    tour: 'Visita solicitada',
    message: 'Mensaje',
    open: 'Ver la Propiedad',
    footer: 'Responda a este correo para contestar directamente al visitante.',
  },
} as const;

/** The e-mail a listing's agent (or office) gets for a contact or tour request. */
export function contactMail(input: ContactMailInput): MailToEnqueue {
  const w = contactWords[input.language];
  const lines = [
    w.hello(input.recipientName),
    w.intro(input.site),
    `${w.from}: ${input.name}`,
    `${w.email}: ${input.email}`,
    ...(input.tour ? [`${w.tour}: ${input.tour}`] : []),
    ...(input.message ? [`${w.message}: ${input.message}`] : []),
  ];
  const subject = input.tour ? w.subjectTour(input.listing) : w.subject(input.listing);
  return {
    kind: 'lead',
    to: input.to,
    subject,
    language: input.language,
    headers: { 'Reply-To': input.email },
    text: [...lines, '', `${w.open}: ${input.listing.url}`, '', w.footer].join('\n'),
    html: renderMailHtml({
      language: input.language,
      title: subject,
      paragraphs: lines,
      action: { label: w.open, url: input.listing.url },
      footer: w.footer,
    }),
  };
}

export interface ShareMailInput {
  language: PersonLanguage;
  listing: ListingInMail;
  fromName: string;
  fromEmail: string;
  toName: string;
  toEmail: string;
  message: string | null;
  site: string;
  postalAddress: string;
}

const shareWords = {
  en: {
    subject: (from: string, l: ListingInMail) => `${from} shared a listing with you: ${l.title}`,
    hello: (name: string) => `Hello ${name},`,
    shared: (from: string, email: string, site: string) =>
      `${from} (${email}) thought you would like this listing on ${site}.`,
    message: 'Their message',
    open: 'See the Listing',
    footer: (from: string) =>
      `You received this e-mail because ${from} entered your address. Your address is not used for anything else.`,
  },
  es: {
    subject: (from: string, l: ListingInMail) =>
      `${from} compartió una propiedad con usted: ${l.title}`,
    hello: (name: string) => `Hola ${name}:`,
    shared: (from: string, email: string, site: string) =>
      `${from} (${email}) pensó que le gustaría esta propiedad en ${site}.`,
    message: 'Su mensaje',
    open: 'Ver la Propiedad',
    footer: (from: string) =>
      `Recibió este correo porque ${from} escribió su dirección. Su dirección no se usa para nada más.`,
  },
} as const;

/** The e-mail a friend gets when a visitor shares a listing. */
export function shareMail(input: ShareMailInput): MailToEnqueue {
  const w = shareWords[input.language];
  const subject = w.subject(input.fromName, input.listing);
  const lines = [
    w.hello(input.toName),
    w.shared(input.fromName, input.fromEmail, input.site),
    ...(input.message ? [`${w.message}: ${input.message}`] : []),
  ];
  const footer = `${w.footer(input.fromName)} ${input.postalAddress}`;
  return {
    kind: 'listing_share',
    to: input.toEmail,
    subject,
    language: input.language,
    headers: { 'Reply-To': input.fromEmail },
    text: [...lines, '', `${w.open}: ${input.listing.url}`, '', footer].join('\n'),
    html: renderMailHtml({
      language: input.language,
      title: subject,
      paragraphs: lines,
      action: { label: w.open, url: input.listing.url },
      footer,
    }),
  };
}
