/** The reports module's face (issue 27): rollups folded from the money path's marks, report families, charts. */
export { foldAll, foldMerchant } from './fold';
export { startReportFold } from './foldJob';
