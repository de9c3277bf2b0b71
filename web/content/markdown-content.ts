import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Lexer, Parser, type Token, type Tokens } from 'marked';
import type { Plugin } from 'vite';
import { ADVISER_TRIAL_DAYS, GALLERY_MAX_IMAGES } from '../../common/constants.js';

/**
 * Page texts as Markdown (content/ at the repository root), turned into plain data at build time: a Vite
 * plugin makes `import content from '@content/landing/kerdezoknek.md'` a JS object of sections and items
 * with their HTML strings, so the browser gets the text and no Markdown renderer (marked runs here only).
 *
 * The convention (anything else fails the build with the file's name):
 * - optional front matter (`---` / `kulcs: érték` lines / `---`): `meta`;
 * - `# Cím`: the page's title, then its lead paragraphs (`intro`);
 * - `## Szakasz {#azonosito}` starts a section (the id is required: the page finds its sections by it);
 * - `### Elem` or `### Elem {#azonosito}` starts an item of the current section;
 * - paragraphs and `-` lists are the body of the section or item before them (inline Markdown: links,
 *   emphasis, code); headings are plain text; raw HTML, tables, code blocks, quotes and numbered lists
 *   are not part of it (HTML comments are allowed and dropped);
 * - `{{nev}}` takes one of the portal's constants (VALUES below); an unknown name, and any `[`, `]`, `{{`
 *   or `}}` left in the rendered text, fails the build: no placeholder reaches a visitor.
 */

/** `{{name}}` -> the value it stands for in every content file. */
export const VALUES: Record<string, string | number> = {
  galeria_kepek: GALLERY_MAX_IMAGES,
  probaidoszak_napok: ADVISER_TRIAL_DAYS,
};

export interface ContentItem {
  /** The heading as plain text. */
  title: string;
  /** `{#id}` of the heading; always set for sections. */
  id: string | null;
  /** Each paragraph's inline HTML (without the <p>). */
  paragraphs: string[];
  /** Each list item's inline HTML (without the <li>), in order. */
  list: string[];
}

export interface ContentSection extends ContentItem {
  id: string;
  items: ContentItem[];
}

export interface MarkdownContent {
  /** The file, relative to content/ (for error messages). */
  source: string;
  meta: Record<string, string>;
  title: string;
  intro: Pick<ContentItem, 'paragraphs' | 'list'>;
  sections: ContentSection[];
}

