/** The reports module's face (issue 27): rollups folded from the money path's marks, report families, charts. */
export { foldAll, foldMerchant } from './fold';
export { startReportFold } from './foldJob';
export { reportsTradeHandlers } from './reportsTradeRoutes';
export { reportsMoneyHandlers } from './reportsMoneyRoutes';
export { reportsSalesHandlers } from './reportsSalesRoutes';
export { reportsCustomHandlers } from './reportsCustomRoutes';
export { dataScreenHandlers } from './dataScreenRoutes';
