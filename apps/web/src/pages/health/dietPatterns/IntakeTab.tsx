import { Button, Table, type TableColumnsType } from 'antd';
import { LineChartOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DietReportDay } from '@canteen/contract';
import { usePagedList } from '@/components/Pagination/usePagedList';
import PrintDialog, { PRINT_STATE } from '@/components/PrintDialog';
import { formatDate } from '@/shell/clock';
import { NutrientCell, nutrientOf, RangeFilters, useRange } from '../shared';

const MAIN = ['energy', 'protein', 'fat', 'carbohydrate'] as const;

/** Intake per person and day over a range, from their orders × dish nutrition, against their pattern. */
export default function IntakeTab() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query, setQuery] = useRange();
  const { list, rows, pager } = usePagedList('health.dietReport', query);
  const nutrientText = (r: DietReportDay, code: string) => {
    const n = nutrientOf(r.nutrients, code);
    return n ? `${n.amount} ${n.unit}${n.status ? ` (${t(`health.status.${n.status}`)})` : ''}` : '';
  };
  const columns: TableColumnsType<DietReportDay> = [
    { key: 'day', dataIndex: 'day', title: t('health.intake.day'), render: (v: string) => formatDate(v) },
    { key: 'custName', dataIndex: 'custName', title: t('health.person.custName') },
    { key: 'custNum', dataIndex: 'custNum', title: t('health.person.custNum') },
    { key: 'orgName', dataIndex: 'orgName', title: t('health.person.org') },
    { key: 'dietName', dataIndex: 'dietName', title: t('health.person.diet'), render: (v: string | null) => v ?? t('health.person.noDiet') },
    { key: 'mealShare', dataIndex: 'mealShare', title: t('health.intake.mealShare'), render: (v: number) => `${v}%` },
    ...MAIN.map((code) => ({ key: code, title: t(`health.nutrient.${code}`), render: (_: unknown, r: DietReportDay) => <NutrientCell row={nutrientOf(r.nutrients, code)} /> })),
    { key: 'dishes', title: t('health.intake.dishes'), render: (_: unknown, r: DietReportDay) => r.dishes.map((d) => `${d.dishName}×${d.qty}`).join('、') },
    {
      key: 'actions',
      title: t('widgets.common.actions'),
      fixed: 'right',
      render: (_: unknown, r: DietReportDay) => (
        <Button type="link" size="small" icon={<LineChartOutlined />} onClick={() => void navigate(`/healthcenter/analysisdetail?custId=${r.custId}&from=${query.from}&to=${query.to}`)}>
          {t('health.intake.chart')}
        </Button>
      ),
    },
  ];
  return (
    <div>
      <RangeFilters initial={query} onSearch={setQuery} />
      <div style={{ marginBottom: 16 }}>
        <PrintDialog
          columns={[
            { key: 'day', title: t('health.intake.day'), format: (v) => formatDate(v as string) },
            { key: 'custName', title: t('health.person.custName') },
            { key: 'orgName', title: t('health.person.org') },
            { key: 'dietName', title: t('health.person.diet') },
            ...MAIN.map((code) => ({ key: code, title: t(`health.nutrient.${code}`), format: (_v: unknown, row: Record<string, unknown>) => nutrientText(row as unknown as DietReportDay, code) })),
          ]}
          rows={rows as unknown as Record<string, unknown>[]}
          state={PRINT_STATE.table}
          title={t('health.intake.title')}
          timeRange={[formatDate(query.from), formatDate(query.to)]}
        />
      </div>
      <Table<DietReportDay>
        rowKey={(r) => `${r.custId}|${r.day}`}
        loading={list.isFetching}
        dataSource={rows}
        columns={columns}
        pagination={false}
        bordered
        size="middle"
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('health.intake.none') }}
      />
      {pager}
    </div>
  );
}
