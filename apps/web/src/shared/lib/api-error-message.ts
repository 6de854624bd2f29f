import { errorText } from '@hearth/contracts/error-codes';
import type { TFunction } from 'i18next';
import { isApiError } from './api-error';
import { i18n } from './i18n';

/**
 * The message to show for a failed call. In English, the server's own words (they may name the
 * field or the limit); in another language, the code's text from the one registry of error
 * codes (packages/contracts, error-codes.ts), which has every code in both languages.
 */
export function apiErrorMessage(error: unknown, t: TFunction): string {
  if (isApiError(error)) {
    const language = i18n.language ?? 'en';
    if (language === 'en' && error.message) return error.message;
    const text = errorText(error.code, language);
    if (text) return text;
    if (error.message) return error.message;
  }
  return t('errors.unknown');
}

/** A failed call's message: sign-in and account codes in the current language, else the above. */
export function authErrorMessage(error: unknown, t: TFunction): string {
  if (isApiError(error)) {
    const key = `auth.errors.${error.code}`;
    if (i18n.exists(key)) return t(key as 'auth.errors.invalid_link');
  }
  return apiErrorMessage(error, t);
}
