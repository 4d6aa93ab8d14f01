import { Alert, Form, Input, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SubsidyRule } from '@canteen/contract';
import { call } from '@/api';
import FormDialog from '@/components/FormDialog';
import OrgTreeSelect from '../shared/OrgTreeSelect';
import { centsToYuanText, parseYuan, yuanRule } from '../shared/money';
import { usePsnTypes } from './lookups';

interface RuleValues {
  ruleName: string;
  amount: string;
  orgIds?: number[];
  psnTypeIds?: number[];
  clearFirst: boolean;
  enabled: boolean;
  remark?: string;
}

/** Add (no rule) or edit a subsidy rule; the amount is typed in yuan and sent in cents. */
export default function RuleDialog({ rule, onSaved, onClose }: { rule?: SubsidyRule; onSaved: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  const psnTypes = usePsnTypes();

  const submit = async (values: RuleValues) => {
    const content = {
      ruleName: values.ruleName.trim(),
      // The amount's rule has accepted it, so it reads as cents.
      amount: parseYuan(values.amount) ?? 0,
      orgIds: values.orgIds ?? [],
      psnTypeIds: values.psnTypeIds ?? [],
      clearFirst: Boolean(values.clearFirst),
      enabled: Boolean(values.enabled),
      remark: (values.remark ?? '').trim(),
    };
    if (rule) await call('accounts.subsidyRuleEdit', { ruleId: rule.ruleId, ...content });
    else await call('accounts.subsidyRuleAdd', content);
    onSaved();
  };

  const initialValues: Partial<RuleValues> = rule
    ? { ...rule, amount: centsToYuanText(rule.amount) }
    : { orgIds: [], psnTypeIds: [], clearFirst: false, enabled: true, remark: '' };

  return (
    <FormDialog<RuleValues>
      name="subRule"
      width={640}
      title={t(rule ? 'accountImports.rule.editTitle' : 'accountImports.rule.addTitle')}
      initialValues={initialValues}
      onSubmit={submit}
      onClose={onClose}
    >
      <Form.Item name="ruleName" label={t('accountImports.rule.name')} rules={[{ required: true, whitespace: true, message: t('accountImports.rule.nameRequired') }]}>
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item
        name="amount"
        label={t('accountImports.rule.amount')}
        rules={[{ required: true, message: t('accountImports.rule.amountRequired') }, yuanRule(t('accountImports.rule.badAmount'))]}
      >
        <Input prefix="￥" inputMode="decimal" autoComplete="off" />
      </Form.Item>
      <Form.Item name="orgIds" label={t('accountImports.rule.orgs')} extra={t('accountImports.rule.orgsHint')}>
        <OrgTreeSelect multiple placeholder={t('accountImports.rule.everyone')} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="psnTypeIds" label={t('accountImports.rule.psnTypes')} extra={psnTypes.isError ? undefined : t('accountImports.rule.psnTypesHint')}>
        <Select
          mode="multiple"
          allowClear
          disabled={psnTypes.isError}
          placeholder={t('accountImports.rule.everyone')}
          loading={psnTypes.isLoading}
          options={(psnTypes.data ?? []).map((p) => ({ value: p.psnTypeId, label: p.psnTypeName }))}
          optionFilterProp="label"
        />
      </Form.Item>
      {psnTypes.isError && <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={t('accountImports.rule.psnTypesUnavailable')} />}
      <Form.Item name="clearFirst" label={t('accountImports.rule.clearFirst')} valuePropName="checked" extra={t('accountImports.rule.clearFirstHint')}>
        <Switch />
      </Form.Item>
      <Form.Item name="enabled" label={t('accountImports.rule.enabled')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="remark" label={t('accountImports.rule.remark')}>
        <Input.TextArea maxLength={200} rows={2} />
      </Form.Item>
    </FormDialog>
  );
}
