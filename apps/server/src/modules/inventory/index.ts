/** The inventory module's face (docs/ARCHITECTURE.md §6): what other modules and the app may use. */
export { inventoryStockHandlers } from './stockRoutes';
export { inventoryDocumentsHandlers } from './documentRoutes';
export { inventoryStocktakeHandlers } from './stocktakeRoutes';
export { inventoryReportsHandlers } from './reportRoutes';
// For procurement (above): the warehouses' materials with stock, unit conversion, and the supplier port it wires.
export { houseMaterialFacts, assertWarehouse, type HouseMaterialFact } from './facts';
export { unitFactors, convert as convertUnits, isGramName, type UnitFactor } from './unitConversion';
export { supplierLookups, type SupplierLookups } from './ports';
// The stock core's invariant, for the tests that check it after their flows; its numbering and line values, which
// procurement's plans and orders share.
export { stockBreaches, nextDocNo, lineValue, toMilli } from './stock';
// For procurement (above): a received purchase order becomes an inbound draft.
export { addInboundDraft, type InboundInput, type InboundLineInput } from './inbounds';
export { supplierInUse } from './supplierUse';
// For the demo seed (seedInventoryStock): units, warehouses and the materials they keep.
export { addUnit } from './units';
export { addWarehouse } from './warehouses';
export { addHouseMaterial } from './houseMaterials';
// For the demo seed (seedInventoryDocuments): inbound and outbound documents, saved and committed.
export { saveInbound, commitInbound } from './inbounds';
export { saveOutbound, commitOutbound } from './outbounds';
// For the demo seed: a stocktake started and committed through the service.
export { saveStocktake, commitStocktake } from './stocktakes';
// For the intake reports (reports module): stock received by committed inbound documents, as a report's SQL.
export { intakeSql, type IntakeQuery } from './intakeFacts';
