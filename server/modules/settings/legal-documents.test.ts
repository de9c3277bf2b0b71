import { readFileSync } from 'node:fs';
import { EMPTY_OPERATOR_DETAILS } from '@common/api/settings';
import { describe, expect, it } from 'vitest';
import {
  MISSING_VALUE,
  type OperatorValues,
  parseSource,
  renderLegalMarkdown,
  slug,
} from './legal-documents';

const FULL: OperatorValues = {
  companyName: 'Példa <Tanácsadó> Kft.',
  seat: '1051 Budapest, Fő utca 1.',
  registrationNumber: '01-09-123456',
  taxNumber: '12345678-2-41',
  postalAddress: '1051 Budapest, Pf. 1.',
  hostingProvider: 'Tárhely Zrt., 1111 Budapest, info@tarhely.hu',
  emailProvider: 'Levél Kft., Budapest',
  paymentProvider: 'Stripe Payments Europe Ltd., Dublin',
  accountant: 'Könyv Bt.',
  dataProtectionContact: 'Adat Anna, adatvedelem@pelda.hu',
  contactEmail: 'info@pelda.hu',
};
const EMPTY: OperatorValues = { ...EMPTY_OPERATOR_DETAILS, contactEmail: '' };

const file = (name: string) => readFileSync(new URL(`../../../content/${name}`, import.meta.url), 'utf8');
const html = (doc: ReturnType<typeof renderLegalMarkdown>) => doc.parts.map((part) => part.html).join('');

describe('legal documents (content/*.md)', () => {
  for (const name of ['aszf.md', 'adatkezeles.md']) {
    it(`${name}: effective date, title, sections, every placeholder filled and escaped`, () => {
      const source = parseSource(name, file(name));
      expect(source.effectiveDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const doc = renderLegalMarkdown(source, FULL);
      expect(doc.title.length).toBeGreaterThan(5);
      expect(doc.sections.length).toBeGreaterThan(5);
      expect(doc.missing).toEqual([]);
      const text = html(doc);
      expect(text).not.toMatch(/\{\{|\}\}|\[[^\]]*(cégnév|szám|cím|neve|e-mail)\]/);
      expect(text).toContain('Példa &lt;Tanácsadó&gt; Kft.');
      expect(text).not.toContain('<h1');
      // Every heading has an id, and the sections are the level-2 headings.
      expect(text.match(/<h[23] id="[a-z0-9-]+">/g)?.length).toBe(text.match(/<h[23]/g)?.length);
      for (const section of doc.sections) expect(text).toContain(`<h2 id="${section.id}">`);
    });

    it(`${name}: an empty operator field is a dash for visitors and named in "missing"`, () => {
      const doc = renderLegalMarkdown(parseSource(name, file(name)), EMPTY);
      const text = html(doc);
      expect(text).not.toMatch(/\{\{|\[cégnév\]/);
      expect(text).toContain(`Adószám: ${MISSING_VALUE}`);
      expect(doc.missing).toContain('Cégnév');
      expect(doc.missing).toContain('Kapcsolati e-mail cím');
    });
  }

  it('keeps the old anchors, cuts the page at a widget and labels the tables', () => {
    const doc = renderLegalMarkdown(parseSource('adatkezeles.md', file('adatkezeles.md')), FULL);
    expect(doc.sections.map((s) => s.id)).toContain('sutik');
    expect(doc.parts.map((part) => part.widgetAfter)).toEqual(['cookie-reset', null]);
    expect(html(doc)).toContain(
      'role="region" tabindex="0" aria-label="3.1. Regisztráció és felhasználói fiók"',
    );
    expect(html(doc)).toContain('<th scope="row">Cél</th>');
    expect(html(doc)).toContain('<a href="mailto:info@pelda.hu">info@pelda.hu</a>');
  });

  it('refuses a file without its effective date or with an unknown placeholder', () => {
    expect(() => parseSource('x.md', '# Cím\n')).toThrow(/hatalyos/);
    expect(() => parseSource('x.md', '---\nhatalyos: 2026-11-22\n---\n{{ismeretlen}}\n')).toThrow(
      /ismeretlen/,
    );
    expect(slug('3.1. Regisztráció és fiók')).toBe('3-1-regisztracio-es-fiok');
  });
});
