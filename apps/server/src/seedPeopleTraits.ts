import { SHANGHAI } from './seedClock';

/**
 * Who the 36 demo people are, as the health centre needs to know them: a name whose given part says the sex, and an
 * age on the day of seeding (staff 24–60, the interns — every sixth, students on placement — 20–23), from which a
 * birthday is set. The first three have their birthday this month (the rewards seed drafts their birthday envelope).
 */
const SURNAMES = '王李张刘陈杨赵黄周吴徐孙胡朱高林何郭马罗梁宋郑谢韩唐冯于董萧程曹袁邓许傅沈';
// 1 male, 2 female (the customers' sex codes); the given names read as one or the other in Chinese.
const GIVEN: [name: string, sex: 1 | 2][] = [
  ['伟', 1], ['芳', 2], ['娜', 2], ['敏', 2], ['静', 2], ['磊', 1], ['洋', 1], ['勇', 1], ['艳', 2],
  ['杰', 1], ['娟', 2], ['涛', 1], ['明', 1], ['超', 1], ['秀英', 2], ['霞', 2], ['平', 1], ['刚', 1],
];
const AGES = [52, 48, 35, 57, 29, 21, 44, 31, 26, 55, 38, 22, 41, 27, 60, 33, 46, 20, 24, 50, 37, 29, 43, 23, 58, 32, 25, 47, 39, 21, 53, 28, 36, 45, 30, 22];

export const DEMO_PEOPLE = 36;

export interface DemoTraits {
  custName: string;
  sex: 1 | 2;
  intern: boolean;
  /** 'YYYY-MM-DD', so that the person is `age` on the Shanghai day of `now`. */
  birthday: string;
  age: number;
}

/** The i-th demo person's name, sex, birthday and age as of `now`. */
export function demoTraits(i: number, now: Date): DemoTraits {
  const [given, sex] = GIVEN[(i * 7) % GIVEN.length];
  const age = AGES[i % AGES.length];
  const today = new Date(now.getTime() + SHANGHAI);
  const [y, m, d] = [today.getUTCFullYear(), today.getUTCMonth() + 1, today.getUTCDate()];
  const month = i < 3 ? m : 1 + ((i * 5) % 12);
  const day = 1 + ((i * 11) % 28);
  const hadIt = month < m || (month === m && day <= d);
  const birthday = `${y - age - (hadIt ? 0 : 1)}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return { custName: SURNAMES[i % SURNAMES.length] + given, sex, intern: i % 6 === 5, birthday, age };
}
