import { describe, expect, it } from 'vitest';
import en from './en.json';
import es from './es.json';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keysOf(child, prefix ? `${prefix}.${key}` : key),
  );
}

describe('translations', () => {
  it('Spanish has every English key and no other', () => {
    expect(keysOf(es).sort()).toEqual(keysOf(en).sort());
  });

  it('no text is left empty', () => {
    for (const [name, resources] of Object.entries({ en, es })) {
      const empty = keysOf(resources).filter((key) => {
        const text = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], resources);
        return typeof text !== 'string' || text.trim() === '';
      });
      expect(empty, name).toEqual([]);
    }
  });
});
