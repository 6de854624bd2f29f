import { describe, expect, it } from 'vitest';
import { NumberColumn } from './index-columns';

describe('number columns', () => {
  it('grow by a quarter, not by twice their length', () => {
    const column = new NumberColumn();
    for (let row = 0; row < 100_000; row++) column.set(row, row);
    expect(column.values.length).toBeLessThanOrEqual(125_000);
  });
});
