/** Texts of suppliers, their levels and qualifications (drpsupplier, drpsupplierlevel, drpsupplierqualification), English. */
export default {};
