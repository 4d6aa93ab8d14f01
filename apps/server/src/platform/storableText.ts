/** NUL (U+0000) or a surrogate without its pair: PostgreSQL text and jsonb hold neither. */
export const UNSTORABLE_TEXT = /\0|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const UNSTORABLE_ALL = new RegExp(UNSTORABLE_TEXT.source, 'g');

/** `text` with each unstorable character replaced by U+FFFD, for logs that keep whatever was sent. */
export const storable = (text: string): string => text.replace(UNSTORABLE_ALL, '\ufffd');

/**
 * The dotted path of the first string or key in `value` that holds an unstorable character, or null. A request
 * with one is refused (40000 naming the field) before validation (ARCHITECTURE §3). Walks with its own stack,
 * since content may be deep; JSON text shows such characters as escapes, which rules most requests out at once.
 */
export function unstorableField(value: unknown): string | null {
  if (!/\\u(?:0000|d[89a-f])/i.test(JSON.stringify(value) ?? '')) return null;
  const stack: [unknown, string[]][] = [[value, []]];
  while (stack.length) {
    const [node, path] = stack.pop()!;
    if (typeof node === 'string' && UNSTORABLE_TEXT.test(node)) return path.join('.');
    if (!node || typeof node !== 'object') continue;
    for (const [k, v] of Object.entries(node)) {
      if (UNSTORABLE_TEXT.test(k)) return [...path, storable(k)].join('.');
      stack.push([v, [...path, k]]);
    }
  }
  return null;
}
