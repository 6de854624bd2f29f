import { afterEach, describe, expect, it } from 'vitest';
import { apiErrorMessage } from './api-error-message';
import { ApiError } from './api-error';
import { i18n, setLanguage } from './i18n';

describe('apiErrorMessage', () => {
  afterEach(async () => {
    await setLanguage('en');
  });

  it('shows a known code in the current language', async () => {
    const error = new ApiError(500, 'server_error', 'boom');
    expect(apiErrorMessage(error, i18n.t)).toBe('Server Error. Please try again later.');
    await setLanguage('es');
    expect(apiErrorMessage(error, i18n.t)).toBe('Error del servidor. Inténtelo más tarde.');
  });

  it("falls back to the server's message, then to a generic one", () => {
    expect(apiErrorMessage(new ApiError(404, 'listing_not_found', 'No such listing'), i18n.t)).toBe(
      'No such listing',
    );
    expect(apiErrorMessage(new Error('x'), i18n.t)).toBe('Oops! Something went wrong.');
  });
});
