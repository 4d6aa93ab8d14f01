/** Server messages of the inventoryStock part, each m(zh, en, es, ja) from './text'. */
export const inventoryStockMessages = {};
