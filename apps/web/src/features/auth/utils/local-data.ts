export { clearLocalData } from '../../../shared/lib/local-data';

/** The token of an e-mailed link: links carry it after `#token=`, so it never reaches logs. */
export function linkToken(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token && /^[A-Za-z0-9_-]{20,128}$/.test(token) ? token : null;
}
