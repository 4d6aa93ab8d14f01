import { useState } from 'react';
import { Segmented, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { INTAKE_GROUPS, SALE_ANALYSIS_BY, type AreaDishSaleRow, type DishSaleRow, type IntakeRow, type SaleAnalysisRow } from '@canteen/contract';
import type { FieldDef } from '@/components/ResourcePage';
import ReportChart from '@/components/ReportChart';
import { GroupTabs, RangeTabs, ReportTab, f, type DayRange } from './kit';
import { useAllRows } from './useAllRows';

const dishTotals = [{ key: 'qty' }, { key: 'amount', money: true }];
const shareText = (v: unknown) => (typeof v === 'number' ? `${(v * 100).toFixed(2)}%` : '');
const dishName = f.named('dishName', 'reportsSales.noDish', 180);

const dishFields: FieldDef<DishSaleRow>[] = [f.canteenFilter, f.orgFilter, f.stallFilter, f.textFilter('dishName'), dishName, f.number('qty'), f.money('amount'), { ...f.text('share', 100), render: shareText }];

const areaFields: FieldDef<AreaDishSaleRow>[] = [
  f.canteenFilter,
  f.orgFilter,
  f.stallFilter,
  f.textFilter('dishName'),
  f.text('canteenName', 140),
  f.named('stallName', 'reportsSales.noStall'),
  dishName,
  f.number('qty'),
  f.money('amount'),
];

const hourText = (v: unknown) => (typeof v === 'number' ? `${String(v).padStart(2, '0')}:00` : '');
const analysisFields = (by: string): FieldDef<SaleAnalysisRow>[] => [
  f.canteenFilter,
  f.orgFilter,
  by === 'day' ? f.date('day') : { ...f.text('hour', 90), render: hourText },
  f.number('orders'),
  ...(by === 'day' ? [f.number('persons')] : []),
  f.money('amount'),
  f.money('avgTicket'),
  f.money('discount'),
  f.number('points'),
  f.number('refunds'),
  f.money('refundAmount'),
  f.money('net'),
];
const analysisTotals = ['orders', 'amount', 'avgTicket', 'discount', 'points', 'refunds', 'refundAmount', 'net'].map((key) => ({ key, money: !['orders', 'points', 'refunds'].includes(key) }));

/** Sale analysis: per day (with a chart of the days) or per hour of the range (a chosen day's hours). */
function SaleAnalysisTab({ range }: { range: DayRange }) {
  const { t } = useTranslation();
  const [by, setBy] = useState<string>('day');
  const chart = useAllRows('reportsSales.saleAnalysis', { ...range, by });
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Segmented aria-label={t('reportsSales.field.by')} value={by} onChange={(v) => setBy(String(v))} options={SALE_ANALYSIS_BY.map((b) => ({ value: b, label: t(`reportsSales.by.${b}`) }))} />
      <ReportTab
        title="reportsSales.tab.saleAnalysis"
        pageEndpoint="reportsSales.saleAnalysis"
        exportEndpoint="reportsSales.saleAnalysisExport"
        rowKey="groupKey"
        fields={analysisFields(by)}
        range={range}
        fixed={{ by }}
        totals={analysisTotals}
        amountKey="amount"
        quantityKey="orders"
        above={
          <ReportChart
            title={t(by === 'day' ? 'reportsSales.chart.saleAnalysis' : 'reportsSales.chart.saleHours')}
            rows={chart.data ?? []}
            x={by}
            series={[
              { key: 'orders', label: t('reportsSales.field.orders') },
              { key: 'amount', label: t('reportsSales.field.amount'), money: true },
            ]}
          />
        }
      />
    </Space>
  );
}

const intakeFields = (group: string): FieldDef<IntakeRow>[] => [
  f.canteenFilter,
  f.supplierFilter,
  f.textFilter('materialName'),
  ...(group === 'supplier' ? [f.named('supplierName', 'reportsSales.noSupplier', 180)] : []),
  ...(group === 'material' ? [f.text('materialName', 160), f.named('categoryName', 'reportsSales.noName'), f.text('unitName', 80)] : []),
  ...(group === 'category' ? [f.named('categoryName', 'reportsSales.noName', 160)] : []),
  f.number('qty'),
  f.money('value'),
  f.number('docCount'),
];

/**
 * Dish sales (/baobiaozhongxin/caipinxiaoshouSum, menu 1207000): dish sales with each dish's share, the same by
 * canteen and stall, the sale analysis, and the intake of stock by supplier, material and category.
 */
export default function DishSalesPage() {
  return (
    <RangeTabs
      tabs={[
        {
          key: 'dishSales',
          render: (range) => (
            <ReportTab
              title="reportsSales.tab.dishSales"
              pageEndpoint="reportsSales.dishSales"
              exportEndpoint="reportsSales.dishSalesExport"
              rowKey="dishId"
              fields={dishFields}
              range={range}
              totals={dishTotals}
              amountKey="amount"
              quantityKey="qty"
            />
          ),
        },
        {
          key: 'areaDishSales',
          render: (range) => (
            <ReportTab
              title="reportsSales.tab.areaDishSales"
              pageEndpoint="reportsSales.areaDishSales"
              exportEndpoint="reportsSales.areaDishSalesExport"
              rowKey="groupKey"
              fields={areaFields}
              range={range}
              totals={dishTotals}
              amountKey="amount"
              quantityKey="qty"
            />
          ),
        },
        { key: 'saleAnalysis', render: (range) => <SaleAnalysisTab range={range} /> },
        {
          key: 'intake',
          render: (range) => (
            <GroupTabs
              prefix="reportsSales.intakeGroup"
              groups={INTAKE_GROUPS}
              render={(groupBy) => (
                <ReportTab
                  title="reportsSales.tab.intake"
                  pageEndpoint="reportsSales.intake"
                  exportEndpoint="reportsSales.intakeExport"
                  rowKey="groupKey"
                  fields={intakeFields(groupBy)}
                  range={range}
                  fixed={{ groupBy }}
                  totals={[{ key: 'qty' }, { key: 'value', money: true }]}
                  amountKey="value"
                  quantityKey="qty"
                />
              )}
            />
          ),
        },
      ]}
    />
  );
}
