import { afterEach, describe, expect, it } from 'vitest';
import { apiErrorMessage } from './api-error-message';
import { ApiError } from './api-error';
import { i18n, setLanguage } from './i18n';

describe('apiErrorMessage', () => {
  afterEach(async () => {
    await setLanguage('en');
  });

  it("shows the server's words in English and the code's registered text in Spanish", async () => {
    const error = new ApiError(409, 'email_taken', 'This email address already has an account.');
    expect(apiErrorMessage(error, i18n.t)).toBe('This email address already has an account.');
    await setLanguage('es');
    expect(apiErrorMessage(error, i18n.t)).toBe('Este correo electrónico ya está en uso.');
  });

  it('shows a code the client raised itself in the current language', async () => {
    const error = new ApiError(0, 'network_error', '');
    expect(apiErrorMessage(error, i18n.t)).toBe(
      'The server could not be reached. Check your connection and try again.',
    );
    await setLanguage('es');
    expect(apiErrorMessage(error, i18n.t)).toBe(
      'No se pudo conectar con el servidor. Revise su conexión e inténtelo de nuevo.',
    );
  });

  it("falls back to the server's message, then to a generic one", async () => {
    await setLanguage('es');
    expect(apiErrorMessage(new ApiError(400, 'no_such_code', 'Not registered'), i18n.t)).toBe(
      'Not registered',
    );
    await setLanguage('en');
    expect(apiErrorMessage(new Error('x'), i18n.t)).toBe('Oops! Something went wrong.');
  });
});
