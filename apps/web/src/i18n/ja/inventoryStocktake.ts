/** Texts of stocktakes (drpcheckinventory, pandian), Japanese. */
export default {};
