import { useState } from 'react';
import { Alert, Button, Space, Table, type TableColumnsType } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { IMBALANCE_RULES, type ImbalanceRow } from '@canteen/contract';
import { download } from '@/api';
import { usePagedList } from '@/components/Pagination/usePagedList';
import PrintDialog, { PRINT_STATE } from '@/components/PrintDialog';
import { formatDate } from '@/shell/clock';
import { FlagTags, NutrientCell, nutrientOf, RangeFilters, useRange } from '../shared';

const SHOWN = ['energy', 'protein', 'fat', 'sodium', 'fibre'] as const;
const TITLE = '/healthcenter/pianshianalysis';

/**
 * Imbalance analysis (/healthcenter/pianshianalysis, menu 904000): per person with meals in the range, the average day
 * against their targets and the flags it raises; export, print; a row opens the person's intake chart.
 */
export default function ImbalancePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query, setQuery] = useRange();
  const [exporting, setExporting] = useState(false);
  const { list, rows, pager } = usePagedList('health.imbalancePage', query);
  const open = (r: ImbalanceRow) => void navigate(`/healthcenter/analysisdetail?custId=${r.custId}&from=${query.from}&to=${query.to}`);

  const columns: TableColumnsType<ImbalanceRow> = [
    { key: 'custName', dataIndex: 'custName', title: t('health.person.custName') },
    { key: 'custNum', dataIndex: 'custNum', title: t('health.person.custNum') },
    { key: 'orgName', dataIndex: 'orgName', title: t('health.person.org') },
    { key: 'psnTypeName', dataIndex: 'psnTypeName', title: t('health.person.psnType') },
    { key: 'dietName', dataIndex: 'dietName', title: t('health.person.diet'), render: (v: string | null) => v ?? t('health.person.noDiet') },
    { key: 'mealDays', dataIndex: 'mealDays', title: t('health.imbalance.mealDays') },
    ...SHOWN.map((code) => ({ key: code, title: t(`health.imbalance.avg.${code}`), render: (_: unknown, r: ImbalanceRow) => <NutrientCell row={nutrientOf(r.averages, code)} /> })),
    { key: 'fatEnergyPercent', dataIndex: 'fatEnergyPercent', title: t('health.imbalance.fatEnergy'), render: (v: number) => `${v}%` },
    { key: 'flags', dataIndex: 'flags', title: t('health.imbalance.flag'), render: (v: string[]) => <FlagTags flags={v} /> },
    {
      key: 'actions',
      title: t('widgets.common.actions'),
      fixed: 'right',
      render: (_: unknown, r: ImbalanceRow) => (
        <Button type="link" size="small" onClick={() => open(r)}>
          {t('health.intake.chart')}
        </Button>
      ),
    },
  ];

  const exportRows = async () => {
    setExporting(true);
    try {
      const { from, to, custName, custNum, orgId, psnTypeId, flag } = query;
      // The file has the table's columns, in its order.
      const shown = columns.flatMap((c) => (c.key === 'actions' ? [] : [String(c.key)]));
      await download('health.imbalanceExport', { from, to, custName, custNum, orgId, psnTypeId, flag, columns: shown }, `${t(TITLE)}.xlsx`);
    } catch {
      // the request client has shown why (e.g. more than 50 000 rows)
    } finally {
      setExporting(false);
    }
  };

  const amountOf = (r: ImbalanceRow, code: string) => {
    const n = nutrientOf(r.averages, code);
    return n ? `${n.amount} ${n.unit}` : '';
  };

  return (
    <div>
      <RangeFilters initial={query} onSearch={setQuery} withFlag />
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title={t('health.imbalance.rules', { tolerance: IMBALANCE_RULES.tolerancePercent, fat: IMBALANCE_RULES.meatHeavyFatEnergyPercent, vitaminC: IMBALANCE_RULES.vegetableVitaminCMg })}
      />
      <Space wrap style={{ marginBottom: 16 }}>
        <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void exportRows()}>
          {t('widgets.resource.export')}
        </Button>
        <PrintDialog
          columns={[
            { key: 'custName', title: t('health.person.custName') },
            { key: 'orgName', title: t('health.person.org') },
            { key: 'dietName', title: t('health.person.diet') },
            { key: 'mealDays', title: t('health.imbalance.mealDays') },
            ...SHOWN.map((code) => ({ key: code, title: t(`health.imbalance.avg.${code}`), format: (_v: unknown, row: Record<string, unknown>) => amountOf(row as unknown as ImbalanceRow, code) })),
            { key: 'flags', title: t('health.imbalance.flag'), format: (v) => (v as string[]).map((f) => t(`health.flag.${f}`)).join('、') },
          ]}
          rows={rows as unknown as Record<string, unknown>[]}
          state={PRINT_STATE.table}
          title={t(TITLE)}
          timeRange={[formatDate(query.from), formatDate(query.to)]}
        />
      </Space>
      <Table<ImbalanceRow>
        rowKey="custId"
        loading={list.isFetching}
        dataSource={rows}
        columns={columns}
        pagination={false}
        bordered
        size="middle"
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('health.intake.none') }}
        onRow={(r) => ({ onDoubleClick: () => open(r) })}
      />
      {pager}
    </div>
  );
}
