import { sessionResponseSchema } from '@hearth/contracts';
import { describe, expect, it } from 'vitest';
import { isSessionResponse } from './session-shape';

const user = {
  id: '7',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  language: 'en',
  avatar: { url: '/media/a.jpg', createdAt: '2026-01-01', updatedAt: '2026-01-02' },
  roles: [{ name: 'user' }],
};
const account = {
  id: '9',
  memberId: null,
  firstName: 'Grace',
  lastName: 'Hopper',
  name: 'Grace Hopper',
  email: 'grace@example.com',
  language: 'es',
  roles: [{ name: 'agent' }],
  offices: [{ id: 'o1', name: 'Main Office', city: null }],
};

const cases: [string, unknown][] = [
  ['nobody', { user: null, account: null }],
  ['a consumer', { user, account: null }],
  ['a member', { user: null, account }],
  ['both', { user, account }],
  ['no body', undefined],
  ['missing keys', {}],
  ['an unknown language', { user: { ...user, language: 'fr' }, account: null }],
  ['an unknown account role', { user: null, account: { ...account, roles: [{ name: 'x' }] } }],
  ['an office without a name', { user: null, account: { ...account, offices: [{ id: 'o' }] } }],
  ['a user without an email', { user: { ...user, email: undefined }, account: null }],
];

describe('the session answer check', () => {
  it.each(cases)('agrees with the schema on %s', (_name, body) => {
    expect(isSessionResponse(body)).toBe(sessionResponseSchema.safeParse(body).success);
  });
});
