/**
 * `%text%` for `ILIKE`: the text's own `\`, `%` and `_` are escaped so that they match themselves (PostgreSQL's
 * default LIKE escape is `\`). Every "contains" filter of a list goes through this.
 */
export const likeContains = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
