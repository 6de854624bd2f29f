/**
 * Every error code the API answers with (`{ status, code, message, field? }`) and the few the
 * web app raises itself, each with its message in English and Spanish: the server's `message`
 * is for logs and API clients, a person reads these. A test fails on a code the server uses that
 * is not here (apps/server/test/error-codes.test.ts) and on an entry without both languages.
 */
import { CLIENT_ERROR_TEXT, type ErrorText } from './client-error-codes';

export type { ErrorText };

const invalid = (en: string, es: string): ErrorText => ({ en, es });

export const ERROR_TEXT = {
  // Raised by the web app when no error body arrives.
  ...CLIENT_ERROR_TEXT,
  internal_error: {
    en: 'Server Error. Please try again later.',
    es: 'Error del servidor. Inténtelo más tarde.',
  },
  unavailable: {
    en: 'This service is not available right now. Please try again later.',
    es: 'Este servicio no está disponible ahora. Inténtelo más tarde.',
  },
  rate_limited: {
    en: 'Too many attempts. Please wait a moment and try again.',
    es: 'Demasiados intentos. Espere un momento e inténtelo de nuevo.',
  },

  // Who may do what.
  unauthorized: {
    en: 'Please sign in to continue.',
    es: 'Inicie sesión para continuar.',
  },
  forbidden: {
    en: 'You may not do that.',
    es: 'No tiene permiso para hacer eso.',
  },
  invalid_credentials: {
    en: 'That e-mail and password do not match.',
    es: 'El correo electrónico y la contraseña no coinciden.',
  },
  account_not_active: {
    en: 'This account is not active. Please contact the association.',
    es: 'Esta cuenta no está activa. Comuníquese con la asociación.',
  },
  wrong_current_password: {
    en: 'The current password is not right.',
    es: 'La contraseña actual no es correcta.',
  },
  email_taken: {
    en: 'This e-mail is already in use.',
    es: 'Este correo electrónico ya está en uso.',
  },
  invalid_link: {
    en: 'This link is not valid or has expired.',
    es: 'Este enlace no es válido o ha caducado.',
  },
  invalid_token: {
    en: 'This link is not valid or has expired.',
    es: 'Este enlace no es válido o ha caducado.',
  },
  captcha_missing: {
    en: 'Please confirm you are not a robot.',
    es: 'Confirme que no es un robot.',
  },
  captcha_invalid: {
    en: 'The check that you are not a robot failed. Please try again.',
    es: 'La comprobación de que no es un robot falló. Inténtelo de nuevo.',
  },
  captcha_expired: {
    en: 'The check that you are not a robot expired. Please try again.',
    es: 'La comprobación de que no es un robot caducó. Inténtelo de nuevo.',
  },

  // Things that are not there (or not yours: both answer the same).
  not_found: {
    en: 'This page is not there, or it is not yours to see.',
    es: 'Esta página no existe o no tiene permiso para verla.',
  },
  listing_not_found: { en: 'This listing does not exist.', es: 'Esta propiedad no existe.' },
  market_area_not_found: {
    en: 'There are no market figures for this area.',
    es: 'No hay cifras del mercado para esta zona.',
  },
  market_edition_not_found: {
    en: 'There is no market report for this month.',
    es: 'No hay informe del mercado para este mes.',
  },
  invalid_months: {
    en: 'Give either a number of months or a first and last month, not both.',
    es: 'Indique un número de meses o un primer y último mes, no ambos.',
  },
  no_member: {
    en: 'Only a member of the roster has a photo.',
    es: 'Solo un miembro del padrón tiene foto.',
  },
  saved_search_not_found: {
    en: 'This saved search does not exist.',
    es: 'Esta búsqueda guardada no existe.',
  },
  saved_listing_group_not_found: {
    en: 'This listing group does not exist.',
    es: 'Este grupo de propiedades no existe.',
  },
  saved_listing_not_found: {
    en: 'This saved listing does not exist.',
    es: 'Esta propiedad guardada no existe.',
  },
  user_not_found: { en: 'No such person.', es: 'No existe esa persona.' },
  account_not_found: { en: 'No such account.', es: 'No existe esa cuenta.' },
  member_not_found: { en: 'No such member.', es: 'No existe ese miembro.' },
  agent_not_found: { en: 'No such agent.', es: 'No existe ese agente.' },
  office_not_found: { en: 'No such office.', es: 'No existe esa oficina.' },
  contact_not_found: { en: 'No such contact.', es: 'No existe ese contacto.' },
  connection_not_found: { en: 'No such connection.', es: 'No existe esa conexión.' },
  lead_not_found: { en: 'No such lead.', es: 'No existe ese contacto potencial.' },
  event_not_found: { en: 'No such event.', es: 'No existe ese evento.' },
  feed_not_found: {
    en: 'This calendar feed does not exist.',
    es: 'Este calendario no existe.',
  },
  message_not_found: { en: 'No such message.', es: 'No existe ese mensaje.' },
  notification_not_found: { en: 'No such notification.', es: 'No existe ese aviso.' },
  notification_action_not_found: {
    en: 'This notification has no such action.',
    es: 'Este aviso no tiene esa acción.',
  },
  photo_not_found: { en: 'No such photo.', es: 'No existe esa foto.' },
  photo_unavailable: {
    en: 'This photo cannot be shown right now.',
    es: 'Esta foto no se puede mostrar ahora.',
  },

  // Limits.
  too_many_results: { en: 'Please Refine Your Search', es: 'Por favor, afine su búsqueda' },
  saved_search_limit: {
    en: 'You can keep at most 200 saved searches: delete one to save another.',
    es: 'Puede guardar como máximo 200 búsquedas: elimine una para guardar otra.',
  },
  saved_listing_limit: {
    en: 'You can keep at most 5,000 saved listings: remove one to save another.',
    es: 'Puede guardar como máximo 5.000 propiedades: quite una para guardar otra.',
  },
  share_limit: {
    en: 'You have shared 100 listings today, the most a day allows. Please try again tomorrow.',
    es: 'Hoy ha compartido 100 propiedades, el máximo diario. Inténtelo de nuevo mañana.',
  },
  invite_pending: {
    en: 'An invitation went to this address less than 24 hours ago: you can send it again a day after the last one.',
    es: 'Se envió una invitación a esta dirección hace menos de 24 horas: puede enviarla de nuevo un día después de la última.',
  },
  invite_limit: {
    en: 'You have sent 50 invitations today, the most a day allows. Please try again tomorrow.',
    es: 'Hoy ha enviado 50 invitaciones, el máximo diario. Inténtelo de nuevo mañana.',
  },
  limit_exceeded: {
    en: 'That asks for too many results at once.',
    es: 'Eso pide demasiados resultados a la vez.',
  },
  too_many_polygons: {
    en: 'Draw fewer areas on the map.',
    es: 'Dibuje menos áreas en el mapa.',
  },

  // States an object can be in.
  contact_exists: {
    en: 'You already have a contact with this e-mail.',
    es: 'Ya tiene un contacto con este correo electrónico.',
  },
  contact_connected: {
    en: 'This contact is already connected.',
    es: 'Este contacto ya está conectado.',
  },
  not_dismissable: {
    en: 'This notification cannot be dismissed.',
    es: 'Este aviso no se puede descartar.',
  },
  rejected: {
    en: 'This could not be sent. Please check it and try again.',
    es: 'No se pudo enviar. Revíselo e inténtelo de nuevo.',
  },

  // The association's records (AMS).
  ams_disabled: {
    en: 'The association’s records are not connected.',
    es: 'Los registros de la asociación no están conectados.',
  },
  ams_unavailable: {
    en: 'The association’s records could not be reached. Please try again later.',
    es: 'No se pudo acceder a los registros de la asociación. Inténtelo más tarde.',
  },
  ams_timeout: {
    en: 'The association’s records could not be reached. Please try again later.',
    es: 'No se pudo acceder a los registros de la asociación. Inténtelo más tarde.',
  },
  ams_bad_answer: {
    en: 'The association’s records could not be read. Please try again later.',
    es: 'No se pudieron leer los registros de la asociación. Inténtelo más tarde.',
  },

  // Bad input: the field is named beside the message.
  invalid_request: invalid('Please check what you entered.', 'Revise lo que ha escrito.'),
  invalid_body: invalid('The request could not be read.', 'No se pudo leer la solicitud.'),
  invalid_character: invalid(
    'What you entered holds a character that is not allowed.',
    'Lo que ha escrito contiene un carácter no permitido.',
  ),
  invalid_form: invalid('Please check the form.', 'Revise el formulario.'),
  invalid_value: invalid('This value is not valid.', 'Este valor no es válido.'),
  invalid_number: invalid('Please enter a number.', 'Escriba un número.'),
  invalid_boolean: invalid('Please choose yes or no.', 'Elija sí o no.'),
  invalid_date: invalid('Please enter a valid date.', 'Escriba una fecha válida.'),
  invalid_range: invalid('This date range is not valid.', 'Este intervalo de fechas no es válido.'),
  invalid_name: invalid('Please enter a name.', 'Escriba un nombre.'),
  missing_name: invalid('Missing Name', 'Falta el nombre'),
  invalid_notes: invalid('The notes are too long.', 'Las notas son demasiado largas.'),
  invalid_rating: invalid('Please choose a rating.', 'Elija una valoración.'),
  invalid_contact: invalid('Please check the contact’s details.', 'Revise los datos del contacto.'),
  invalid_id: invalid('This id is not valid.', 'Este identificador no es válido.'),
  invalid_image: invalid(
    'This image could not be read. Please use a JPEG, PNG or WebP picture.',
    'No se pudo leer esta imagen. Use una imagen JPEG, PNG o WebP.',
  ),
  invalid_media_name: invalid('No such photo.', 'No existe esa foto.'),
  invalid_media_size: invalid('No such photo size.', 'No existe ese tamaño de foto.'),
  invalid_rate_limit: invalid('Please enter a valid limit.', 'Escriba un límite válido.'),
  unknown_field: invalid(
    'The search asks for a field that does not exist.',
    'La búsqueda pide un campo que no existe.',
  ),
  unknown_parameter: invalid(
    'The search has a parameter that does not exist.',
    'La búsqueda tiene un parámetro que no existe.',
  ),
  duplicate_parameter: invalid(
    'The search gives a parameter more than once.',
    'La búsqueda da un parámetro más de una vez.',
  ),
  invalid_operator: invalid(
    'The search compares a field in a way it does not allow.',
    'La búsqueda compara un campo de una forma que no admite.',
  ),
  invalid_fields: invalid('The list of fields is not valid.', 'La lista de campos no es válida.'),
  invalid_sort: invalid(
    'The results cannot be sorted that way.',
    'Los resultados no se pueden ordenar así.',
  ),
  invalid_order: invalid(
    'The order must be ascending or descending.',
    'El orden debe ser ascendente o descendente.',
  ),
  invalid_limit: invalid('The page size is not valid.', 'El tamaño de página no es válido.'),
  invalid_offset: invalid('The page is not valid.', 'La página no es válida.'),
  invalid_geo: invalid('The place on the map is not valid.', 'El lugar del mapa no es válido.'),
  invalid_near: invalid('The place on the map is not valid.', 'El lugar del mapa no es válido.'),
  invalid_radius: invalid(
    'The distance must be a positive number of miles, at most 250.',
    'La distancia debe ser un número positivo de millas, como máximo 250.',
  ),
  invalid_box: invalid('The map area is not valid.', 'El área del mapa no es válida.'),
  invalid_geohash: invalid('The map area is not valid.', 'El área del mapa no es válida.'),
  invalid_mapbound: invalid('The map area is not valid.', 'El área del mapa no es válida.'),
  invalid_polygon: invalid(
    'The area drawn on the map is not valid or too detailed.',
    'El área dibujada en el mapa no es válida o es demasiado detallada.',
  ),
} as const satisfies Readonly<Record<string, ErrorText>>;

export type ErrorCode = keyof typeof ERROR_TEXT;

/** The message for a code in a language, or undefined for a code that is not registered. */
export function errorText(code: string, language: string): string | undefined {
  const entry = Object.hasOwn(ERROR_TEXT, code) ? ERROR_TEXT[code as ErrorCode] : undefined;
  if (!entry) return undefined;
  return language.startsWith('es') ? entry.es : entry.en;
}
