/**
 * Every single-line text field of every request schema in the contracts refuses a line break
 * and other control characters; only fields marked multi-line (notes, messages, biographies)
 * take them. Request schemas are the exported ones named for what a client sends (…Request,
 * …Query, …Params, …Body, …Create, …Patch, …Update, …Share).
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contracts from './index';

const REQUEST = /(Request|Query|Params|Body|Create|Patch|Update|Share)Schema$/;
// Passwords are secrets: never shown or e-mailed, taken as typed.
const SECRETS = new Set(['password', 'currentPassword']);
const HOSTILE = ['Eve\r\nBcc: victim@example.com', 'Eve\nX', 'Eve\rX', 'Eve\u0000', 'Eve\u2028X'];

type Field = { path: string; schema: z.ZodType };

/** The string fields of a schema, through objects, arrays, optionals, defaults and unions. */
function stringFields(schema: z.ZodType, path: string, seen = new Set<z.ZodType>()): Field[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const meta = z.globalRegistry.get(schema) as { multiLine?: boolean } | undefined;
  if (meta?.multiLine) return [];
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })
    ._zod.def;
  switch (def.type) {
    case 'string':
      return [{ path, schema }];
    case 'object':
      return Object.entries(def.shape as Record<string, z.ZodType>)
        .filter(([key]) => !SECRETS.has(key))
        .flatMap(([key, field]) => stringFields(field, `${path}.${key}`, seen));
    case 'array':
      return stringFields(def.element as z.ZodType, `${path}[]`, seen);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return stringFields(def.innerType as z.ZodType, path, seen);
    case 'pipe':
      return stringFields(def.in as z.ZodType, path, seen);
    case 'union':
      return (def.options as z.ZodType[]).flatMap((option) => stringFields(option, path, seen));
    case 'record':
      return stringFields(def.valueType as z.ZodType, `${path}{}`, seen);
    default:
      return [];
  }
}

const requestSchemas = Object.entries(contracts).filter(
  ([name, value]) => REQUEST.test(name) && value instanceof z.ZodType,
) as [string, z.ZodType][];

describe('single-line fields of the request schemas', () => {
  it('finds the request schemas and their text fields', () => {
    expect(requestSchemas.length).toBeGreaterThan(30);
    expect(requestSchemas.flatMap(([name, s]) => stringFields(s, name)).length).toBeGreaterThan(50);
  });

  it('refuse control characters in every single-line field', () => {
    const accepting = requestSchemas.flatMap(([name, schema]) =>
      stringFields(schema, name).filter(({ schema: field }) =>
        HOSTILE.some((value) => field.safeParse(value).success),
      ),
    );
    expect(accepting.map((field) => field.path)).toEqual([]);
  });

  it('the contact form refuses a name with a line break, naming the field', () => {
    const result = contracts.contactCreateSchema.safeParse({
      firstName: 'Eve\r\nBcc: victim@example.com',
      lastName: 'Lee',
      email: 'eve@example.com',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain('firstName');
  });
});
