/** Texts of suppliers, their levels and qualifications (drpsupplier, drpsupplierlevel, drpsupplierqualification), Spanish. */
export default {};
