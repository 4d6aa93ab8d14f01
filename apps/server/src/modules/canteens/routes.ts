import { canteensEndpoints } from '@canteen/contract';
import type { Handlers } from '../../platform/http/register';
import { addStall, canteenOptions, canteens, editStall, stalls } from './canteens';
import { addPeriod, editPeriod, listPeriods, mealPeriodAt, removePeriod } from './mealPeriods';
import { addEffective, editEffective, effectivePeriods } from './effectivePeriods';
import { addBusinessTime, editBusinessTime, listBusinessTimes, removeBusinessTime } from './businessTime';
import { addHoliday, calendarInfo, holidays, pageHolidays, syncHolidays, uploadCalendar } from './holidays';
import { addMealLine, editMealLine, mealLineChoices, mealLineDetail, mealLines, removeMealLine } from './mealLines';
import { addArea, areaTree, areas, editArea, removeArea } from './areas';
import { addTable, closeTable, editTable, openTable, removeTable, tableHistoryPage, tables } from './tables';
import { addDining, addDiningEffective, canteenDiningTree, diningDetail, diningEffectives, dinings, disableDining, editDiningEffective } from './dining';
import { labels } from './labels';
import { saveTakeoutRule, takeoutRuleOf } from './takeout';
import { addReservation, addRoom, cancelReservation, editReservation, removeReservation, reservations, rooms } from './rooms';

