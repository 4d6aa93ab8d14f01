/** Texts of suppliers, their levels and qualifications (drpsupplier, drpsupplierlevel, drpsupplierqualification), Japanese. */
export default {};
