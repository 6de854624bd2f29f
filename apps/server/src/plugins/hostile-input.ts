import type { FastifyInstance } from 'fastify';
import { badRequest } from '../errors';

/** The deepest nesting of arrays and objects a JSON body may have (ours need fewer than 5). */
export const MAX_JSON_DEPTH = 32;

/**
 * What makes a JSON text hostile, found in one pass before it is parsed: a NUL character
 * (PostgreSQL refuses 0x00 in text) or nesting deeper than MAX_JSON_DEPTH (recursive code
 * further on would overflow the stack).
 */
export function hostileJson(text: string): string | undefined {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0) return 'the body holds a NUL character';
    if (inString) {
      if (c === 0x5c /* \ */) {
        if (text.startsWith('u0000', i + 1)) return 'the body holds a NUL character';
        i++;
      } else if (c === 0x22 /* " */) {
        inString = false;
      }
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x5b /* [ */ || c === 0x7b /* { */) {
      if (++depth > MAX_JSON_DEPTH) return `the body is nested deeper than ${MAX_JSON_DEPTH}`;
    } else if (c === 0x5d /* ] */ || c === 0x7d /* } */) {
      depth--;
    }
  }
  return undefined;
}

/** A NUL in the address, encoded or not. */
const NUL_IN_URL = /%00|\0/;

/**
 * Refuses hostile input at the edge, before any route's work (a captcha is not spent, no query
 * runs): a NUL in the address or a body, and JSON nested too deep. Each is a 400.
 */
export function registerHostileInputGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (NUL_IN_URL.test(request.url)) {
      throw badRequest('invalid_character', 'The address holds a NUL character.');
    }
  });
  const parseJson = app.getDefaultJsonParser('error', 'ignore');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const problem = hostileJson(body as string);
    if (problem) {
      done(badRequest('invalid_body', `Invalid body: ${problem}.`), undefined);
      return;
    }
    parseJson(request, body as string, done);
  });
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    if ((body as string).includes('\0')) {
      done(badRequest('invalid_body', 'Invalid body: the body holds a NUL character.'), undefined);
      return;
    }
    done(null, body);
  });
}
