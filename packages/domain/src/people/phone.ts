import { err, ok, type Result } from '../result';

export interface PhoneNumber {
  /** The 10 digits of a North American number. */
  readonly digits: string;
  readonly extension?: string;
}

/**
 * Normalises a phone number to its 10 digits and an optional extension (public-site.md §5). A
 * leading country code 1 is dropped; "x", "ext" or "extension" starts the extension.
 */
export function normalisePhone(text: string): Result<PhoneNumber> {
  const [main = '', ...rest] = text.split(/\s*(?:x|ext\.?|extension)\s*/i);
  const extension = rest.join('').replace(/\D/g, '');
  let digits = main.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  if (digits.length !== 10) return err('A phone number needs 10 digits');
  return ok(extension === '' ? { digits } : { digits, extension });
}

/** '(NNN) NNN-NNNN', with ' x{extension}' when there is one. */
export function formatPhone(phone: PhoneNumber): string {
  const { digits, extension } = phone;
  const main = `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6, 10)}`;
  return extension ? `${main} x${extension}` : main;
}

/** A phone as displayed; text that is not a phone number is shown as given. */
export function displayPhone(text: string | null | undefined): string {
  if (!text) return '';
  const phone = normalisePhone(text);
  return phone.ok ? formatPhone(phone.value) : text.trim();
}

/** Formats a telephone input as it is typed: 3-3-4 digits with dashes (§5). */
export function formatPhoneInput(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 10);
  return [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)].filter(Boolean).join('-');
}
