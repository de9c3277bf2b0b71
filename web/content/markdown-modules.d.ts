/** Content files (content/…/*.md), parsed at build time by the markdown-content Vite plugin. */
declare module '*.md' {
  const content: import('./markdown-content').MarkdownContent;
  export default content;
}
