import ResourcePage, { type FieldDef } from '@/components/ResourcePage';
import { PRINT_STATE } from '@/components/PrintDialog';
import { dayRange, f, stockFilters, unitCostText } from './fields';

const fields: FieldDef[] = [
  ...stockFilters(),
  f.days,
  f.groupBy,
  f.text('warehouseName', 120),
  f.text('materialName', 140),
  f.text('categoryName', 110),
  f.text('unitName', 70),
  f.number('qty'),
  f.money('cost'),
  { ...f.number('avgUnitCost'), render: unitCostText },
  f.number('docCount'),
];

/** Outbound cost (/kucunzhongxin/statisticaltable/outcost, menu 1106010): what committed outbound took, by material, category or warehouse. */
export default function OutCostPage() {
  return (
    <ResourcePage
      title="/kucunzhongxin/statisticaltable/outcost"
      rowKey="groupKey"
      fields={fields}
      pageEndpoint="inventoryReports.outCost"
      exportEndpoint="inventoryReports.outCostExport"
      print={{ state: PRINT_STATE.tableWithCentTotals, amountKey: 'cost', quantityKey: 'qty', timeRange: dayRange }}
    />
  );
}
