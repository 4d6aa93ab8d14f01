import { useTranslation } from 'react-i18next';
import ResourcePage, { type FieldDef } from '@/components/ResourcePage';
import { PRINT_STATE } from '@/components/PrintDialog';
import ReportTotals, { type TotalItem } from '@/components/ReportTotals';
import { f, materialColumns, stockFilters } from '../outCost/fields';

const fields: FieldDef[] = [
  ...stockFilters(),
  ...materialColumns(),
  f.warning,
  f.number('stockQty'),
  f.number('minQty'),
  f.number('maxQty'),
  f.number('shortfall'),
  f.number('excess'),
  f.money('stockValue'),
];

const totals: TotalItem[] = [{ key: 'shortfall' }, { key: 'stockValue', money: true }];

/** Stock warning (/kucunzhongxin/statisticaltable/inventorywarning, menu 1106030): materials below their minimum or above their maximum. */
export default function InventoryWarningPage() {
  const { t } = useTranslation();
  return (
    <ResourcePage
      title="/kucunzhongxin/statisticaltable/inventorywarning"
      rowKey="houseMaterialId"
      fields={fields}
      pageEndpoint="inventoryReports.inventoryWarning"
      exportEndpoint="inventoryReports.inventoryWarningExport"
      extraToolbar={({ query }) => <ReportTotals endpoint="inventoryReports.inventoryWarning" query={query} items={totals} label={(key) => t(`inventoryReports.field.${key}`)} />}
      print={{ state: PRINT_STATE.tableWithCentTotals, amountKey: 'stockValue', quantityKey: 'shortfall' }}
    />
  );
}
