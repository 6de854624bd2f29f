import { describe, expect, it } from 'vitest';
import { agentPhoneLines } from './agent-phones';

const phone = (kind: 'preferred' | 'mobile' | 'office' | 'fax', number: string) => ({
  kind,
  number,
  extension: null,
});

describe('agent phone lines', () => {
  it('never shows the mobile number as the office line too', () => {
    const phones = [phone('preferred', '9165550101'), phone('mobile', '9165550101')];
    expect(agentPhoneLines(phones, { OfficePhone: '9165550199' })).toEqual([
      ['office', '(916) 555-0199'],
      ['mobile', '(916) 555-0101'],
    ]);
    expect(agentPhoneLines(phones, undefined)).toEqual([['mobile', '(916) 555-0101']]);
  });

  it('shows the agent’s own office number, and the preferred one when it is nothing else', () => {
    expect(
      agentPhoneLines([phone('office', '9165550111'), phone('fax', '9165550112')], undefined),
    ).toEqual([
      ['office', '(916) 555-0111'],
      ['fax', '(916) 555-0112'],
    ]);
    expect(agentPhoneLines([phone('preferred', '9165550120')], undefined)).toEqual([
      ['office', '(916) 555-0120'],
    ]);
  });
});
