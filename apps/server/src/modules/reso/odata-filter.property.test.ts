import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FilterSyntaxError, parseFilter } from './odata-filter';

const FIELDS = [
  'ListPrice',
  'City',
  'BedroomsTotal',
  'ModificationTimestamp',
  'OnMarketDate',
  'FireplaceYN',
];
const value = fc.oneof(
  fc.integer({ min: -1e6, max: 1e6 }).map(String),
  fc.string({ maxLength: 8 }).map((s) => `'${s.replace(/'/g, "''")}'`),
  fc.constantFrom('true', 'false', 'null', '2024-05-01', '2024-05-01T10:00:00Z', 'now()'),
);
const comparison = fc
  .tuple(fc.constantFrom(...FIELDS), fc.constantFrom('eq', 'ne', 'gt', 'ge', 'lt', 'le'), value)
  .map(([field, op, v]) => `${field} ${op} ${v}`);
const filter: fc.Arbitrary<string> = fc.letrec((tie) => ({
  expr: fc.oneof(
    { depthSize: 'small' },
    comparison,
    fc
      .tuple(tie('expr'), fc.constantFrom('and', 'or'), tie('expr'))
      .map(([a, op, b]) => `(${String(a)}) ${op} (${String(b)})`),
    tie('expr').map((a) => `not (${String(a)})`),
  ),
})).expr;

describe('OData $filter parser', () => {
  it('reads every well-formed filter', () => {
    fc.assert(
      fc.property(filter, (text) => {
        expect(() => parseFilter(text)).not.toThrow();
      }),
    );
  });

  it('answers any text with a tree or a FilterSyntaxError naming a place in it, never anything else', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (text) => {
        try {
          parseFilter(text);
        } catch (error) {
          expect(error).toBeInstanceOf(FilterSyntaxError);
          const { at } = error as FilterSyntaxError;
          expect(at).toBeGreaterThanOrEqual(1);
          expect(at).toBeLessThanOrEqual(text.length + 1);
        }
      }),
    );
  });

  it('reads OData 4.01 in, lambdas, functions, enum members and quoted quotes', () => {
    expect(parseFilter("City in ('A', 'O''Brien')")).toMatchObject({
      kind: 'in',
      values: [{ value: 'A' }, { value: "O'Brien" }],
    });
    expect(parseFilter("Levels/any(l: l eq 'One')")).toMatchObject({
      kind: 'lambda',
      op: 'any',
      field: 'Levels',
    });
    expect(parseFilter("StandardStatus has Org.Enum.StandardStatus'Active'")).toMatchObject({
      kind: 'has',
      value: { kind: 'string', value: 'Active' },
    });
    expect(parseFilter("contains(City,'x') eq false")).toMatchObject({ kind: 'not' });
    expect(parseFilter('ModificationTimestamp gt 2024-01-01T00:00:00.123-07:00')).toMatchObject({
      right: { literal: { kind: 'datetime' } },
    });
    expect(() => parseFilter('ListPrice gt')).toThrow(/expected a field or a value, found the end/);
    expect(() => parseFilter("City eq 'open")).toThrow(/not closed/);
    expect(() => parseFilter('(('.repeat(60) + 'A eq 1' + '))'.repeat(60))).toThrow(
      /nested too deeply/,
    );
  });
});
