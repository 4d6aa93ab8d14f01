/** Texts of purchase plans, their generation from recipes, mails to suppliers, purchase orders and notices (drppurchaseplan, drppurchaseorder, drpdishesconversion, drppurnotice), Spanish. */
export default {};
