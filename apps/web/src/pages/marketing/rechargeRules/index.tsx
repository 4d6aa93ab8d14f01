import { useState } from 'react';
import { Button, Tabs, Typography, message } from 'antd';
import { CalculatorOutlined, PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { RechargeRule } from '@canteen/contract';
import ResourcePage, { type FieldDef } from '@/components/ResourcePage';
import { EditAction } from '@/components/ResourcePage/RowActions';
import { moneyLimitCell, namesCell } from '../shared/Names';
import { payTypeChoices, psnTypeChoices } from '../shared/options';
import AmountsTab from './AmountsTab';
import RechargePreviewDialog from './PreviewDialog';
import RechargeRuleDialog from './RuleDialog';
import { donateTypeChoices, RULES_PAGE, tierLines } from './tiers';

function TierCell({ rule }: { rule: RechargeRule }) {
  const { t } = useTranslation();
  return (
    <>
      {tierLines(rule, t).map((line, i) => (
        <Typography.Text key={i} style={{ display: 'block' }}>
          {line}
        </Typography.Text>
      ))}
    </>
  );
}

const fields: FieldDef<RechargeRule>[] = [
  { key: 'name', label: 'marketing.rule.name', type: 'text', inSearch: true },
  { key: 'donateType', label: 'marketing.recharge.donateType', type: 'select', inSearch: true, options: donateTypeChoices },
  { key: 'tiers', label: 'marketing.recharge.tiers', type: 'text', render: (_v, row) => <TierCell rule={row} /> },
  { key: 'maxGift', label: 'marketing.recharge.maxGift', type: 'money', render: moneyLimitCell },
  { key: 'sumLimit', label: 'marketing.recharge.sumLimit', type: 'money', render: moneyLimitCell },
  { key: 'psnTypeIds', label: 'marketing.rule.psnTypes', type: 'select', multiple: true, render: namesCell(psnTypeChoices, 'psnTypes') },
  { key: 'payTypes', label: 'marketing.recharge.payTypes', type: 'select', multiple: true, render: namesCell(payTypeChoices, 'payTypes') },
  { key: 'validFrom', label: 'marketing.rule.validFrom', type: 'date' },
  { key: 'validTo', label: 'marketing.rule.validTo', type: 'date' },
  { key: 'enabled', label: 'marketing.rule.enabled', type: 'switch' },
  { key: 'remark', label: 'marketing.rule.remark', type: 'text' },
];

/** Recharge-bonus rules (/marketing/repaidgift, menu 505000): gifts and fees on recharges; amount templates; a dry run. */
export default function RechargeRulesPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [notice, noticeHolder] = message.useMessage();
  const [editing, setEditing] = useState<{ rule?: RechargeRule } | null>(null);
  const [previewing, setPreviewing] = useState(false);

  const rules = (
    // The steps need a dialog of their own: the list's add and edit open it, removal stays the list's.
    <ResourcePage
      title="/marketing/repaidgift"
      rowKey="ruleId"
      fields={fields}
      pageEndpoint={RULES_PAGE}
      print
      removeEndpoint="marketing.rechargeRuleRemove"
      removeKey="ruleId"
      extraToolbar={
        <>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
            {t('widgets.resource.add')}
          </Button>
          <Button icon={<CalculatorOutlined />} onClick={() => setPreviewing(true)}>
            {t('marketing.preview.open')}
          </Button>
        </>
      }
      extraActions={(rule) => <EditAction onClick={() => setEditing({ rule })} />}
    />
  );

  return (
    <>
      {noticeHolder}
      <Tabs
        items={[
          { key: 'rules', label: t('marketing.recharge.tab'), children: rules },
          { key: 'amounts', label: t('marketing.amount.tab'), children: <AmountsTab /> },
        ]}
      />
      {editing && (
        <RechargeRuleDialog
          rule={editing.rule}
          onSaved={() => {
            void notice.success(t(editing.rule ? 'widgets.resource.edited' : 'widgets.resource.added'));
            void queryClient.invalidateQueries({ queryKey: [RULES_PAGE] });
          }}
          onClose={() => setEditing(null)}
        />
      )}
      {previewing && <RechargePreviewDialog onClose={() => setPreviewing(false)} />}
    </>
  );
}
