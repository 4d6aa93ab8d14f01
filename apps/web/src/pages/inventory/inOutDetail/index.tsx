import { useTranslation } from 'react-i18next';
import ResourcePage, { type FieldDef } from '@/components/ResourcePage';
import { PRINT_STATE } from '@/components/PrintDialog';
import ReportTotals, { type TotalItem } from '@/components/ReportTotals';
import { dayRange, f, materialColumns, stockFilters } from '../outCost/fields';

const fields: FieldDef[] = [
  ...stockFilters(),
  f.days,
  ...materialColumns(),
  ...['opening', 'in', 'out', 'gain', 'loss', 'closing'].flatMap((k) => [f.number(`${k}Qty`), f.money(`${k}Value`)]),
];

const totals: TotalItem[] = [...['openingValue', 'inValue', 'outValue', 'gainValue', 'lossValue', 'closingValue'].map((key) => ({ key, money: true })), { key: 'closingQty' }];

/**
 * Stock in and out (/kucunzhongxin/statisticaltable/inoutdetail, menu 1106020): per warehouse material over the days,
 * opening, inbound, outbound, stocktake gains and losses, and closing.
 */
export default function InOutDetailPage() {
  const { t } = useTranslation();
  return (
    <ResourcePage
      title="/kucunzhongxin/statisticaltable/inoutdetail"
      rowKey="houseMaterialId"
      fields={fields}
      pageEndpoint="inventoryReports.inOutDetail"
      exportEndpoint="inventoryReports.inOutDetailExport"
      extraToolbar={({ query }) => <ReportTotals endpoint="inventoryReports.inOutDetail" query={query} items={totals} label={(key) => t(`inventoryReports.field.${key}`)} />}
      print={{ state: PRINT_STATE.tableWithCentTotals, amountKey: 'closingValue', quantityKey: 'closingQty', timeRange: dayRange }}
    />
  );
}
