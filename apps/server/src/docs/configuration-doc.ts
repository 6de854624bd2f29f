/**
 * docs/configuration.md, written from the settings schema itself (packages/contracts,
 * settings.ts): each setting's name, environment variable, type, default and its doc comment
 * in the schema. `npm run docs:config` writes it; a test fails when the file is stale.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SECRET_SETTING_KEYS, settingsSchema } from '@hearth/contracts';
import ts from 'typescript';
import { z } from 'zod';
import { REPO_ROOT, settingEnvName } from '../config';

const SETTINGS_SOURCE = join(REPO_ROOT, 'packages/contracts/src/settings.ts');

/** The doc comment of every property written in settings.ts, by name (the schema's own words). */
function docComments(): Map<string, string> {
  const text = readFileSync(SETTINGS_SOURCE, 'utf8');
  const source = ts.createSourceFile(SETTINGS_SOURCE, text, ts.ScriptTarget.Latest, true);
  const found = new Map<string, string>();
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && !found.has(node.name.text)) {
      const comment = ts
        .getJSDocCommentsAndTags(node)
        .filter(ts.isJSDoc)
        .map((doc) => ts.getTextOfJSDocComment(doc.comment) ?? '')
        .join(' ')
        .replace(/\s+/g, ' ')
        .trim();
      if (comment) found.set(node.name.text, comment);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  anyOf?: JsonSchema[];
  items?: JsonSchema;
  minimum?: number;
  maximum?: number;
  format?: string;
  const?: unknown;
}

function typeOf(schema: JsonSchema | undefined): string {
  if (!schema) return '';
  if (schema.enum) return schema.enum.map((value) => `\`${String(value)}\``).join(', ');
  if (schema.anyOf) return schema.anyOf.map(typeOf).filter(Boolean).join(' or ');
  if (schema.const !== undefined) return `\`${JSON.stringify(schema.const)}\``;
  if (schema.type === 'array') return `list of ${typeOf(schema.items)}`;
  const range =
    schema.minimum !== undefined || schema.maximum !== undefined
      ? ` (${schema.minimum ?? '…'} to ${schema.maximum ?? '…'})`
      : '';
  const type = Array.isArray(schema.type) ? schema.type.join(' or ') : (schema.type ?? 'object');
  return `${schema.format === 'uri' ? 'URL' : type}${range}`;
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** The whole of docs/configuration.md. */
export function configurationDoc(): string {
  const docs = docComments();
  const defaults = settingsSchema.parse({}) as Record<string, unknown>;
  const json = z.toJSONSchema(settingsSchema, { io: 'input', unrepresentable: 'any' }) as {
    properties: Record<string, JsonSchema>;
  };
  const secret = new Set<string>(SECRET_SETTING_KEYS);
  const rows = Object.keys(settingsSchema.shape).map((key) => {
    const fallback = JSON.stringify(defaults[key]);
    const shown = fallback.length > 80 ? `${fallback.slice(0, 77)}…` : fallback;
    return `| \`${key}\` | \`${settingEnvName(key)}\` | ${cell(typeOf(json.properties[key]))} | \`${cell(shown)}\` | ${secret.has(key) ? 'server only' : 'browser too'} | ${cell(docs.get(key) ?? '')} |`;
  });
  return [
    '# Configuration',
    '',
    '<!-- Written by `npm run docs:config` from packages/contracts/src/settings.ts: edit the schema and its',
    'doc comments there, then run it again (a test fails while this file is stale). -->',
    '',
    'Each setting is read, in this order of precedence, from its environment variable, from',
    '`hearth.config.json` at the repository root (or the file `HEARTH_CONFIG` names), or its default.',
    'A bad value stops the start with a message naming the key. Settings marked "browser too" are sent',
    'to every browser; the others never leave the server. How to give them, and the environment',
    'variables that are not settings (`DATABASE_URL`, `SMTP_URL`, …), are in',
    '[operations.md](operations.md).',
    '',
    '| setting | environment variable | type | default | seen by | meaning |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}
