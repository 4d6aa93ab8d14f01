import { useState } from 'react';
import { Alert, Button, Card, Descriptions, Empty, Skeleton, Space, Table, Tag, message } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatMoney, type SubsidyTimeRule } from '@canteen/contract';
import { call } from '@/api';
import { usePagedList } from '@/components/Pagination/usePagedList';
import { EditAction, RemoveAction } from '@/components/ResourcePage/RowActions';
import { useOrgTree } from '../../people/shared/orgTree';
import TimeRuleDialog from './TimeRuleDialog';
import { orgNameMap, usePsnTypes, useSubsidyRules } from './lookups';
import { formatDateTime } from '@/shell/clock';

/** One subsidy rule and the time rules that grant it by themselves (/account/rechargewithdrawals/butie/ruleDetail?id=…, menu 803023). */
export default function SubsidyRuleDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const ruleId = Number(params.get('id'));
  const [notice, noticeHolder] = message.useMessage();
  const [editing, setEditing] = useState<{ timeRule?: SubsidyTimeRule } | null>(null);
  const rules = useSubsidyRules();
  const tree = useOrgTree();
  const psnTypes = usePsnTypes();
  const times = usePagedList('accounts.subsidyTimeList', { ruleId }, { enabled: ruleId > 0 });
  const refresh = times.refresh;

  if (!(ruleId > 0)) return <Empty description={t('accountImports.rule.noneChosen')} />;
  if (rules.isPending) return <Skeleton active />;
  if (rules.isError) return <Alert type="error" showIcon title={t('accountImports.loadFailed')} />;
  const rule = rules.data.find((r) => r.ruleId === ruleId);
  if (!rule) return <Empty description={t('accountImports.rule.notFound')} />;

  const orgNames = orgNameMap(tree.data);
  const typeNames = new Map((psnTypes.data ?? []).map((p) => [p.psnTypeId, p.psnTypeName]));
  const list = (ids: number[], names: Map<number, string>) => (ids.length ? ids.map((id) => names.get(id) ?? `#${id}`).join('、') : t('accountImports.rule.everyone'));
  const dayText = (r: SubsidyTimeRule) => (r.cycle === 'month' ? t('accountImports.time.dayN', { day: r.day }) : r.cycle === 'week' ? t(`accountImports.weekday.${r.day}`) : '—');

  const remove = async (r: SubsidyTimeRule) => {
    try {
      await call('accounts.subsidyTimeRemove', { timeRuleId: r.timeRuleId });
    } catch {
      return;
    }
    void notice.success(t('widgets.resource.removed'));
    await refresh();
  };

  return (
    <>
      {noticeHolder}
      <Descriptions bordered column={{ xs: 1, md: 2 }} title={rule.ruleName} style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('accountImports.rule.amount')}>{formatMoney(rule.amount)}</Descriptions.Item>
        <Descriptions.Item label={t('accountImports.rule.enabled')}>{rule.enabled ? <Tag color="green">{t('widgets.common.yes')}</Tag> : <Tag>{t('widgets.common.no')}</Tag>}</Descriptions.Item>
        <Descriptions.Item label={t('accountImports.rule.orgs')}>{list(rule.orgIds, orgNames)}</Descriptions.Item>
        <Descriptions.Item label={t('accountImports.rule.psnTypes')}>{list(rule.psnTypeIds, typeNames)}</Descriptions.Item>
        <Descriptions.Item label={t('accountImports.rule.clearFirst')}>{t(rule.clearFirst ? 'widgets.common.yes' : 'widgets.common.no')}</Descriptions.Item>
        <Descriptions.Item label={t('accountImports.rule.remark')}>{rule.remark}</Descriptions.Item>
      </Descriptions>
      <Card
        title={t('accountImports.time.title')}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
            {t('accountImports.time.add')}
          </Button>
        }
      >
        {!rule.enabled && <Alert type="warning" showIcon style={{ marginBottom: 12 }} title={t('accountImports.time.ruleDisabled')} />}
        <Table<SubsidyTimeRule>
          rowKey="timeRuleId"
          dataSource={times.rows}
          loading={times.list.isFetching}
          pagination={false}
          bordered
          size="middle"
          columns={[
            { key: 'cycle', dataIndex: 'cycle', title: t('accountImports.time.cycle'), render: (c: string) => t(`accountImports.cycle.${c}`) },
            { key: 'day', title: t('accountImports.time.day'), render: (_: unknown, r: SubsidyTimeRule) => dayText(r) },
            { key: 'atTime', dataIndex: 'atTime', title: t('accountImports.time.atTime') },
            {
              key: 'enabled',
              dataIndex: 'enabled',
              title: t('accountImports.time.enabled'),
              render: (v: boolean) => (v ? <Tag color="green">{t('widgets.common.yes')}</Tag> : <Tag>{t('widgets.common.no')}</Tag>),
            },
            { key: 'lastPeriod', dataIndex: 'lastPeriod', title: t('accountImports.time.lastPeriod'), render: (v: string | null) => v ?? t('accountImports.time.never') },
            { key: 'lastRunAt', dataIndex: 'lastRunAt', title: t('accountImports.time.lastRunAt'), render: (v: string | null) => formatDateTime(v) },
            {
              key: '__actions',
              title: t('widgets.common.actions'),
              render: (_: unknown, r: SubsidyTimeRule) => (
                <Space size="small">
                  <EditAction onClick={() => setEditing({ timeRule: r })} />
                  <RemoveAction onConfirm={() => remove(r)} />
                </Space>
              ),
            },
          ]}
        />
        {times.pager}
      </Card>
      {editing && (
        <TimeRuleDialog
          ruleId={ruleId}
          timeRule={editing.timeRule}
          onSaved={() => {
            void notice.success(t(editing.timeRule ? 'widgets.resource.edited' : 'widgets.resource.added'));
            void refresh();
          }}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
