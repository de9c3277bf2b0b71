/**
 * The little XML the Számla Agent needs: building requests whose element order follows the XSDs,
 * and reading its answers (`xmlszamlavalasz`, `szamla`). Both are flat, namespace-default documents,
 * so a small, strict reader is enough and keeps a parser library out of the dependencies.
 */

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export function escapeXml(text: string) {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/** An element whose content is already markup (children built with `el`/`leaf`). */
export function el(name: string, children: (string | null)[]) {
  return `<${name}>${children.filter((child) => child !== null).join('')}</${name}>`;
}

/** An element with text content; null / undefined leaves it out (an optional element). */
export function leaf(name: string, value: string | number | boolean | null | undefined) {
  if (value === null || value === undefined) return null;
  return `<${name}>${escapeXml(String(value))}</${name}>`;
}

/** A whole request document with its root in the Számlázz.hu namespace of that action. */
export function xmlDocument(root: string, children: (string | null)[]) {
  const body = children.filter((child) => child !== null).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<${root} xmlns="http://www.szamlazz.hu/${root}">${body}</${root}>\n`;
}

export interface XmlElement {
  /** Local name (any namespace prefix dropped). */
  name: string;
  children: XmlElement[];
  /** The element's own text (CDATA and entities resolved), untrimmed. */
  text: string;
}

const NAMED_ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function decodeEntities(text: string) {
  return text.replace(/&(#x[0-9a-fA-F]+|#\d+|[a-zA-Z]+);/g, (whole, entity: string) => {
    if (entity.startsWith('#x')) return String.fromCodePoint(Number.parseInt(entity.slice(2), 16));
    if (entity.startsWith('#')) return String.fromCodePoint(Number.parseInt(entity.slice(1), 10));
    return NAMED_ENTITIES[entity] ?? whole;
  });
}

/** Parses a document into its root element; throws on anything that is not well-formed enough. */
export function parseXml(source: string): XmlElement {
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  let at = 0;
  const fail = (why: string): never => {
    throw new Error(`XML: ${why} (${at}. karakter)`);
  };
  while (at < source.length) {
    const open = source.indexOf('<', at);
    const textEnd = open === -1 ? source.length : open;
    if (textEnd > at) {
      const text = source.slice(at, textEnd);
      const top = stack.at(-1);
      if (top) top.text += decodeEntities(text);
      else if (text.trim() !== '') fail('szöveg a gyökérelemen kívül');
    }
    if (open === -1) break;
    at = open;
    if (source.startsWith('<?', at)) {
      const end = source.indexOf('?>', at);
      if (end === -1) fail('lezáratlan feldolgozási utasítás');
      at = end + 2;
    } else if (source.startsWith('<!--', at)) {
      const end = source.indexOf('-->', at);
      if (end === -1) fail('lezáratlan megjegyzés');
      at = end + 3;
    } else if (source.startsWith('<![CDATA[', at)) {
      const end = source.indexOf(']]>', at);
      if (end === -1) fail('lezáratlan CDATA');
      const top = stack.at(-1) ?? fail('CDATA a gyökérelemen kívül');
      top.text += source.slice(at + 9, end);
      at = end + 3;
    } else if (source.startsWith('<!', at)) {
      const end = source.indexOf('>', at);
      if (end === -1) fail('lezáratlan deklaráció');
      at = end + 1;
    } else if (source.startsWith('</', at)) {
      const end = source.indexOf('>', at);
      if (end === -1) fail('lezáratlan záróelem');
      const name = localName(source.slice(at + 2, end).trim());
      const top = stack.pop();
      if (!top || top.name !== name) fail(`váratlan záróelem: ${name}`);
      at = end + 1;
    } else {
      const end = source.indexOf('>', at);
      if (end === -1) fail('lezáratlan elem');
      const selfClosing = source[end - 1] === '/';
      const inner = source.slice(at + 1, selfClosing ? end - 1 : end).trim();
      const name = localName(inner.split(/\s/, 1)[0] ?? '');
      if (name === '') fail('névtelen elem');
      const element: XmlElement = { name, children: [], text: '' };
      const parent = stack.at(-1);
      if (parent) parent.children.push(element);
      else if (root) fail('második gyökérelem');
      else root = element;
      if (!selfClosing) stack.push(element);
      at = end + 1;
    }
  }
  if (stack.length > 0) fail('lezáratlan elem a dokumentum végén');
  return root ?? fail('üres dokumentum');
}

function localName(qualified: string) {
  const colon = qualified.indexOf(':');
  return colon === -1 ? qualified : qualified.slice(colon + 1);
}

export function child(element: XmlElement | undefined, name: string) {
  return element?.children.find((candidate) => candidate.name === name);
}

/** The trimmed text of a child element, or null when it is missing or empty. */
export function childText(element: XmlElement | undefined, name: string) {
  const text = child(element, name)?.text.trim();
  return text ? text : null;
}
