import { useMemo, useState } from 'react';
import { Button, Space, Table, Tag, message } from 'antd';
import { EyeOutlined, PlusOutlined, SendOutlined, UploadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatMoney, type SubsidyRule } from '@canteen/contract';
import { call } from '@/api';
import { EditAction, RemoveAction } from '@/components/ResourcePage/RowActions';
import { useOrgTree } from '../../people/shared/orgTree';
import RuleDialog from './RuleDialog';
import { useGrant } from './useGrant';
import { orgNameMap, RULES_KEY, ruleDetailPath, SUBSIDY_IMPORT_PATH, usePsnTypes, useSubsidyRules } from './lookups';

/** Subsidy rules (/account/rechargewithdrawals/butie/butieNew, menu 803022): who gets how much; grant now or on a schedule. */
export default function SubsidyRulesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [notice, noticeHolder] = message.useMessage();
  const [editing, setEditing] = useState<{ rule?: SubsidyRule } | null>(null);
  const rules = useSubsidyRules();
  const tree = useOrgTree();
  const psnTypes = usePsnTypes();
  const [grant, grantHolder] = useGrant();
  const orgNames = useMemo(() => orgNameMap(tree.data), [tree.data]);
  const typeNames = useMemo(() => new Map((psnTypes.data ?? []).map((p) => [p.psnTypeId, p.psnTypeName])), [psnTypes.data]);
  const refresh = () => queryClient.invalidateQueries({ queryKey: [RULES_KEY] });

  const remove = async (rule: SubsidyRule) => {
    try {
      await call('accounts.subsidyRuleRemove', { ruleId: rule.ruleId });
    } catch {
      return; // e.g. the rule still has time rules: the request client has shown why
    }
    void notice.success(t('widgets.resource.removed'));
    await refresh();
  };

  const names = (ids: number[], lookup: Map<number, string>) =>
    ids.length ? ids.map((id) => <Tag key={id}>{lookup.get(id) ?? `#${id}`}</Tag>) : <span>{t('accountImports.rule.everyone')}</span>;

  return (
    <>
      {noticeHolder}
      {grantHolder}
      <Space wrap style={{ marginBottom: 16 }}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
          {t('widgets.resource.add')}
        </Button>
        <Button icon={<UploadOutlined />} onClick={() => void navigate(SUBSIDY_IMPORT_PATH)}>
          {t('accountImports.subsidy.open')}
        </Button>
      </Space>
      <Table<SubsidyRule>
        rowKey="ruleId"
        dataSource={rules.data ?? []}
        loading={rules.isFetching}
        pagination={false}
        bordered
        size="middle"
        scroll={{ x: 'max-content' }}
        columns={[
          { key: 'ruleName', dataIndex: 'ruleName', title: t('accountImports.rule.name') },
          { key: 'amount', dataIndex: 'amount', title: t('accountImports.rule.amount'), align: 'right', render: (v: number) => formatMoney(v) },
          { key: 'orgIds', dataIndex: 'orgIds', title: t('accountImports.rule.orgs'), render: (ids: number[]) => names(ids, orgNames) },
          { key: 'psnTypeIds', dataIndex: 'psnTypeIds', title: t('accountImports.rule.psnTypes'), render: (ids: number[]) => names(ids, typeNames) },
          { key: 'clearFirst', dataIndex: 'clearFirst', title: t('accountImports.rule.clearFirst'), render: (v: boolean) => t(v ? 'widgets.common.yes' : 'widgets.common.no') },
          {
            key: 'enabled',
            dataIndex: 'enabled',
            title: t('accountImports.rule.enabled'),
            render: (v: boolean) => (v ? <Tag color="green">{t('widgets.common.yes')}</Tag> : <Tag>{t('widgets.common.no')}</Tag>),
          },
          { key: 'remark', dataIndex: 'remark', title: t('accountImports.rule.remark') },
          {
            key: '__actions',
            title: t('widgets.common.actions'),
            fixed: 'right',
            render: (_: unknown, rule: SubsidyRule) => (
              <Space size="small" wrap>
                <Button type="link" size="small" icon={<SendOutlined />} onClick={() => void grant(rule)}>
                  {t('accountImports.grant.button')}
                </Button>
                <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => void navigate(ruleDetailPath(rule.ruleId))}>
                  {t('accountImports.rule.detail')}
                </Button>
                <EditAction onClick={() => setEditing({ rule })} />
                <RemoveAction onConfirm={() => remove(rule)} />
              </Space>
            ),
          },
        ]}
      />
      {editing && <RuleDialog rule={editing.rule} onSaved={() => {
            void notice.success(t(editing.rule ? 'widgets.resource.edited' : 'widgets.resource.added'));
            void refresh();
          }} onClose={() => setEditing(null)} />}
    </>
  );
}
