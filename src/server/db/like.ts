/** A `like`/`ilike` pattern matching text that contains `s`, its own `%`, `_` and `\` taken literally. */
export const containing = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
