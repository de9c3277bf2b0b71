import { readFileSync } from 'node:fs';
import {
  type LegalDocument,
  type LegalDocumentName,
  OPERATOR_FIELDS,
  type OperatorDetails,
  type OperatorField,
} from '@common/api/settings';
import { Marked, type Tokens } from 'marked';

/**
 * The ÁSZF and the privacy notice: Markdown files in content/ at the repository root, rendered here to
 * HTML (marked), so the browser gets the text and no Markdown renderer. The file starts with front matter
 * (`hatalyos: YYYY-MM-DD`); `{{cegnev}}`-style placeholders take the operator's data of the platform
 * settings; `## Cím {#azonosito}` gives a heading a stable anchor; `<!-- widget:name -->` marks where the
 * page inserts a control of its own (the cookie choice's reset button).
 */
const CONTENT_DIR = new URL('../../../content/', import.meta.url);

const FILES: Record<LegalDocumentName, string> = { aszf: 'aszf.md', adatkezeles: 'adatkezeles.md' };

/** Placeholder -> the setting it shows. `email` is the contact e-mail (a mailto link). */
export const PLACEHOLDERS: Record<string, OperatorField | 'contactEmail'> = {
  cegnev: 'companyName',
  szekhely: 'seat',
  cegjegyzekszam: 'registrationNumber',
  adoszam: 'taxNumber',
  email: 'contactEmail',
  postacim: 'postalAddress',
  tarhelyszolgaltato: 'hostingProvider',
  email_szolgaltato: 'emailProvider',
  fizetesi_szolgaltato: 'paymentProvider',
  konyvelo: 'accountant',
  adatvedelmi_kapcsolattarto: 'dataProtectionContact',
};

/** What a visitor reads where a field is empty: a dash, never the placeholder. */
export const MISSING_VALUE = '–';

