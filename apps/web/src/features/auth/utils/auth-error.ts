export { authErrorMessage } from '../../../shared/lib/api-error-message';

/** A same-site path to return to after signing in; anything else is ignored. */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return null;
  }
  return value;
}
