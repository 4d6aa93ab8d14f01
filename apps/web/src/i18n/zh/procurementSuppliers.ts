/** Texts of suppliers, their levels and qualifications (drpsupplier, drpsupplierlevel, drpsupplierqualification), Chinese. */
export default {};
