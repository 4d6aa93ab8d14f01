import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { ReportView, SALE_FIELDS, SALE_TOTALS, f, label, useDayRange } from '../customReport/kit';

const fields = [
  f.canteenFilter,
  f.orgFilter,
  f.textFilter('custName'),
  f.day('day'),
  f.text('custName', 100),
  f.text('custNum', 110),
  f.text('orgName', 120),
  f.text('visitReason', 140),
  f.text('visitHost', 100),
  f.time('registeredAt'),
  f.time('validUntil'),
  ...SALE_FIELDS,
];

/** Visitor flow (/baobiaozhongxin/visitor, hidden, menu 1211000): each visitor's consumption per day, and the visitors registered in the range. */
export default function VisitorFlowPage() {
  const { t } = useTranslation();
  const [range, picker] = useDayRange();
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      {picker}
      <ReportView
        title="/baobiaozhongxin/visitor"
        pageEndpoint="reportsCustom.visitors"
        exportEndpoint="reportsCustom.visitorsExport"
        rowKey="rowKey"
        fields={fields}
        fixed={range}
        timeRange={[range.startDay, range.endDay]}
        totals={[{ key: 'registered' }, { key: 'visitors' }, ...SALE_TOTALS]}
        totalLabel={(key) => t(label(key))}
        amountKey="net"
        quantityKey="orders"
      />
    </Space>
  );
}
