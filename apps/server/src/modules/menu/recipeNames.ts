/**
 * A copied recipe's name. Names are free text the manager types (the planner suggests "周一午餐"), stored as typed in
 * one language; nothing generates them. So a copy renames only what plainly names the source's weekday: every
 * weekday word in the name says the source's weekday (in any of the console's four languages) and becomes the
 * target's in the same language and form ("周一午餐" → "周二午餐", "星期天" → "星期一", "Monday lunch" → "Tuesday
 * lunch", "月曜日の昼食" → "火曜日の昼食"). A name without a weekday word, or naming another weekday too ("周一至周五
 * 套餐"), is the manager's own and is kept. Abbreviations ("Mon", "Sun") are left alone: they are ordinary words too.
 */

type Form = { pattern: string; word: (weekday: number, matched: string) => string };

const ZH_DIGITS = ['一', '二', '三', '四', '五', '六', '日'];
const EN = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const ES = ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'];
const JA = ['月', '火', '水', '木', '金', '土', '日'];

const plain = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
/** The target word written like the matched one: upper case, capitalised or lower case. */
function likeMatched(word: string, matched: string): string {
  if (matched === matched.toUpperCase()) return word.toUpperCase();
  if (matched[0] === matched[0].toUpperCase()) return word[0].toUpperCase() + word.slice(1);
  return word.toLowerCase();
}

const FORMS: Form[] = [
  // 周一, 星期一, 礼拜一 … 周日/周天: the prefix stays, the digit changes (Sunday as 日).
  { pattern: '(?:周|星期|礼拜|禮拜)[一二三四五六日天]', word: (n, m) => m.slice(0, -1) + ZH_DIGITS[n - 1] },
  { pattern: `\\b(?:${EN.join('|')})\\b`, word: (n, m) => likeMatched(EN[n - 1], m) },
  { pattern: `(?<![\\p{L}])(?:${ES.map((w) => `${w}|${plain(w)}`).join('|')})(?![\\p{L}])`, word: (n, m) => likeMatched(ES[n - 1], m) },
  // 月曜日 / 月曜: the day character changes.
  { pattern: '[月火水木金土日]曜', word: (n) => `${JA[n - 1]}曜` },
];
const ANY = new RegExp(FORMS.map((f) => `(${f.pattern})`).join('|'), 'giu');

/** 1 Monday … 7 Sunday of the weekday a matched word names. */
function weekdayOfWord(word: string): number {
  const zh = /^(?:周|星期|礼拜|禮拜)(.)$/u.exec(word);
  if (zh) return zh[1] === '天' ? 7 : ZH_DIGITS.indexOf(zh[1]) + 1;
  if (word.endsWith('曜')) return JA.indexOf(word[0]) + 1;
  const lower = plain(word.toLowerCase());
  const en = EN.findIndex((w) => w.toLowerCase() === lower);
  return en >= 0 ? en + 1 : ES.findIndex((w) => plain(w) === lower) + 1;
}

/** 1 Monday … 7 Sunday of a day 'YYYY-MM-DD'. */
export const weekdayOf = (day: string) => ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

/** The name a recipe named `name` on `fromDay` gets when copied to `toDay` (see the comment at the top). */
export function nameForDay(name: string, fromDay: string, toDay: string): string {
  const from = weekdayOf(fromDay);
  const to = weekdayOf(toDay);
  if (from === to) return name;
  const words = [...name.matchAll(ANY)];
  if (!words.length || words.some((m) => weekdayOfWord(m[0]) !== from)) return name;
  return name.replace(ANY, (matched, ...groups: unknown[]) => {
    const form = FORMS[groups.slice(0, FORMS.length).findIndex((g) => g !== undefined)];
    return form.word(to, matched);
  });
}
