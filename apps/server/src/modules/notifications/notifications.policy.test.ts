import { describe, expect, it } from 'vitest';
import { accountActor } from '../../../test/actors';
import {
  canChangeNotificationAction,
  canReadMessage,
  canReadNotification,
  isAddressedTo,
} from './notifications.policy';

describe('notifications policy', () => {
  const me = accountActor({
    accountId: '12',
    roles: ['broker'],
    officeIds: ['3'],
    associations: ['SAR'],
  });

  it.each([
    ['all', null, true],
    ['account', '12', true],
    ['account', '13', false],
    ['role', 'broker', true],
    ['role', 'agent', false],
    ['office', '3', true],
    ['office', '4', false],
    ['office', null, false],
    ['association', 'SAR', true],
    ['association', 'PAR', false],
    ['association', null, false],
  ] as const)('an audience of %s %s takes in the account: %s', (kind, value, expected) => {
    expect(isAddressedTo({ kind, value }, me)).toBe(expected);
    expect(canReadNotification(me, { kind, value })).toBe(expected);
  });

  it('takes in an account with several roles when one of them is the audience', () => {
    const brokerAndAdmin = accountActor({ roles: ['agent', 'broker'] });
    expect(isAddressedTo({ kind: 'role', value: 'broker' }, brokerAndAdmin)).toBe(true);
    expect(isAddressedTo({ kind: 'role', value: 'office_admin' }, brokerAndAdmin)).toBe(false);
  });

  it('lets an account change only its own action records and read only its own messages', () => {
    expect(canChangeNotificationAction(me, { accountId: '12' })).toBe(true);
    expect(canChangeNotificationAction(me, { accountId: '13' })).toBe(false);
    expect(canReadMessage(me, { accountId: '12' })).toBe(true);
    expect(canReadMessage(me, { accountId: '13' })).toBe(false);
  });
});
