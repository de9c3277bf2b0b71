/**
 * RFC 5545 §3.3.11 TEXT: backslash, semicolon and comma are escaped, a line break becomes "\n", and other
 * control characters are dropped. Names and reasons are user text: a raw CR/LF in them would otherwise
 * start a property line of its own in the calendar file.
 */
export function escapeIcsText(text: string): string {
  return (
    text
      .replace(/\r\n?/g, '\n')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
      .replace(/[\\;,]/g, (c) => `\\${c}`)
      .replace(/\n/g, '\\n')
  );
}

/** A value that is not TEXT (UID, URI) carries no line breaks or other control characters at all. */
const stripControl = (value: string) =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  value.replace(/[\u0000-\u001f\u007f]/g, '');

const encoder = new TextEncoder();

/**
 * RFC 5545 §3.1: a content line longer than 75 octets is folded (CRLF + one space), never inside a
 * multi-byte UTF-8 character.
 */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // Continuation lines start with the folding space, which counts towards their 75 octets.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** A minimal iCalendar (RFC 5545) event, so the appointment can be added to any calendar. */
export function icsEvent(event: {
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  url?: string;
  cancelled?: boolean;
}): string {
  const stamp = (date: Date) =>
    date
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Tanacsado portal//HU',
    `METHOD:${event.cancelled ? 'CANCEL' : 'PUBLISH'}`,
    'BEGIN:VEVENT',
    `UID:${stripControl(event.uid)}`,
    `DTSTAMP:${stamp(new Date())}`,
    `DTSTART:${stamp(event.start)}`,
    `DTEND:${stamp(event.end)}`,
    `SUMMARY:${escapeIcsText(event.summary)}`,
    `DESCRIPTION:${escapeIcsText(event.description)}`,
    ...(event.url ? [`URL:${stripControl(event.url)}`] : []),
    `STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}
