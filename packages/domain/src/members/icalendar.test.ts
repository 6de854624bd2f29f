import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildIcs, escapeIcsText, foldIcsLine, icsUtc } from './icalendar';

describe('iCalendar text', () => {
  it('escapes backslashes, semicolons, commas and new lines', () => {
    expect(escapeIcsText('a\\b; c, d\ne')).toBe('a\\\\b\\; c\\, d\\ne');
  });

  it('folds lines at 75 octets without splitting a character', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), (text) => {
        const folded = foldIcsLine(`SUMMARY:${text}`);
        const encoder = new TextEncoder();
        for (const line of folded.split('\r\n')) {
          expect(encoder.encode(line).length).toBeLessThanOrEqual(75);
        }
        expect(folded.replace(/\r\n /g, '')).toBe(`SUMMARY:${text}`);
      }),
    );
  });

  it('writes one event with UTC times and CRLF line ends', () => {
    const text = buildIcs(
      [
        {
          uid: 'event-7@hearth.example',
          title: 'Market update, Q1',
          start: new Date('2026-03-10T17:00:00Z'),
          end: new Date('2026-03-10T18:30:00Z'),
          location: 'Sacramento; Room 2',
          url: 'https://example.org/register',
        },
      ],
      { productId: '-//Hearth//Calendar//EN', stamp: new Date('2026-03-01T00:00:00Z') },
    );
    expect(text).toContain('\r\nDTSTART:20260310T170000Z\r\n');
    expect(text).toContain('\r\nDTEND:20260310T183000Z\r\n');
    expect(text).toContain('\r\nSUMMARY:Market update\\, Q1\r\n');
    expect(text).toContain('\r\nLOCATION:Sacramento\\; Room 2\r\n');
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toContain('\n');
    expect(icsUtc(new Date('2026-01-02T03:04:05.678Z'))).toBe('20260102T030405Z');
  });
});
