import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney, type AppliedRule } from '@canteen/contract';

/** The rules, coupons and points a preview applied, each with its amount. */
export default function AppliedRules({ rows }: { rows: AppliedRule[] }) {
  const { t } = useTranslation();
  return (
    <Table<AppliedRule>
      rowKey={(r) => `${r.kind}-${r.id}`}
      size="small"
      bordered
      pagination={false}
      dataSource={rows}
      locale={{ emptyText: t('marketing.preview.noneApplied') }}
      columns={[
        { key: 'kind', dataIndex: 'kind', title: t('marketing.preview.kind'), render: (v: AppliedRule['kind']) => t(`marketing.applied.${v}`) },
        { key: 'name', dataIndex: 'name', title: t('marketing.preview.ruleName') },
        { key: 'amount', dataIndex: 'amount', title: t('marketing.preview.ruleAmount'), align: 'right', render: (v: number) => formatMoney(v) },
      ]}
    />
  );
}
