/** The e-mail that invites a contact to connect their consumer account to their agent. */
import type { PersonLanguage } from '../../db/schema';
import type { MailToEnqueue } from '../mail/enqueue-mail';
import { renderMailHtml } from '../mail/mail-html';

interface Vars {
  contactName: string;
  agentName: string;
  site: string;
}

const wording: Record<
  PersonLanguage,
  (vars: Vars) => {
    subject: string;
    title: string;
    lines: string[];
    action: string;
    footer: string;
  }
> = {
  en: ({ contactName, agentName, site }) => ({
    subject: `${agentName} invites you to connect on ${site}`,
    title: `Hello, ${contactName}`,
    lines: [
      `${agentName} invites you to connect your ${site} account, so that they can save listings and searches for you and see the ones you save.`,
      'Log in or sign up to accept. The link works once, for 14 days. You can disconnect at any time from your profile.',
    ],
    action: 'Accept the Invitation',
    footer: `You receive this message because ${agentName} keeps you as a contact on ${site}.`,
  }),
  es: ({ contactName, agentName, site }) => ({
    subject: `${agentName} le invita a conectarse en ${site}`,
    title: `Hola, ${contactName}`,
    lines: [
      `${agentName} le invita a conectar su cuenta de ${site}, para guardar propiedades y búsquedas para usted y ver las que usted guarda.`,
      'Inicie sesión o regístrese para aceptar. El enlace funciona una vez, durante 14 días. Puede desconectarse cuando quiera desde su perfil.',
    ],
    action: 'Aceptar la Invitación',
    footer: `Recibe este mensaje porque ${agentName} le tiene como contacto en ${site}.`,
  }),
};

export function contactInviteMail(
  options: Vars & { to: string; language: PersonLanguage; link: string },
): MailToEnqueue {
  const words = wording[options.language](options);
  const text = [words.title, '', ...words.lines, '', options.link, '', words.footer].join('\n');
  return {
    to: options.to,
    subject: words.subject,
    text,
    html: renderMailHtml({
      language: options.language,
      title: words.title,
      paragraphs: words.lines,
      action: { label: words.action, url: options.link },
      footer: words.footer,
    }),
    kind: 'contact_invite',
    language: options.language,
  };
}
