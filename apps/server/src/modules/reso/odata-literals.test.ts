import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ODataQueryError } from './odata-errors';
import { afterSkipToken, orderTerm } from './odata-keyset';
import { checkDate, checkTimestamp } from './odata-literals';
import { resourceNamed } from './reso-resources';

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** Whether the calendar has that day, by the platform's own calendar (apart from the code). */
function calendarHas(year: number, month: number, day: number): boolean {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

describe('dates and timestamps a client may send', () => {
  it('a date is accepted exactly when the calendar has it, in the years 0001 to 9999', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99_999 }),
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 0, max: 32 }),
        (year, month, day) => {
          const text = `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
          const valid = year >= 1 && year <= 9999 && calendarHas(year, month, day);
          expect(checkDate(text) === null, text).toBe(valid);
          expect(checkTimestamp(`${text}T10:00:00.123456Z`) === null, text).toBe(valid);
        },
      ),
    );
    expect(checkDate('2024-02-29')).toBeNull();
    expect(checkDate('2023-02-29')).toMatch(/2023-02 has no day 29/);
    expect(checkDate('0000-01-01')).toMatch(/0001 to 9999/);
  });

  it('any text gives an answer, never an exception', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (text) => {
        expect(['string', 'object']).toContain(typeof checkDate(text));
        expect(['string', 'object']).toContain(typeof checkTimestamp(text));
      }),
    );
  });

  it('any $skiptoken gives a condition or a 400 on $skiptoken, never anything else', () => {
    const property = resourceNamed('Property')!;
    const field = (name: string) =>
      property.fields.find((f) => f.name === name) as Parameters<typeof orderTerm>[0];
    const order = [
      orderTerm(field('ModificationTimestamp'), false, 'ListingKey'),
      orderTerm(field('ListPrice'), true, 'ListingKey'),
      orderTerm(field('ListingKey'), true, 'ListingKey'),
    ];
    const value = fc.oneof(
      fc.constant(null),
      fc.string({ maxLength: 12 }),
      fc.constantFrom('2024-02-30T00:00:00Z', '99999-01-01T00:00:00Z', '12.5', 'true'),
    );
    const token = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc
        .tuple(
          fc.constantFrom(
            'Property,ModificationTimestamp asc,ListPrice desc,ListingKey desc',
            'Member',
          ),
          fc.array(value, { maxLength: 4 }),
        )
        .map(([o, v]) => Buffer.from(JSON.stringify({ o, v })).toString('base64url')),
    );
    fc.assert(
      fc.property(token, (text) => {
        try {
          expect(afterSkipToken(text, 'Property', order)).toBeTruthy();
        } catch (error) {
          expect(error).toBeInstanceOf(ODataQueryError);
          expect((error as ODataQueryError).target).toBe('$skiptoken');
        }
      }),
    );
  });
});
