/** Texts of stocktakes (drpcheckinventory, pandian), Chinese. */
export default {};
