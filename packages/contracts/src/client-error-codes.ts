/**
 * The error codes the web app raises itself when no error body arrives, with their messages in
 * English and Spanish. Apart from the registry (error-codes.ts, which includes them) so that the
 * first screen's API client carries these three and not every message.
 */
export interface ErrorText {
  readonly en: string;
  readonly es: string;
}

export const CLIENT_ERROR_TEXT = {
  network_error: {
    en: 'The server could not be reached. Check your connection and try again.',
    es: 'No se pudo conectar con el servidor. Revise su conexión e inténtelo de nuevo.',
  },
  server_error: {
    en: 'Server Error. Please try again later.',
    es: 'Error del servidor. Inténtelo más tarde.',
  },
  unparseable_response: {
    en: 'Server Error. Please try again later.',
    es: 'Error del servidor. Inténtelo más tarde.',
  },
} as const satisfies Record<string, ErrorText>;
