import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ADVISER_TRIAL_DAYS, GALLERY_MAX_IMAGES } from '@common/constants';
import asker from '@content/landing/kerdezoknek.md';
import adviser from '@content/landing/tanacsadoknak.md';
import { describe, expect, it } from 'vitest';
import { parseMarkdownContent } from './markdown-content';

const SAMPLE = `---
kulcs: "érték"
---

<!-- a comment for the editors -->

# Az oldal címe

A bevezető, **kiemelve**,
két sorba tördelve.

## Első szakasz {#elso}

- egy [hivatkozás](/aszf)
- kettő

### Elem egy

Az elem szövege: {{szam}} darab.

### Elem kettő {#masodik}

Első bekezdés.

Második bekezdés.

## Második szakasz {#utolso}

Zárás.
`;

const parse = (text: string) => parseMarkdownContent('minta.md', text, { szam: 15 });

describe('the markdown-content plugin', () => {
  it('turns a file into its title, intro and sections with items, as inline HTML', () => {
    expect(parse(SAMPLE)).toEqual({
      source: 'minta.md',
      meta: { kulcs: 'érték' },
      title: 'Az oldal címe',
      intro: { paragraphs: ['A bevezető, <strong>kiemelve</strong>, két sorba tördelve.'], list: [] },
      sections: [
        {
          id: 'elso',
          title: 'Első szakasz',
          paragraphs: [],
          list: ['egy <a href="/aszf">hivatkozás</a>', 'kettő'],
          items: [
            { id: null, title: 'Elem egy', paragraphs: ['Az elem szövege: 15 darab.'], list: [] },
            {
              id: 'masodik',
              title: 'Elem kettő',
              paragraphs: ['Első bekezdés.', 'Második bekezdés.'],
              list: [],
            },
          ],
        },
        { id: 'utolso', title: 'Második szakasz', paragraphs: ['Zárás.'], list: [], items: [] },
      ],
    });
  });

  it('escapes text and gives headings as plain text', () => {
    const content = parse('# A & B > C\n\n## Kérdés "idézve"? {#kerdes}\n\n1 < 2 & 3 > 2\n');
    expect(content.title).toBe('A & B > C');
    expect(content.sections[0]?.title).toBe('Kérdés "idézve"?');
    expect(content.sections[0]?.paragraphs).toEqual(['1 &lt; 2 &amp; 3 &gt; 2']);
  });

  it.each([
    ['an unknown placeholder', '# Cím\n\nÉrték: {{ismeretlen}}\n', /unknown placeholder \{\{ismeretlen\}\}/],
    ['a bracket placeholder', '# Cím\n\nA szolgáltató: [cégnév]\n', /placeholder or bracket/],
    ['a bracket in a heading', '# Cím\n\n## [Szakasz címe] {#sz}\n', /placeholder or bracket/],
    ['a section without an id', '# Cím\n\n## Szakasz\n', /needs an id/],
    ['an id used twice', '# Cím\n\n## Egy {#a}\n\n### Kettő {#a}\n', /used twice/],
    ['raw HTML', '# Cím\n\n<div>szöveg</div>\n', /raw HTML/],
    ['inline HTML', '# Cím\n\nEgy <b>vastag</b> szó.\n', /not allowed/],
    ['a code block', '# Cím\n\n```\nkód\n```\n', /not part of the content convention/],
    ['a table', '# Cím\n\n| a | b |\n|---|---|\n| 1 | 2 |\n', /not part of the content convention/],
    ['a numbered list', '# Cím\n\n1. egy\n2. kettő\n', /only "-" lists/],
    ['a fourth-level heading', '# Cím\n\n## Sz {#sz}\n\n#### Mély\n', /only #, ## and ###/],
    ['an item before the sections', '# Cím\n\n### Elem\n', /before the first "## section"/],
    ['text before the title', 'Szöveg\n\n# Cím\n', /before the "# title"/],
    ['no title', '## Szakasz {#sz}\n\nSzöveg.\n', /needs a "# title"|one "# title" only/],
  ])('refuses %s, naming the file', (_name, text, message) => {
    expect(() => parse(text)).toThrow(message);
    expect(() => parse(text)).toThrow(/^minta\.md: /);
  });
});

describe('the landing pages’ content', () => {
  it('every file of content/landing follows the convention', () => {
    const dir = path.resolve(__dirname, '../../content/landing');
    const files = readdirSync(dir).filter((file) => file.endsWith('.md'));
    expect(files.sort()).toEqual(['kerdezoknek.md', 'tanacsadoknak.md']);
    for (const file of files) {
      const content = parseMarkdownContent(`landing/${file}`, readFileSync(path.join(dir, file), 'utf8'));
      expect(content.title, file).not.toBe('');
      for (const section of content.sections) {
        expect(section.title, file).not.toBe('');
        for (const item of section.items) expect(item.paragraphs.length, `${file}: ${item.title}`).toBe(1);
      }
    }
  });

  it('imports as the build makes it, with the sections the pages use and the portal’s numbers', () => {
    expect(asker.source).toBe('landing/kerdezoknek.md');
    expect(asker.sections.map((section) => [section.id, section.items.length])).toEqual([
      ['amit-kinal', 0],
      ['hogyan-mukodik', 4],
      ['tanacsadasi-teruletek', 0],
      ['elonyok', 6],
      ['gyakori-kerdesek', 7],
      ['kezdes', 0],
    ]);
    expect(adviser.sections.map((section) => [section.id, section.items.length])).toEqual([
      ['miert-csatlakozzon', 7],
      ['hogyan-mukodik', 4],
      ['tanacsadasi-teruletek', 0],
      ['mire-lesz-szukseg', 5],
      ['tanacsadoi-gyik', 5],
      ['csatlakozas', 0],
    ]);
    const adviserText = JSON.stringify(adviser);
    expect(adviserText).toContain(`legfeljebb ${GALLERY_MAX_IMAGES} galériakép`);
    expect(adviserText).toContain(`${ADVISER_TRIAL_DAYS} napos próbaidőszakot`);
    expect(asker.sections.at(-1)?.paragraphs[1]).toBe(
      'Tanácsadóként csatlakozna? <a href="/landing-tanacsadoknak">Tudjon meg többet a tanácsadói lehetőségekről</a>',
    );
  });
});
