/** Texts of stocktakes (drpcheckinventory, pandian), English. */
export default {};
