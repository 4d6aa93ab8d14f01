/** Texts of inbound and outbound documents and imports (drpintoinventory, drpoutinventory, drpimportrecord), Japanese. */
export default {};
