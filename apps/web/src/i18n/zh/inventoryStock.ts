/** Texts of warehouses, units and conversions, warehouse materials, stock and batches (drpwarehouse, drpunit, drphousematerial, drpinventory, drpintodetail), Chinese. */
export default {};
