/** Server messages of the inventoryDocuments part, each m(zh, en, es, ja) from './text'. */
export const inventoryDocumentsMessages = {};
