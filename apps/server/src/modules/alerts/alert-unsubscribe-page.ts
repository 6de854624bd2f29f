/**
 * The page an alert e-mail's unsubscribe link opens, in the person's language (English or
 * Spanish, as their e-mail was): it names what the link stops and has one button, a form that
 * needs no script.
 */
import type { AlertSubscription } from '@hearth/contracts';
import type { AlertLanguage } from '@hearth/domain';
import { escapeHtml } from '../mail/mail-html';

const words = {
  en: {
    all: 'all your listing alerts',
    search: (name: string) => `alerts for your saved search “${name}”`,
    group: (name: string) => `alerts for your listing group “${name}”`,
    askTitle: 'Unsubscribe from alerts',
    ask: (what: string) => `Stop e-mail for ${what}?`,
    button: 'Unsubscribe',
    doneTitle: 'You are unsubscribed',
    done: (what: string) => `You will get no more e-mail for ${what}.`,
    already: (what: string) => `You get no e-mail for ${what}.`,
    invalidTitle: 'Link not valid',
    invalid: 'This unsubscribe link is not valid (or what it stops no longer exists).',
    home: 'Back to the listings',
    searches: 'Your saved searches',
  },
  es: {
    all: 'todas sus alertas de propiedades',
    search: (name: string) => `las alertas de su búsqueda guardada “${name}”`,
    group: (name: string) => `las alertas de su grupo de propiedades “${name}”`,
    askTitle: 'Cancelar la suscripción a las alertas',
    ask: (what: string) => `¿Dejar de recibir correos de ${what}?`,
    button: 'Cancelar la suscripción',
    doneTitle: 'Su suscripción está cancelada',
    done: (what: string) => `Ya no recibirá más correos de ${what}.`,
    already: (what: string) => `No recibe correos de ${what}.`,
    invalidTitle: 'Enlace no válido',
    invalid:
      'Este enlace para cancelar la suscripción no es válido (o lo que detiene ya no existe).',
    home: 'Volver a las propiedades',
    searches: 'Sus búsquedas guardadas',
  },
} satisfies Record<AlertLanguage, unknown>;

function what(language: AlertLanguage, subscription: AlertSubscription): string {
  const w = words[language];
  if (subscription.kind === 'all') return w.all;
  return w[subscription.kind](subscription.name ?? '');
}

function page(language: AlertLanguage, title: string, body: string): string {
  const w = words[language];
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title></head>
<body><main>
<h1>${escapeHtml(title)}</h1>
${body}
<p><a href="/">${escapeHtml(w.home)}</a> · <a href="/user/saved-searches">${escapeHtml(w.searches)}</a></p>
</main></body></html>`;
}

/** Asks whether to stop what the link names (or says it is stopped already). */
export function unsubscribeAskPage(
  language: AlertLanguage,
  subscription: AlertSubscription,
  formAction: string,
): string {
  const w = words[language];
  const text = what(language, subscription);
  if (subscription.frequency === 'never') {
    return page(language, w.doneTitle, `<p>${escapeHtml(w.already(text))}</p>`);
  }
  return page(
    language,
    w.askTitle,
    `<p>${escapeHtml(w.ask(text))}</p>
<form method="post" action="${escapeHtml(formAction)}"><button type="submit">${escapeHtml(w.button)}</button></form>`,
  );
}

/** Says that what the link names is stopped. */
export function unsubscribedPage(language: AlertLanguage, subscription: AlertSubscription): string {
  const w = words[language];
  return page(
    language,
    w.doneTitle,
    `<p role="status">${escapeHtml(w.done(what(language, subscription)))}</p>`,
  );
}

export function invalidLinkPage(language: AlertLanguage): string {
  const w = words[language];
  return page(language, w.invalidTitle, `<p>${escapeHtml(w.invalid)}</p>`);
}
