import { Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FieldDef } from '@/components/ResourcePage';
import { ReportView, SALE_FIELDS, SALE_TOTALS, f, useDayRange } from '../customReport/kit';

/** The columns of a device's day (water and docking machines). */
export const deviceDayFields = (): FieldDef[] => [f.canteenFilter, f.orgFilter, f.day('day'), f.text('deviceName', 140), f.text('serialNumber', 140), f.text('canteenName', 120), ...SALE_FIELDS];

/** Machine water info (/baobiaozhongxin/shuikongsum, menu 1210000): consumption on water-control machines per day and device. */
export default function WaterSumPage() {
  const { t } = useTranslation();
  const [range, picker] = useDayRange();
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Paragraph type="secondary">{t('reportsCustom.water.note')}</Typography.Paragraph>
      {picker}
      <ReportView
        title="/baobiaozhongxin/shuikongsum"
        pageEndpoint="reportsCustom.water"
        exportEndpoint="reportsCustom.waterExport"
        rowKey="rowKey"
        fields={deviceDayFields()}
        fixed={range}
        timeRange={[range.startDay, range.endDay]}
        totals={SALE_TOTALS}
        amountKey="net"
        quantityKey="orders"
      />
    </Space>
  );
}
