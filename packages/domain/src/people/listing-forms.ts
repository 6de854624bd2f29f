import { validateForm, type FieldRule, type FormCheck, type FormValues } from './form-validation';

/** The share form's rules: both names, and both e-mails as e-mails (public-site.md §5). */
export const SHARE_FORM_RULES: readonly FieldRule[] = [
  { name: 'fromName', required: true },
  { name: 'fromEmail', type: 'email', required: true },
  { name: 'toName', required: true },
  { name: 'toEmail', type: 'email', required: true },
];

/** The contact form's rules; a tour request also needs its date and time. */
export function contactFormRules(scheduleTour: boolean): readonly FieldRule[] {
  const rules: FieldRule[] = [
    { name: 'name', required: true },
    { name: 'email', type: 'email', required: true },
  ];
  if (scheduleTour)
    rules.push({ name: 'tourDate', required: true }, { name: 'tourTime', required: true });
  return rules;
}

/** Shown when the contact form does not validate (§8). */
export const CONTACT_FORM_INVALID_MESSAGE = 'Something went wrong';

export function validateShareForm(values: FormValues): FormCheck {
  return validateForm(SHARE_FORM_RULES, values);
}

export function validateContactForm(values: FormValues): FormCheck {
  const scheduleTour = values.scheduleTour === true || values.scheduleTour === 'on';
  return validateForm(contactFormRules(scheduleTour), values);
}

/**
 * The share dialog's confirm button: disabled until the captcha is solved when a captcha key is
 * set (§2), and it proceeds only when the form validates (§5).
 */
export function canConfirmShare(options: {
  readonly captchaKeySet: boolean;
  readonly captchaSolved: boolean;
  readonly values: FormValues;
}): boolean {
  if (options.captchaKeySet && !options.captchaSolved) return false;
  return validateShareForm(options.values).valid;
}

export interface SignedInVisitor {
  readonly name?: string | null;
  readonly firstName?: string | null;
  readonly lastName?: string | null;
  readonly email?: string | null;
}

/** A signed-in visitor's name and e-mail are pre-filled and read-only (§2). */
export function contactPrefill(visitor: SignedInVisitor | null): {
  readonly name: string;
  readonly email: string;
  readonly readOnly: boolean;
} {
  if (!visitor?.email) return { name: '', email: '', readOnly: false };
  const name = visitor.name ?? [visitor.firstName, visitor.lastName].filter(Boolean).join(' ');
  return { name, email: visitor.email, readOnly: true };
}

export interface ListingLead {
  readonly objectType: 'listing';
  readonly objectId: string;
  readonly fields: FormValues;
  readonly agentId?: string;
  readonly officeId?: string;
  readonly leadRouting: 'agent' | 'office';
}

/** The lead a listing's contact form creates (§3). */
export function listingLead(
  listingId: string,
  fields: FormValues,
  routing: {
    readonly agentId?: string;
    readonly officeId?: string;
    readonly leadRouting: 'agent' | 'office';
  },
): ListingLead {
  return { objectType: 'listing', objectId: listingId, fields, ...routing };
}
