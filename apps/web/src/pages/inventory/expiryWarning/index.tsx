import { useTranslation } from 'react-i18next';
import ResourcePage, { type FieldDef } from '@/components/ResourcePage';
import { PRINT_STATE } from '@/components/PrintDialog';
import ReportTotals, { type TotalItem } from '@/components/ReportTotals';
import { f, materialColumns, stockFilters } from '../outCost/fields';

const fields: FieldDef[] = [
  ...stockFilters(),
  f.windowDays,
  ...materialColumns(),
  f.text('batchNo', 130),
  f.date('productionDate'),
  f.date('expiryDate'),
  f.number('daysLeft'),
  f.expiryState,
  f.number('qty'),
  f.money('value'),
];

const totals: TotalItem[] = [{ key: 'qty' }, { key: 'value', money: true }];

/**
 * Expiry warning (/kucunzhongxin/statisticaltable/expirewarning, menu 1106040): batches with stock that have expired or
 * expire within the window (7 days unless asked), days left counted in the merchant's calendar, and the value at risk.
 */
export default function ExpiryWarningPage() {
  const { t } = useTranslation();
  return (
    <ResourcePage
      title="/kucunzhongxin/statisticaltable/expirewarning"
      rowKey="batchId"
      fields={fields}
      pageEndpoint="inventoryReports.expiryWarning"
      exportEndpoint="inventoryReports.expiryWarningExport"
      extraToolbar={({ query }) => <ReportTotals endpoint="inventoryReports.expiryWarning" query={query} items={totals} label={(key) => t(`inventoryReports.field.${key}`)} />}
      print={{ state: PRINT_STATE.tableWithCentTotals, amountKey: 'value', quantityKey: 'qty' }}
    />
  );
}
