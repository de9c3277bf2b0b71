import { Text, type TextProps } from '@mantine/core';
import type { ContentItem, ContentSection, MarkdownContent } from '@web/content/markdown-content';
import { useFollowInternalLink } from '@web/lib/internal-links';
import classes from './landing.module.css';

/** Texts without a link need no click handler. */
function useLinkClicks(html: string) {
  const follow = useFollowInternalLink();
  return html.includes('<a ') ? follow : undefined;
}

/**
 * A text of content/landing/*.md: inline HTML made at build time from the repository's own files (the
 * markdown-content Vite plugin), so trusted; in a Mantine <Text>. Its links to the portal's own pages
 * navigate in the app, like the app's links.
 */
export function ContentText({ html, ...props }: TextProps & { html: string }) {
  return (
    <Text
      {...props}
      className={classes.content}
      onClick={useLinkClicks(html)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: built from content/landing/*.md (see above)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/** The same as a bare <span>, inside another element's text (a list item), with its styles. */
export function ContentSpan({ html }: { html: string }) {
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: delegates the clicks of the links inside
    // biome-ignore lint/a11y/useKeyWithClickEvents: the links inside answer the keyboard themselves
    <span
      className={classes.content}
      onClick={useLinkClicks(html)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: built from content/landing/*.md (see above)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/** The section with this `{#id}`; a file without it fails as soon as the page's module loads. */
export function sectionOf(content: MarkdownContent, id: string): ContentSection {
  const section = content.sections.find((candidate) => candidate.id === id);
  if (!section) throw new Error(`content/${content.source}: no section "{#${id}}"`);
  return section;
}

/** A section whose items carry the page's icons. */
export type IconSection<Icon> = Omit<ContentSection, 'items'> & { items: (ContentItem & { icon: Icon })[] };

/** The section with this `{#id}`, its items given the page's icons in order (the counts must agree). */
export function sectionWithIcons<Icon>(
  content: MarkdownContent,
  id: string,
  icons: Icon[],
): IconSection<Icon> {
  const section = sectionOf(content, id);
  if (section.items.length !== icons.length)
    throw new Error(
      `content/${content.source}: "{#${id}}" has ${section.items.length} items, the page ${icons.length} icons`,
    );
  return { ...section, items: section.items.map((item, index) => ({ ...item, icon: icons[index] as Icon })) };
}
