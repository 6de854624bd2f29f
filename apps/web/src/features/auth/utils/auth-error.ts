import type { TFunction } from 'i18next';
import { apiErrorMessage } from '../../../shared/lib/api-error-message';
import { isApiError } from '../../../shared/lib/api-error';
import { i18n } from '../../../shared/lib/i18n';

/** A failed call's message: sign-in codes in the current language, else the shared mapping. */
export function authErrorMessage(error: unknown, t: TFunction): string {
  if (isApiError(error)) {
    const key = `auth.errors.${error.code}`;
    if (i18n.exists(key)) return t(key as 'auth.errors.invalid_link');
  }
  return apiErrorMessage(error, t);
}

/** A same-site path to return to after signing in; anything else is ignored. */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return null;
  }
  return value;
}