const PLACEHOLDER = /\{\{\s*([a-z_]+)\s*\}\}/g;
const WIDGET = /<!--\s*widget:([a-z-]+)\s*-->\n?/;
const HEADING_ID = /\s*\{#([a-z0-9-]+)\}\s*$/;

export interface OperatorValues extends OperatorDetails {
  contactEmail: string;
}

interface Source {
  effectiveDate: string;
  body: string;
  placeholders: string[];
}

const sources = new Map<LegalDocumentName, Source>();

/** Splits the front matter off and checks the file (a bad file fails loudly, on first use). */
export function parseSource(name: string, text: string): Source {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(text);
  const fields = new Map(
    (match?.[1] ?? '')
      .split(/\r?\n/)
      .map((line) => /^\s*([a-z_]+)\s*:\s*(.*?)\s*$/.exec(line))
      .filter((field) => field !== null)
      .map((field) => [field[1], field[2]?.replace(/^['"]|['"]$/g, '')] as const),
  );
  const effectiveDate = fields.get('hatalyos') ?? '';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(effectiveDate))
    throw new Error(`${name}: the front matter needs "hatalyos: YYYY-MM-DD"`);
  const body = match ? text.slice(match[0].length) : text;
  const placeholders = [...new Set([...body.matchAll(PLACEHOLDER)].map((found) => found[1] ?? ''))];
  const unknown = placeholders.filter((key) => !(key in PLACEHOLDERS));
  if (unknown.length > 0) throw new Error(`${name}: unknown placeholders ${unknown.join(', ')}`);
  return { effectiveDate, body, placeholders };
}

function loadSource(name: LegalDocumentName): Source {
  let source = sources.get(name);
  if (!source) {
    source = parseSource(FILES[name], readFileSync(new URL(FILES[name], CONTENT_DIR), 'utf8'));
    sources.set(name, source);
  }
  return source;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": '#39' }[c]};`);

/** "3.1. Regisztráció és fiók" -> "3-1-regisztracio-es-fiok". */
export function slug(text: string) {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Renders a document's Markdown with the operator's values filled in (pure: the tests call it too). */
export function renderLegalMarkdown(source: Source, values: OperatorValues): LegalDocument {
  let title = '';
  let currentHeading = '';
  const sections: LegalDocument['sections'] = [];
  const tableLabels = new Map<string, number>();
  const ids = new Set<string>();

  const marked = new Marked({
    gfm: true,
    walkTokens(token) {
      if (token.type !== 'heading') return;
      const heading = token as Tokens.Heading & { id?: string };
      const explicit = HEADING_ID.exec(heading.text);
      heading.text = heading.text.replace(HEADING_ID, '');
      const last = heading.tokens.at(-1);
      if (last && 'text' in last) {
        last.text = last.text.replace(HEADING_ID, '');
        last.raw = last.raw.replace(HEADING_ID, '');
      }
      let id = explicit?.[1] ?? (slug(heading.text) || 'szakasz');
      while (ids.has(id)) id = `${id}-2`;
      ids.add(id);
      heading.id = id;
    },
    renderer: {
      heading(token) {
        const { id } = token as Tokens.Heading & { id?: string };
        const inner = this.parser.parseInline(token.tokens);
        if (token.depth === 1) {
          // The page renders the title itself (with the effective date under it).
          title = token.text;
          return '';
        }
        currentHeading = token.text;
        if (token.depth === 2) sections.push({ id: id ?? '', title: token.text });
        return `<h${token.depth} id="${id}">${inner}</h${token.depth}>\n`;
      },
      table(token) {
        const count = (tableLabels.get(currentHeading) ?? 0) + 1;
        tableLabels.set(currentHeading, count);
        const label = count > 1 ? `${currentHeading} (${count}. táblázat)` : currentHeading;
        const cell = (tag: 'th' | 'td', scope: string, cellToken: Tokens.TableCell) =>
          `<${tag}${scope ? ` scope="${scope}"` : ''}>${this.parser.parseInline(cellToken.tokens)}</${tag}>`;
        const head = token.header.map((c) => cell('th', 'col', c)).join('');
        const rows = token.rows
          .map(
            (row) =>
              `<tr>${row.map((c, i) => (i === 0 ? cell('th', 'row', c) : cell('td', '', c))).join('')}</tr>`,
          )
          .join('\n');
        // A wide table scrolls on its own, as a named region the keyboard can reach.
        return (
          `<div class="legal-table" role="region" tabindex="0" aria-label="${escapeHtml(label)}">` +
          `<table><thead><tr>${head}</tr></thead><tbody>\n${rows}\n</tbody></table></div>\n`
        );
      },
    },
  });

  const html = marked.parse(source.body, { async: false });
  const missing = new Set<string>();
  const filled = html.replace(PLACEHOLDER, (_all, key: string) => {
    const field = PLACEHOLDERS[key];
    const value = field ? values[field].trim() : '';
    if (!field || !value) {
      missing.add(field === 'contactEmail' ? 'Kapcsolati e-mail cím' : field ? OPERATOR_FIELDS[field] : key);
      return MISSING_VALUE;
    }
    const text = escapeHtml(value);
    return field === 'contactEmail' ? `<a href="mailto:${text}">${text}</a>` : text;
  });

  const parts: LegalDocument['parts'] = [];
  let rest = filled;
  for (let found = WIDGET.exec(rest); found; found = WIDGET.exec(rest)) {
    parts.push({ html: rest.slice(0, found.index), widgetAfter: found[1] ?? null });
    rest = rest.slice(found.index + found[0].length);
  }
  parts.push({ html: rest, widgetAfter: null });

  return { title, effectiveDate: source.effectiveDate, sections, parts, missing: [...missing] };
}

const rendered = new Map<string, LegalDocument>();

/** The document with these values; kept while the values stay the same (one entry per document). */
export function legalDocument(name: LegalDocumentName, values: OperatorValues): LegalDocument {
  const key = `${name}\n${JSON.stringify(values)}`;
  let document = rendered.get(key);
  if (!document) {
    document = renderLegalMarkdown(loadSource(name), values);
    for (const old of rendered.keys()) if (old.startsWith(`${name}\n`)) rendered.delete(old);
    rendered.set(key, document);
  }
  return document;
}
