import { describe, expect, it } from 'vitest';
import { escapeIcsText, icsEvent } from './ics';

const event = (summary: string, description: string) =>
  icsEvent({
    uid: 'a1@tanacsado-portal',
    start: new Date('2026-12-01T09:00:00Z'),
    end: new Date('2026-12-01T10:00:00Z'),
    summary,
    description,
    url: 'http://localhost:3000/kerdezo/tanacsadasaim',
  });

/** The content lines as a calendar reads them: unfolded, split at any line break. */
const contentLines = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split(/\r\n|\r|\n/);

describe('icsEvent', () => {
  it('keeps a name or reason with CR/LF inside its own property (no injected lines)', () => {
    const ics = event(
      'Jogi tanácsadás – Kiss Anna\r\nATTENDEE:mailto:tamado@pelda.hu',
      'Indok: beteg vagyok\rORGANIZER:mailto:tamado@pelda.hu\nX-EVIL:1\u0000\u0007',
    );
    const lines = contentLines(ics);
    expect(lines.filter((line) => /^(ATTENDEE|ORGANIZER|X-EVIL)/.test(line))).toEqual([]);
    expect(lines).toContain('SUMMARY:Jogi tanácsadás – Kiss Anna\\nATTENDEE:mailto:tamado@pelda.hu');
    expect(lines).toContain('DESCRIPTION:Indok: beteg vagyok\\nORGANIZER:mailto:tamado@pelda.hu\\nX-EVIL:1');
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the dropped control characters
    expect(ics).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/);
  });

  it('escapes backslash, semicolon and comma', () => {
    expect(escapeIcsText('a\\b;c,d')).toBe('a\\\\b\\;c\\,d');
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const long = 'Árvíztűrő tükörfúrógép '.repeat(10);
    const ics = event(long, 'x');
    for (const physical of ics.split('\r\n')) {
      expect(Buffer.byteLength(physical, 'utf8')).toBeLessThanOrEqual(75);
    }
    expect(contentLines(ics)).toContain(`SUMMARY:${long}`);
    expect(ics).not.toContain('\uFFFD');
  });
});
