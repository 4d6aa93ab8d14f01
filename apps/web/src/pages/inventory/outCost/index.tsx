import { useTranslation } from 'react-i18next';
import ResourcePage, { type FieldDef } from '@/components/ResourcePage';
import { PRINT_STATE } from '@/components/PrintDialog';
import ReportTotals, { type TotalItem } from '@/components/ReportTotals';
import { dayRange, f, stockFilters, unitCostText } from './fields';

const fields: FieldDef[] = [
  ...stockFilters(),
  f.days,
  f.groupBy,
  f.outboundKind,
  f.text('warehouseName', 120),
  f.text('materialName', 140),
  f.text('categoryName', 110),
  f.text('unitName', 70),
  f.number('qty'),
  f.money('cost'),
  { ...f.number('avgUnitCost'), render: unitCostText },
  f.number('docCount'),
];

const totals: TotalItem[] = [{ key: 'qty' }, { key: 'cost', money: true }];

/** Outbound cost (/kucunzhongxin/statisticaltable/outcost, menu 1106010): what committed outbound took, by material, category or warehouse. */
export default function OutCostPage() {
  const { t } = useTranslation();
  return (
    <ResourcePage
      title="/kucunzhongxin/statisticaltable/outcost"
      rowKey="groupKey"
      fields={fields}
      pageEndpoint="inventoryReports.outCost"
      exportEndpoint="inventoryReports.outCostExport"
      extraToolbar={({ query }) => <ReportTotals endpoint="inventoryReports.outCost" query={query} items={totals} label={(key) => t(`inventoryReports.field.${key}`)} />}
      print={{ state: PRINT_STATE.tableWithCentTotals, amountKey: 'cost', quantityKey: 'qty', timeRange: dayRange }}
    />
  );
}