export const canteensHandlers: Handlers<typeof canteensEndpoints> = {
  'canteens.canteenPage': (ctx, input) => canteens.page(ctx, input),
  'canteens.canteenList': (ctx) => canteenOptions(ctx),
  'canteens.canteenAdd': async (ctx, input) => ({ canteenId: await canteens.create(ctx, input) }),
  'canteens.canteenEdit': async (ctx, input) => {
    await canteens.update(ctx, input.canteenId, input);
    return null;
  },
  'canteens.canteenRemove': async (ctx, input) => {
    await canteens.remove(ctx, input.id);
    return null;
  },
  'canteens.stallPage': (ctx, input) => stalls.page(ctx, input),
  'canteens.stallAdd': (ctx, input) => addStall(ctx, input),
  'canteens.stallEdit': (ctx, input) => editStall(ctx, input),
  'canteens.stallRemove': async (ctx, input) => {
    await stalls.remove(ctx, input.id);
    return null;
  },
  'canteens.periodList': (ctx, input) => listPeriods(ctx, input.canteenId),
  'canteens.periodInUse': (ctx, input) => mealPeriodAt(ctx, input.canteenId, input.at ? new Date(input.at) : ctx.now()),
  'canteens.periodAdd': (ctx, input) => addPeriod(ctx, input),
  'canteens.periodEdit': (ctx, input) => editPeriod(ctx, input),
  'canteens.periodRemove': (ctx, input) => removePeriod(ctx, input.id),
  'canteens.effectivePage': (ctx, input) => effectivePeriods.page(ctx, input),
  'canteens.effectiveAdd': (ctx, input) => addEffective(ctx, input),
  'canteens.effectiveEdit': (ctx, input) => editEffective(ctx, input),
  'canteens.effectiveRemove': async (ctx, input) => {
    await effectivePeriods.remove(ctx, input.id);
    return null;
  },
  'canteens.businessTimeList': (ctx) => listBusinessTimes(ctx),
  'canteens.businessTimeAdd': (ctx, input) => addBusinessTime(ctx, input),
  'canteens.businessTimeEdit': (ctx, input) => editBusinessTime(ctx, input),
  'canteens.businessTimeRemove': (ctx, input) => removeBusinessTime(ctx, input.id),
  'canteens.holidayPage': (ctx, input) => pageHolidays(ctx, input),
  'canteens.holidayAdd': (ctx, input) => addHoliday(ctx, input),
  'canteens.holidayRemove': async (ctx, input) => {
    await holidays.remove(ctx, input.id);
    return null;
  },
  'canteens.holidaySync': (ctx, input) => syncHolidays(ctx, input.year),
  'canteens.holidayCalendar': (ctx) => calendarInfo(ctx),
  'canteens.holidayCalendarUpload': (ctx) => uploadCalendar(ctx),
  'canteens.mealLinePage': (ctx, input) => mealLines.page(ctx, input),
  'canteens.mealLineList': (ctx, input) => mealLineChoices(ctx, input.canteenId),
  'canteens.mealLineDetail': (ctx, input) => mealLineDetail(ctx, input.id),
  'canteens.mealLineAdd': (ctx, input) => addMealLine(ctx, input),
  'canteens.mealLineEdit': (ctx, input) => editMealLine(ctx, input),
  'canteens.mealLineRemove': (ctx, input) => removeMealLine(ctx, input.id),
  'canteens.areaAdd': (ctx, input) => addArea(ctx, input),
  'canteens.areaPage': (ctx, input) => areas.page(ctx, input),
  'canteens.areaTree': (ctx, input) => areaTree(ctx, input.canteenId),
  'canteens.areaEdit': (ctx, input) => editArea(ctx, input),
  'canteens.areaRemove': (ctx, input) => removeArea(ctx, input.id),
  'canteens.tablePage': (ctx, input) => tables.page(ctx, input),
  'canteens.tableAdd': (ctx, input) => addTable(ctx, input),
  'canteens.tableEdit': (ctx, input) => editTable(ctx, input),
  'canteens.tableRemove': (ctx, input) => removeTable(ctx, input.id),
  'canteens.tableOpen': (ctx, input) => openTable(ctx, input.tableId, input.people),
  'canteens.tableClose': (ctx, input) => closeTable(ctx, input.tableId),
  'canteens.tableHistoryPage': (ctx, input) => tableHistoryPage(ctx, input),
  'canteens.diningPage': (ctx, input) => dinings.page(ctx, input),
  'canteens.diningCanteenTree': (ctx) => canteenDiningTree(ctx),
  'canteens.diningDetail': (ctx, input) => diningDetail(ctx, input.diningId),
  'canteens.diningAdd': (ctx, input) => addDining(ctx, input),
  'canteens.diningEdit': async (ctx, input) => {
    await dinings.update(ctx, input.diningId, input);
    return null;
  },
  'canteens.diningRemove': async (ctx, input) => {
    await dinings.remove(ctx, input.id);
    return null;
  },
  'canteens.diningDisable': (ctx, input) => disableDining(ctx, input.diningId),
  'canteens.diningEffectivePage': (ctx, input) => diningEffectives.page(ctx, input),
  'canteens.diningEffectiveAdd': (ctx, input) => addDiningEffective(ctx, input),
  'canteens.diningEffectiveEdit': (ctx, input) => editDiningEffective(ctx, input),
  'canteens.diningEffectiveRemove': async (ctx, input) => {
    await diningEffectives.remove(ctx, input.id);
    return null;
  },
  'canteens.labelList': (ctx, input) => labels.list(ctx, input),
  'canteens.labelAdd': async (ctx, input) => ({ labelId: await labels.create(ctx, input) }),
  'canteens.labelEdit': async (ctx, input) => {
    await labels.update(ctx, input.labelId, input);
    return null;
  },
  'canteens.labelRemove': async (ctx, input) => {
    await labels.remove(ctx, input.id);
    return null;
  },
  'canteens.takeoutRuleGet': (ctx, input) => takeoutRuleOf(ctx, input.canteenId),
  'canteens.takeoutRuleSave': (ctx, input) => saveTakeoutRule(ctx, input),
  'canteens.roomPage': (ctx, input) => rooms.page(ctx, input),
  'canteens.roomAdd': (ctx, input) => addRoom(ctx, input),
  'canteens.roomEdit': async (ctx, input) => {
    await rooms.update(ctx, input.roomId, input);
    return null;
  },
  'canteens.roomRemove': async (ctx, input) => {
    await rooms.remove(ctx, input.id);
    return null;
  },
  'canteens.reservationPage': (ctx, input) => reservations.page(ctx, input),
  'canteens.reservationAdd': (ctx, input) => addReservation(ctx, input),
  'canteens.reservationCancel': (ctx, input) => cancelReservation(ctx, input.reserveId),
  'canteens.reservationEdit': (ctx, input) => editReservation(ctx, input),
  'canteens.reservationRemove': (ctx, input) => removeReservation(ctx, input.id),
};
