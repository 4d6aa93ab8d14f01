/** The settings module's face (docs/ARCHITECTURE.md §6): what other modules and the app may use. */
export { settingsHandlers } from './routes';
export { getSetting, merchantTimeZone, offlineWindow, prefetchConsumptionSettings } from './service';
export { deductionOrder, type PayChannel } from './deduction';
export { bumpStamp, stampOf } from './stamps';
export { settingsSealedLocations } from './sealed';
export { settingsLookups, type SettingsLookups, type UserName } from './ports';
