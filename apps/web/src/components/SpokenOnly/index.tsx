import type { CSSProperties, ReactNode } from 'react';

/**
 * The usual visually-hidden box. Inline, so no component library's rule on the parent's children can show it;
 * a block, so a name read from contents keeps it a word apart from the text before it.
 */
const STYLE: CSSProperties = {
  display: 'block',
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
};

/** Text for screen readers only: read (e.g. as part of a button's name, or a column's header), not shown. */
export default function SpokenOnly({ as: Tag = 'span', children }: { as?: 'span' | 'h1'; children: ReactNode }) {
  return <Tag style={STYLE}>{children}</Tag>;
}
