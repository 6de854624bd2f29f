import {
  validateForm,
  type FieldRule,
  type FormCheck,
  type FormValues,
} from '../people/form-validation';

/** Adding a contact: first and last name of at least 2 characters, an e-mail, an optional phone. */
export const CONTACT_ADD_RULES: readonly FieldRule[] = [
  { name: 'firstName', required: true, min: 2 },
  { name: 'lastName', required: true, min: 2 },
  { name: 'email', type: 'email', required: true },
  { name: 'phoneNumber', type: 'tel' },
];

export function validateNewContact(values: FormValues): FormCheck {
  return validateForm(CONTACT_ADD_RULES, values);
}

export interface SearchableContact {
  readonly firstName?: string | null;
  readonly lastName?: string | null;
  readonly name?: string | null;
  readonly email?: string | null;
}

/** Contact search: a case-insensitive substring of the name or the e-mail (members-area.md §5). */
export function contactMatches(contact: SearchableContact, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (needle === '') return true;
  const name = contact.name ?? [contact.firstName, contact.lastName].filter(Boolean).join(' ');
  return [name, contact.email ?? ''].some((text) => text.toLowerCase().includes(needle));
}

/** Ratings run from 1 to 5 stars (§9). */
export function isValidRating(rating: number): boolean {
  return Number.isInteger(rating) && rating >= 1 && rating <= 5;
}

/** Contacts sort by lastName (default), rating or createdAt (§2, §9). */
export const CONTACT_SORT_OPTIONS = ['lastName', 'rating', 'createdAt'] as const;

/** A profile field edit saves on blur only when non-empty and changed (§5). */
export function shouldSaveFieldEdit(previous: string | null | undefined, next: string): boolean {
  const trimmed = next.trim();
  return trimmed !== '' && trimmed !== (previous ?? '').trim();
}
