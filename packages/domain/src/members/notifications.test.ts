import { describe, expect, it } from 'vitest';
import {
  LIST_EXCERPT_LENGTH,
  isNotificationAction,
  isNotificationVisible,
  notificationExcerpt,
  notificationState,
  organisationInitials,
} from './notifications';

const now = new Date('2025-05-01T12:00:00Z');

describe('notification visibility (members-area.md §5)', () => {
  it('hides a dismissed notification, from the server or local storage', () => {
    expect(
      isNotificationVisible(
        { id: 1, notificationAction: { action: ['viewed', 'dismissed'] } },
        now,
      ),
    ).toBe(false);
    expect(isNotificationVisible({ id: 1 }, now, ['1'])).toBe(false);
    expect(isNotificationVisible({ id: 1, notificationAction: { action: ['viewed'] } }, now)).toBe(
      true,
    );
  });

  it('hides one whose expiry is older than 200 days', () => {
    expect(isNotificationVisible({ id: 1, expiresAt: '2024-10-12T11:59:00Z' }, now)).toBe(false);
    expect(isNotificationVisible({ id: 1, expiresAt: '2024-10-13T12:00:00Z' }, now)).toBe(true);
    expect(isNotificationVisible({ id: 1, expiresAt: null }, now)).toBe(true);
  });

  it('is new, then viewed, or dismissed; only viewed and dismissed are accepted (§4)', () => {
    expect(notificationState({ id: 1 })).toBe('new');
    expect(notificationState({ id: 1, notificationAction: { action: ['viewed'] } })).toBe('viewed');
    expect(isNotificationAction('viewed')).toBe(true);
    expect(isNotificationAction('archived')).toBe(false);
  });
});

describe('notification excerpts (members-area.md §5)', () => {
  it('strips HTML and cuts to 100 characters with an ellipsis', () => {
    const long = `<p>${'a'.repeat(120)}</p>`;
    expect(notificationExcerpt(long)).toBe(`${'a'.repeat(100)}…`);
    expect(notificationExcerpt('<b>Dues</b> are&nbsp;due &amp; payable')).toBe(
      'Dues are due & payable',
    );
  });

  it('cuts to 50 in the inbox and message lists', () => {
    expect(LIST_EXCERPT_LENGTH).toBe(50);
    expect(notificationExcerpt('b'.repeat(60), LIST_EXCERPT_LENGTH)).toBe(`${'b'.repeat(50)}…`);
  });

  it("reads 'Nothing Right Now' without content", () => {
    expect(notificationExcerpt(null)).toBe('Nothing Right Now');
    expect(notificationExcerpt('<p> </p>')).toBe('Nothing Right Now');
  });

  it('reads the given words without content, in the reader’s language', () => {
    expect(notificationExcerpt('', 50, 'Nada Por Ahora')).toBe('Nada Por Ahora');
    expect(notificationExcerpt('<b>Hola</b>', 50, 'Nada Por Ahora')).toBe('Hola');
  });
});

describe('organisation initials (members-area.md §2)', () => {
  it('takes the first letters of the first two words', () => {
    expect(organisationInitials('Hearth association of Realtors')).toBe('HA');
    expect(organisationInitials('Hearth')).toBe('H');
    expect(organisationInitials('')).toBe('');
  });
});