const PLACEHOLDER = /\{\{\s*([a-z_]+)\s*\}\}/g;
const HEADING_ID = /\s*\{#([a-z0-9-]+)\}\s*$/;
const INLINE_TYPES = new Set(['text', 'escape', 'link', 'strong', 'em', 'codespan', 'br', 'del']);

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };
const decodeEntities = (html: string) =>
  html.replace(/&(amp|lt|gt|quot|#39);/g, (_all, name: string) => ENTITIES[name] ?? '');
const textOf = (html: string) => decodeEntities(html.replace(/<[^>]*>/g, ''));

function splitFrontMatter(text: string): { meta: Record<string, string>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(text);
  if (!match) return { meta: {}, body: text };
  const meta: Record<string, string> = {};
  for (const line of (match[1] ?? '').split(/\r?\n/)) {
    const field = /^\s*([a-z_]+)\s*:\s*(.*?)\s*$/.exec(line);
    if (field?.[1]) meta[field[1]] = (field[2] ?? '').replace(/^['"]|['"]$/g, '');
  }
  return { meta, body: text.slice(match[0].length) };
}

/** Parses one content file (pure: the plugin and the tests call it). */
export function parseMarkdownContent(
  source: string,
  text: string,
  values: Record<string, string | number> = VALUES,
): MarkdownContent {
  function fail(message: string): never {
    throw new Error(`${source}: ${message}`);
  }
  const { meta, body } = splitFrontMatter(text);
  const filled = body.replace(PLACEHOLDER, (_all, name: string) => {
    const value = values[name];
    return value === undefined ? fail(`unknown placeholder {{${name}}}`) : String(value);
  });

  const checkInline = (tokens: Token[], where: string) => {
    for (const token of tokens) {
      if (!INLINE_TYPES.has(token.type))
        fail(`${where}: "${token.raw.trim()}" (${token.type}) is not allowed`);
      if ('tokens' in token && token.tokens) checkInline(token.tokens, where);
    }
  };
  // Soft line breaks become spaces: the page's text is the same however the file is wrapped.
  const inlineHtml = (tokens: Token[], where: string) => {
    checkInline(tokens, where);
    return Parser.parseInline(tokens, { gfm: true })
      .replace(/\s*\n\s*/g, ' ')
      .trim();
  };
  const headingOf = (token: Tokens.Heading) => {
    const id = HEADING_ID.exec(token.text)?.[1] ?? null;
    const html = inlineHtml(token.tokens, `heading "${token.text}"`);
    if (/<[^>]+>/.test(html.replace(HEADING_ID, ''))) fail(`heading "${token.text}" must be plain text`);
    const title = textOf(html.replace(HEADING_ID, '')).trim();
    if (!title) fail('a heading without text');
    return { title, id };
  };

  let title: string | null = null;
  const intro: MarkdownContent['intro'] = { paragraphs: [], list: [] };
  const sections: ContentSection[] = [];
  const ids = new Set<string>();
  let current: Pick<ContentItem, 'paragraphs' | 'list'> | null = null;

  for (const token of new Lexer({ gfm: true }).lex(filled)) {
    switch (token.type) {
      case 'space':
        break;
      case 'html':
        if (!/^\s*<!--[\s\S]*-->\s*$/.test(token.raw)) fail(`raw HTML is not allowed: ${token.raw.trim()}`);
        break;
      case 'heading': {
        const heading = token as Tokens.Heading;
        const { title: text, id } = headingOf(heading);
        if (heading.depth === 1) {
          if (title !== null || sections.length > 0) fail('one "# title" only, before the sections');
          title = text;
          current = intro;
        } else if (heading.depth === 2) {
          if (!id) fail(`section "${text}" needs an id: "## ${text} {#azonosito}"`);
          const section: ContentSection = { title: text, id, paragraphs: [], list: [], items: [] };
          sections.push(section);
          current = section;
        } else if (heading.depth === 3) {
          const section = sections.at(-1);
          if (!section) fail(`item "${text}" before the first "## section"`);
          const item: ContentItem = { title: text, id, paragraphs: [], list: [] };
          section.items.push(item);
          current = item;
        } else {
          fail(`"${heading.raw.trim()}": only #, ## and ### headings`);
        }
        if (id) {
          if (ids.has(id)) fail(`the id {#${id}} is used twice`);
          ids.add(id);
        }
        break;
      }
      case 'paragraph': {
        if (!current) fail('text before the "# title"');
        current.paragraphs.push(inlineHtml((token as Tokens.Paragraph).tokens, 'paragraph'));
        break;
      }
      case 'list': {
        const list = token as Tokens.List;
        if (!current) fail('a list before the "# title"');
        if (list.ordered || list.items.some((item) => item.task)) fail('only "-" lists are allowed');
        if (current.list.length > 0) fail('one list per section or item');
        for (const item of list.items) {
          const [only, ...rest] = item.tokens;
          if (!only || rest.some((token) => token.type !== 'space') || !('tokens' in only) || !only.tokens)
            fail(`list item "${item.text}" must be one line of text`);
          current.list.push(inlineHtml(only.tokens, 'list item'));
        }
        break;
      }
      default:
        fail(`"${token.raw.trim().slice(0, 40)}" (${token.type}) is not part of the content convention`);
    }
  }
  if (title === null) fail('the file needs a "# title"');

  const result: MarkdownContent = { source, meta, title, intro, sections };
  const parts: Pick<ContentItem, 'paragraphs' | 'list'>[] = [
    intro,
    ...sections,
    ...sections.flatMap((s) => s.items),
  ];
  const texts: string[] = [
    title,
    ...sections.flatMap((section) => [section.title, ...section.items.map((item) => item.title)]),
    ...parts.flatMap((part) => [...part.paragraphs, ...part.list].map(textOf)),
  ];
  const leftover = texts.find((text) => /[[\]]|\{\{|\}\}|\{#/.test(text));
  if (leftover) fail(`a placeholder or bracket would reach the visitor: "${leftover}"`);
  return result;
}

/**
 * `import content from '@content/…/x.md'`: the parsed file as the module's default export (plain data,
 * no renderer in the bundle); an error in the file fails the dev server's module or the build.
 */
export function markdownContent(contentDir: string): Plugin {
  const root = path.resolve(contentDir);
  return {
    name: 'markdown-content',
    enforce: 'pre',
    load(id) {
      if (!id.endsWith('.md') || !path.resolve(id).startsWith(`${root}${path.sep}`)) return null;
      const source = path.relative(root, id).split(path.sep).join('/');
      const content = parseMarkdownContent(source, readFileSync(id, 'utf8'));
      return { code: `export default ${JSON.stringify(content)};`, map: null };
    },
  };
}
