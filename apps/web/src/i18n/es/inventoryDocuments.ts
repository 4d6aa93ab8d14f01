/** Texts of inbound and outbound documents and imports (drpintoinventory, drpoutinventory, drpimportrecord), Spanish. */
export default {};
