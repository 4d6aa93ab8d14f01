/** The canteens module's face (docs/ARCHITECTURE.md §6): what other modules and the app may use. */
export { canteensHandlers } from './routes';
export { addStall, canteenOptions, canteens, findCanteen, stalls } from './canteens';
export { mealLines } from './mealLines';
export { addPeriod, listPeriods, mealPeriodAt } from './mealPeriods';
export { addDays, daysBetween, localClock, toMinutes } from './timeOfDay';
export { merchantToday } from './today';
