import type { TFunction } from 'i18next';
import { isApiError } from './api-error';
import { i18n } from './i18n';

/** The message to show for a failed call, in the current language when the code is known. */
export function apiErrorMessage(error: unknown, t: TFunction): string {
  if (isApiError(error)) {
    const key = `errors.${error.code}`;
    if (i18n.exists(key)) return t(key as 'errors.unknown');
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
