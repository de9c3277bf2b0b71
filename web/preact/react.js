// What the app's packages import as `react` (the alias in vite.config.ts): Preact's compatibility layer,
// plus what it lacks of React 19.2 and Mantine 9 uses. Plain JavaScript: compat's types are `export =`.
import { options } from 'preact';

export * from 'preact/compat';
export { default } from 'preact/compat';

/**
 * React 19.2's <Activity>, which Mantine uses for content kept mounted while hidden (Collapse, Tabs,
 * Transition with keepMounted). Preact has none: hidden content is not rendered, so it starts afresh
 * when shown again instead of keeping its state.
 */
export function Activity({ mode, children }) {
  return mode === 'hidden' ? null : children;
}

/**
 * Adjacent text children are joined into one (`Hatályos: {date}` is one text, not two). The server's
 * markup has one text node where JSX has several pieces (HTML has no boundary between them), and
 * Preact's hydration would split that node up again; React marks the boundary with `<!-- -->`, Preact
 * does not. Joined in both renderers, the client's tree matches the server's markup exactly.
 */
const previousVnode = options.vnode;
options.vnode = (vnode) => {
  const children = vnode.props?.children;
  if (Array.isArray(children) && children.length > 1) {
    let joined = null;
    for (let i = 0; i < children.length; i += 1) {
      const child = children[i];
      const previous = joined ? joined[joined.length - 1] : children[i - 1];
      const text = typeof child === 'string' || typeof child === 'number';
      const previousText = i > 0 && (typeof previous === 'string' || typeof previous === 'number');
      if (text && previousText) {
        joined ??= children.slice(0, i);
        joined[joined.length - 1] = `${previous}${child}`;
      } else if (joined) {
        joined.push(child);
      }
    }
    if (joined) vnode.props.children = joined.length === 1 ? joined[0] : joined;
  }
  previousVnode?.(vnode);
};
