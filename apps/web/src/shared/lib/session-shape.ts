import type { Account, SessionResponse, User } from '@hearth/contracts';

// A structural check of the session answer, written out by hand (it mirrors
// `sessionResponseSchema`) so that every page can ask who is signed in without the schema library.

type Fields = Record<string, unknown>;

const LANGUAGES: readonly unknown[] = ['en', 'es'];
const ACCOUNT_ROLES: readonly unknown[] = [
  'agent',
  'broker',
  'member',
  'office_admin',
  'association_admin',
];

const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null;
const areStrings = (fields: Fields, keys: readonly string[]) =>
  keys.every((key) => typeof fields[key] === 'string');
const isNullableString = (value: unknown) => value === null || typeof value === 'string';
const isArrayOf = (value: unknown, check: (item: unknown) => boolean) =>
  Array.isArray(value) && value.every(check);

function isPhoto(value: unknown): boolean {
  return isFields(value) && areStrings(value, ['url', 'createdAt', 'updatedAt']);
}

function isUser(value: unknown): value is User {
  return (
    isFields(value) &&
    areStrings(value, ['id', 'firstName', 'lastName', 'email']) &&
    LANGUAGES.includes(value.language) &&
    (value.avatar === null || isPhoto(value.avatar)) &&
    isArrayOf(value.roles, (role) => isFields(role) && typeof role.name === 'string')
  );
}

function isAccount(value: unknown): value is Account {
  return (
    isFields(value) &&
    areStrings(value, ['id', 'firstName', 'lastName', 'name', 'email']) &&
    isNullableString(value.memberId) &&
    LANGUAGES.includes(value.language) &&
    isArrayOf(value.roles, (role) => isFields(role) && ACCOUNT_ROLES.includes(role.name)) &&
    isArrayOf(
      value.offices,
      (office) =>
        isFields(office) && areStrings(office, ['id', 'name']) && isNullableString(office.city),
    )
  );
}

/** Whether `value` is a session answer: `{ user, account }`, each null or well formed. */
export function isSessionResponse(value: unknown): value is SessionResponse {
  return (
    isFields(value) &&
    (value.user === null || isUser(value.user)) &&
    (value.account === null || isAccount(value.account))
  );
}
