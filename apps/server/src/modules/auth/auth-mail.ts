import type { PersonLanguage } from '../../db/schema';
import type { MailToEnqueue } from '../mail/enqueue-mail';
import { renderMailHtml } from '../mail/mail-html';

export type AuthMailKind =
  | 'user_activation'
  | 'user_already_registered'
  | 'user_password_reset'
  | 'user_email_change'
  | 'user_email_changed'
  | 'account_activation'
  | 'account_password_reset';

interface Wording {
  subject: string;
  title: string;
  lines: string[];
  action?: string;
}

type Texts = Record<
  AuthMailKind,
  (vars: { name: string; site: string; detail?: string }) => Wording
>;

const en: Texts = {
  user_activation: ({ name, site }) => ({
    subject: `Activate your ${site} account`,
    title: `Welcome, ${name}`,
    lines: ['Please confirm your e-mail address to activate your account.'],
    action: 'Activate My Account',
  }),
  user_already_registered: ({ name, site }) => ({
    subject: `Your ${site} account`,
    title: `Hello, ${name}`,
    lines: [
      'Someone tried to sign up with this e-mail address, which already has an account.',
      'If it was you, log in or reset your password. Otherwise you can ignore this message.',
    ],
    action: 'Reset My Password',
  }),
  user_password_reset: ({ name }) => ({
    subject: 'Reset your password',
    title: `Hello, ${name}`,
    lines: [
      'We received a request to reset your password. The link works once, for one hour.',
      'If you did not ask for it, ignore this message: your password stays as it is.',
    ],
    action: 'Reset My Password',
  }),
  account_password_reset: ({ name }) => en.user_password_reset({ name, site: '' }),
  user_email_change: ({ name }) => ({
    subject: 'Confirm your new e-mail address',
    title: `Hello, ${name}`,
    lines: ['Please confirm that this is your new e-mail address. The link works for 24 hours.'],
    action: 'Confirm My E-mail',
  }),
  user_email_changed: ({ name, site, detail }) => ({
    subject: `The sign-in address of your ${site} account changed`,
    title: `Hello, ${name}`,
    lines: [
      `Your account now signs in with ${detail ?? 'another address'}.`,
      'If you did not make this change, follow the link: your address comes back and every session ends. The link works for 7 days.',
    ],
    action: 'Undo the Change',
  }),
  account_activation: ({ name, site }) => ({
    subject: `Your ${site} member account`,
    title: `Welcome, ${name}`,
    lines: [
      'An account has been created for you from the association’s member records.',
      'Choose a password to activate it. The link works for 7 days.',
    ],
    action: 'Activate My Account',
  }),
};

const es: Texts = {
  user_activation: ({ name, site }) => ({
    subject: `Active su cuenta de ${site}`,
    title: `Bienvenido, ${name}`,
    lines: ['Confirme su dirección de correo electrónico para activar su cuenta.'],
    action: 'Activar Mi Cuenta',
  }),
  user_already_registered: ({ name, site }) => ({
    subject: `Su cuenta de ${site}`,
    title: `Hola, ${name}`,
    lines: [
      'Alguien intentó registrarse con este correo electrónico, que ya tiene una cuenta.',
      'Si fue usted, inicie sesión o restablezca su contraseña. Si no, ignore este mensaje.',
    ],
    action: 'Restablecer Mi Contraseña',
  }),
  user_password_reset: ({ name }) => ({
    subject: 'Restablezca su contraseña',
    title: `Hola, ${name}`,
    lines: [
      'Recibimos una solicitud para restablecer su contraseña. El enlace funciona una vez, durante una hora.',
      'Si no la pidió, ignore este mensaje: su contraseña no cambia.',
    ],
    action: 'Restablecer Mi Contraseña',
  }),
  account_password_reset: ({ name }) => es.user_password_reset({ name, site: '' }),
  user_email_change: ({ name }) => ({
    subject: 'Confirme su nuevo correo electrónico',
    title: `Hola, ${name}`,
    lines: [
      'Confirme que esta es su nueva dirección de correo. El enlace funciona durante 24 horas.',
    ],
    action: 'Confirmar Mi Correo',
  }),
  user_email_changed: ({ name, site, detail }) => ({
    subject: `Cambió el correo de acceso de su cuenta de ${site}`,
    title: `Hola, ${name}`,
    lines: [
      `Su cuenta ahora inicia sesión con ${detail ?? 'otra dirección'}.`,
      'Si no hizo este cambio, siga el enlace: su dirección vuelve y todas las sesiones terminan. El enlace funciona durante 7 días.',
    ],
    action: 'Deshacer el Cambio',
  }),
  account_activation: ({ name, site }) => ({
    subject: `Su cuenta de miembro de ${site}`,
    title: `Bienvenido, ${name}`,
    lines: [
      'Se creó una cuenta para usted a partir de los registros de miembros de la asociación.',
      'Elija una contraseña para activarla. El enlace funciona durante 7 días.',
    ],
    action: 'Activar Mi Cuenta',
  }),
};

const footers: Record<PersonLanguage, (site: string) => string> = {
  en: (site) => `You receive this message because of an action on ${site}.`,
  es: (site) => `Recibe este mensaje por una acción en ${site}.`,
};

/** An account e-mail in the recipient's language: plain text and HTML with one link. */
export function authMail(
  kind: AuthMailKind,
  options: {
    to: string;
    name: string;
    site: string;
    language: PersonLanguage;
    link: string;
    detail?: string;
  },
): MailToEnqueue {
  const words = (options.language === 'es' ? es : en)[kind]({
    name: options.name,
    site: options.site,
    detail: options.detail,
  });
  const footer = footers[options.language](options.site);
  const text = [words.title, '', ...words.lines, '', options.link, '', footer].join('\n');
  const html = renderMailHtml({
    language: options.language,
    title: words.title,
    paragraphs: words.lines,
    action: { label: words.action ?? options.link, url: options.link },
    footer,
  });
  return {
    to: options.to,
    subject: words.subject,
    text,
    html,
    kind,
    language: options.language,
  };
}
