import { z } from 'zod';

/**
 * Text fields of requests. A single-line field (a name, a title, a subject, a phone number, a
 * city…) refuses control characters, line breaks first: a name of `Eve\r\nBcc: …` would add
 * lines to a plain-text e-mail or a header. A multi-line field (a note, a message, a biography)
 * says so with `multiLine()`, which the contract test reads.
 */
// Control characters (C0, DEL, C1) and the Unicode line and paragraph separators.
// eslint-disable-next-line no-control-regex
const NO_CONTROL = /^[^\u0000-\u001f\u007f-\u009f\u2028\u2029]*$/;

/** A string of one line: control characters are refused (400 naming the field). */
export function singleLine() {
  return z.string().regex(NO_CONTROL, 'must be one line, without control characters');
}

/** Marks a text field that may hold several lines (the contract test leaves it out). */
export function multiLine<T extends z.ZodType>(schema: T): T {
  return schema.meta({ multiLine: true }) as T;
}
