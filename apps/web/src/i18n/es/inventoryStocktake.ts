/** Texts of stocktakes (drpcheckinventory, pandian), Spanish. */
export default {};
