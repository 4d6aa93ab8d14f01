/** Server messages of the inventoryReports part, each m(zh, en, es, ja) from './text'. */
export const inventoryReportsMessages = {};
