import { useState } from 'react';
import { Alert, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Account } from '@canteen/contract';
import { call } from '@/api';
import FormDialog from '@/components/FormDialog';
import PersonPicker from '../shared/PersonPicker';
import { centsToYuanText, parseYuan, yuanRule } from '../shared/money';

const LIMITS = ['maxBalance', 'singleLimit', 'dailyLimit'] as const;
type Limits = Record<(typeof LIMITS)[number], string | undefined>;

interface LimitsDialogProps {
  /** The people the limits are for; when opened from the toolbar the dialog lets the user pick them. */
  people: Account[];
  pick: boolean;
  onDone: (updated: number) => void;
  onClose: () => void;
}

/** Balance cap, single and daily consumption limits of people; an empty field means the merchant's default. */
export default function LimitsDialog({ people, pick, onDone, onClose }: LimitsDialogProps) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<Account[]>(people);
  // One person: start from their current limits.
  const initial = people.length === 1 ? Object.fromEntries(LIMITS.map((k) => [k, centsToYuanText(people[0][k])])) : {};

  const submit = async (values: Limits) => {
    if (!chosen.length) return false;
    // An empty field: the merchant's default (null).
    const limit = (text: string | undefined) => (text?.trim() ? parseYuan(text) : null);
    const result = await call('accounts.setLimits', {
      custIds: chosen.map((p) => p.custId),
      maxBalance: limit(values.maxBalance),
      singleLimit: limit(values.singleLimit),
      dailyLimit: limit(values.dailyLimit),
    });
    onDone(result.updated);
  };

  return (
    <FormDialog<Limits>
      name="limits"
      width={pick ? 1000 : 520}
      title={t('accounts.limits.title')}
      okButtonProps={{ disabled: !chosen.length }}
      layout="vertical"
      initialValues={initial}
      submitOnEnter={false}
      header={
        <>
          {pick && <PersonPicker mode="multiple" selected={chosen} onSelect={setChosen} />}
          <Alert
            style={{ margin: '12px 0' }}
            type="info"
            showIcon
            title={t('accounts.limits.forPeople', { count: chosen.length, names: chosen.slice(0, 5).map((p) => p.custName).join('、') })}
            description={t('accounts.limits.emptyIsDefault')}
          />
        </>
      }
      onSubmit={submit}
      onClose={onClose}
    >
      {LIMITS.map((k) => (
        <Form.Item key={k} name={k} label={t(`accounts.limits.${k}`)} rules={[yuanRule(t('accounts.money.badAmount'), true)]}>
          <Input prefix="￥" inputMode="decimal" autoComplete="off" allowClear />
        </Form.Item>
      ))}
    </FormDialog>
  );
}
