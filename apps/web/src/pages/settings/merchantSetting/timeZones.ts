/** IANA time zone names the browser knows (the server checks the name against the database's list). */
const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
export const TIME_ZONES: string[] = [...new Set(['Asia/Shanghai', 'UTC', ...known])].sort();
