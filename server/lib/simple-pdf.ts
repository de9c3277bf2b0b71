/**
 * A small, valid one-page PDF drawn from lines of text (the demo seed's invoices and chat attachment,
 * the demo invoicing adapter's invoices):
 * the standard Helvetica fonts (no embedded font, so a few hundred bytes), WinAnsi encoding, and a
 * correct cross-reference table, so any reader opens it and the upload checks (magic bytes) accept it.
 */

export interface PdfLine {
  text: string;
  bold?: boolean;
  /** Font size in points (default 10). */
  size?: number;
  /** Extra space above the line, in points. */
  gap?: number;
}

/** WinAnsi (cp1252) has no ő/ű: the nearest letters stand in for them; other characters outside it become '?'. */
const STAND_INS: Record<string, string> = { ő: 'ö', Ő: 'Ö', ű: 'ü', Ű: 'Ü' };
/** The cp1252 bytes of the punctuation typed in Hungarian text (everything else of latin-1 maps to itself). */
const WIN_ANSI: Record<string, number> = { '–': 0x96, '—': 0x97, '„': 0x84, '”': 0x94, '’': 0x92, '…': 0x85 };

/** A PDF string literal's bytes: escaped, in WinAnsi. */
function pdfString(text: string): Buffer {
  const bytes: number[] = [];
  for (const original of text) {
    const char = STAND_INS[original] ?? original;
    const code = WIN_ANSI[char] ?? char.codePointAt(0) ?? 0x3f;
    const byte =
      WIN_ANSI[char] !== undefined || (code >= 0x20 && code <= 0xff && code !== 0x7f) ? code : 0x3f;
    if (byte === 0x28 || byte === 0x29 || byte === 0x5c) bytes.push(0x5c);
    bytes.push(byte);
  }
  return Buffer.concat([Buffer.from('('), Buffer.from(bytes), Buffer.from(')')]);
}

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const MARGIN = 56;

/** One A4 page with the lines from the top, in order; `title` goes into the document information. */
export function renderPdf(title: string, lines: PdfLine[]): Buffer {
  const content: Buffer[] = [];
  let y = PAGE_HEIGHT - MARGIN;
  for (const line of lines) {
    const size = line.size ?? 10;
    y -= (line.gap ?? 0) + size * 1.45;
    content.push(
      Buffer.from(`BT /${line.bold ? 'F2' : 'F1'} ${size} Tf ${MARGIN} ${y.toFixed(1)} Td `),
      pdfString(line.text),
      Buffer.from(' Tj ET\n'),
    );
  }
  const stream = Buffer.concat(content);

  const objects: Buffer[] = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
        '/Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    ),
    Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>'),
    Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>'),
    Buffer.concat([
      Buffer.from(`<< /Length ${stream.length} >>\nstream\n`),
      stream,
      Buffer.from('\nendstream'),
    ]),
    Buffer.concat([
      Buffer.from('<< /Title '),
      pdfString(title),
      Buffer.from(' /Producer (Tanacsado portal) >>'),
    ]),
  ];

  // A binary comment after the header tells transfer tools the file is binary (PDF 1.4, 7.5.2).
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = parts[0]?.length ?? 0;
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(length);
    const object = Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    parts.push(object);
    length += object.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    // Each entry is exactly 20 bytes: ten digits, five digits, the kind, and a two-byte line end.
    '0000000000 65535 f ',
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>`,
    'startxref',
    String(length),
    '%%EOF',
    '',
  ].join('\n');
  parts.push(Buffer.from(xref));
  return Buffer.concat(parts);
}
