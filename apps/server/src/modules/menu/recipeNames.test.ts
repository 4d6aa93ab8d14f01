import { describe, expect, it } from 'vitest';
import { nameForDay } from './recipeNames';

// 2031-07-07 is a Monday.
const MON = '2031-07-07';
const TUE = '2031-07-08';
const SUN = '2031-07-13';

describe("a copied recipe's name", () => {
  it('says the target weekday where it said the source weekday, in the same language and form', () => {
    expect(nameForDay('周一午餐', MON, TUE)).toBe('周二午餐');
    expect(nameForDay('星期一 午餐', MON, SUN)).toBe('星期日 午餐');
    expect(nameForDay('礼拜天晚餐', SUN, MON)).toBe('礼拜一晚餐');
    expect(nameForDay('周日早餐', SUN, TUE)).toBe('周二早餐');
    expect(nameForDay('Monday lunch', MON, TUE)).toBe('Tuesday lunch');
    expect(nameForDay('MONDAY LUNCH', MON, SUN)).toBe('SUNDAY LUNCH');
    expect(nameForDay('almuerzo del lunes', MON, '2031-07-09')).toBe('almuerzo del miércoles');
    expect(nameForDay('Sabado especial', '2031-07-12', MON)).toBe('Lunes especial');
    expect(nameForDay('月曜日の昼食', MON, TUE)).toBe('火曜日の昼食');
    expect(nameForDay('周一午餐（周一特供）', MON, TUE)).toBe('周二午餐（周二特供）');
  });

  it("keeps a name of the manager's own: no weekday word, another weekday too, or an abbreviation", () => {
    expect(nameForDay('家常午餐', MON, TUE)).toBe('家常午餐');
    expect(nameForDay('', MON, TUE)).toBe('');
    expect(nameForDay('周一至周五早餐', MON, TUE)).toBe('周一至周五早餐');
    expect(nameForDay('周三特餐', MON, TUE)).toBe('周三特餐');
    expect(nameForDay('Mon special', MON, TUE)).toBe('Mon special');
    expect(nameForDay('Sun-dried tomato pasta', SUN, MON)).toBe('Sun-dried tomato pasta');
    expect(nameForDay('Mondayish', MON, TUE)).toBe('Mondayish');
    // Same weekday (a week later): unchanged.
    expect(nameForDay('周一午餐', MON, '2031-07-14')).toBe('周一午餐');
  });
});
