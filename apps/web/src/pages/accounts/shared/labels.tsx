import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_STATES, CARD_STATES, formatSignedMoney, type Account } from '@canteen/contract';
import type { FieldOption } from '@/components/ResourcePage';

const ACCOUNT_COLORS: Record<Account['accState'], string> = { normal: 'green', frozen: 'blue', cancelled: 'default' };
const CARD_COLORS: Record<Account['cardState'], string> = { none: 'default', active: 'green', lost: 'red' };

export const accStateOptions: FieldOption[] = ACCOUNT_STATES.map((s) => ({ value: s, label: `accounts.accState.${s}` }));
export const cardStateOptions: FieldOption[] = CARD_STATES.map((s) => ({ value: s, label: `accounts.cardState.${s}` }));

export function AccountStateTag({ state }: { state: Account['accState'] }) {
  const { t } = useTranslation();
  return <Tag color={ACCOUNT_COLORS[state]}>{t(`accounts.accState.${state}`)}</Tag>;
}

export function CardStateTag({ state }: { state: Account['cardState'] }) {
  const { t } = useTranslation();
  return <Tag color={CARD_COLORS[state]}>{t(`accounts.cardState.${state}`)}</Tag>;
}

/** A signed amount: '+￥10.00' in green, '-￥12.50' in red. */
export function SignedMoney({ cents }: { cents: number }) {
  const text = cents > 0 ? `+${formatSignedMoney(cents)}` : formatSignedMoney(cents);
  return <span style={{ color: cents < 0 ? '#cf1322' : cents > 0 ? '#389e0d' : undefined }}>{text}</span>;
}
