import { z } from 'zod';
import { singleLine } from './text';

/**
 * Requests and responses of sign-up, sign-in and the profile of consumers (users) and member
 * accounts. Every request object is strict (unknown keys are refused) and every text is capped.
 */

/** Passwords: at least 8 characters (members-area.md §5); long pass phrases are welcome. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;
const PASSWORD_TOO_SHORT = 'Password must be at least 8 characters long.';

export const languageSchema = z.enum(['en', 'es']);
export type PersonLanguage = z.infer<typeof languageSchema>;

export const emailSchema = singleLine().trim().toLowerCase().max(254).pipe(z.email());
export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT)
  .max(PASSWORD_MAX_LENGTH);
const givenPassword = z.string().min(1).max(PASSWORD_MAX_LENGTH);
const personName = singleLine().trim().min(1).max(64);
/** A token from an e-mailed link: 43 base64url characters. */
export const linkTokenSchema = z
  .string()
  .min(20)
  .max(128)
  .regex(/^[A-Za-z0-9_-]+$/);

export const registerRequestSchema = z.strictObject({
  firstName: personName,
  lastName: personName,
  email: emailSchema,
  password: newPasswordSchema,
  language: languageSchema.optional(),
});
export const loginRequestSchema = z.strictObject({ email: emailSchema, password: givenPassword });
export const linkTokenRequestSchema = z.strictObject({ token: linkTokenSchema });
export const lostPasswordRequestSchema = z.strictObject({
  email: emailSchema,
  language: languageSchema.optional(),
});
export const resetPasswordRequestSchema = z.strictObject({
  token: linkTokenSchema,
  password: newPasswordSchema,
});
/** A new sign-in address; the current password proves the change is the owner's. */
export const updateEmailRequestSchema = z.strictObject({
  email: emailSchema,
  currentPassword: givenPassword,
});
export const updatePasswordRequestSchema = z.strictObject({
  currentPassword: givenPassword,
  password: newPasswordSchema,
});
export const userPatchRequestSchema = z.strictObject({
  firstName: personName.optional(),
  lastName: personName.optional(),
  language: languageSchema.optional(),
});

export type RegisterRequest = z.input<typeof registerRequestSchema>;
export type LoginRequest = z.input<typeof loginRequestSchema>;
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;
export type UpdatePasswordRequest = z.input<typeof updatePasswordRequestSchema>;
export type UpdateEmailRequest = z.input<typeof updateEmailRequestSchema>;
export type UserPatchRequest = z.input<typeof userPatchRequestSchema>;

/** A photo: its address and times; the client adds the cache parameter from `updatedAt`. */
export const photoSchema = z.object({
  url: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const userSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  language: languageSchema,
  avatar: photoSchema.nullable(),
  roles: z.array(z.object({ name: z.string() })),
});
export type User = z.infer<typeof userSchema>;

export const accountRoleSchema = z.enum([
  'agent',
  'broker',
  'member',
  'office_admin',
  'association_admin',
]);
export type AccountRole = z.infer<typeof accountRoleSchema>;

export const accountSchema = z.object({
  id: z.string(),
  memberId: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  email: z.string(),
  language: languageSchema,
  roles: z.array(z.object({ name: accountRoleSchema })),
  offices: z.array(z.object({ id: z.string(), name: z.string(), city: z.string().nullable() })),
});
export type Account = z.infer<typeof accountSchema>;

/** Who is signed in: a consumer, a member account, both (two browser sessions) or neither. */
export const sessionResponseSchema = z.object({
  user: userSchema.nullable(),
  account: accountSchema.nullable(),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const userResponseSchema = z.object({ results: userSchema });
export const accountResponseSchema = z.object({ results: accountSchema });
