/** Server messages of the inventoryStocktake part, each m(zh, en, es, ja) from './text'. */
export const inventoryStocktakeMessages = {};
