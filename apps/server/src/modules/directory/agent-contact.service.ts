/**
 * The agent page's contact form: a lead for the agent (objectType 'agent') and the e-mail to
 * them, stored in one transaction before the request answers (nothing is lost).
 */
import type { AgentContactRequest, Settings } from '@hearth/contracts';
import type { Kysely } from 'kysely';
import type { Database, PersonLanguage } from '../../db/schema';
import { badRequest, serviceUnavailable } from '../../errors';
import { recordLead } from '../leads/lead-record.service';
import { renderMailHtml } from '../mail/mail-html';
import { findVisibleMember, primaryOfficeOf } from './directory-pages.repository';
import { agentNotFound } from './directory-search.service';

/** The consent line the form shows; a new wording gets a new version. */
export const AGENT_CONTACT_CONSENT_VERSION = 'agent-contact-consent-v1';

export interface ContactContext {
  ip: string;
  language: PersonLanguage;
  baseUrl: string;
  userId: string | null;
}

const words = {
  en: {
    sent: 'Your message has been sent.',
    subject: (site: string) => `New message from your profile on ${site}`,
    hello: (name: string) => `Hello ${name},`,
    intro: (site: string) => `A visitor sent you this message from your agent page on ${site}.`,
    from: 'From',
    email: 'E-mail',
    phone: 'Phone',
    message: 'Message',
    open: 'Open Your Page',
    footer: 'Reply to this e-mail to answer the visitor directly.',
  },
  es: {
    sent: 'Su mensaje ha sido enviado.',
    subject: (site: string) => `Nuevo mensaje desde su perfil en ${site}`,
    hello: (name: string) => `Hola ${name}:`,
    intro: (site: string) => `Un visitante le envió este mensaje desde su página en ${site}.`,
    from: 'De',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    message: 'Mensaje',
    open: 'Ver Su Página',
    footer: 'Responda a este correo para contestar directamente al visitante.',
  },
} as const;

export async function submitAgentContact(
  db: Kysely<Database>,
  settings: Settings,
  memberId: string,
  body: AgentContactRequest,
  context: ContactContext,
  now = new Date(),
): Promise<{ message: string }> {
  // A filled hidden field marks a bot.
  if (body.website) throw badRequest('invalid_form', 'Something went wrong', 'website');
  const member = await findVisibleMember(db, memberId, {
    excludedAssociation: settings.excludedAssociation,
  });
  if (!member) throw agentNotFound();
  const to = member.member_email ?? member.public_email;
  if (!to) throw serviceUnavailable('This agent cannot take messages right now.');
  const office = await primaryOfficeOf(db, member.id);

  const w = words[context.language];
  const phone = body.phone?.trim() || null;
  const fields = { name: body.name, email: body.email, phone, message: body.message };
  const pageUrl = `${context.baseUrl}/agent/${encodeURIComponent(
    member.member_full_name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  )}/${encodeURIComponent(member.member_key)}`;
  const lines = [
    `${w.from}: ${body.name}`,
    `${w.email}: ${body.email}`,
    ...(phone ? [`${w.phone}: ${phone}`] : []),
    `${w.message}:`,
    body.message,
  ];
  await recordLead(
    db,
    {
      objectType: 'agent',
      objectId: member.member_mls_id,
      listingRowId: null,
      fields,
      name: body.name,
      email: body.email,
      scheduleTour: false,
      tourDate: null,
      tourTime: null,
      agentId: String(member.id),
      officeId: office ? String(office.office_id) : null,
      routedTo: 'agent',
      routedToEmail: to,
      userId: context.userId,
      language: context.language,
      consentTextVersion: AGENT_CONTACT_CONSENT_VERSION,
      consentAt: now,
      ip: context.ip,
    },
    {
      kind: 'lead',
      to,
      subject: w.subject(settings.siteTitle),
      text: [
        w.hello(member.member_first_name),
        '',
        w.intro(settings.siteTitle),
        '',
        ...lines,
        '',
        `${w.open}: ${pageUrl}`,
        '',
        w.footer,
      ].join('\n'),
      html: renderMailHtml({
        language: context.language,
        title: w.subject(settings.siteTitle),
        paragraphs: [w.hello(member.member_first_name), w.intro(settings.siteTitle), ...lines],
        action: { label: w.open, url: pageUrl },
        footer: w.footer,
      }),
      language: context.language,
      headers: { 'Reply-To': body.email },
    },
  );
  return { message: w.sent };
}
