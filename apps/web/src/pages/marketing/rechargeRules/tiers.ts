import { formatMoney, type DonateType, type InputOf, type RechargeRule } from '@canteen/contract';
import { call } from '@/api';
import type { FieldOption } from '@/components/ResourcePage';
import { centsToYuan, yuanToCents } from '@/components/ResourcePage/fieldValues';

export const RULES_PAGE = 'marketing.rechargeRulePage';

/** The kinds of rule the server offers, as select choices. */
export async function donateTypeChoices(): Promise<FieldOption[]> {
  const list = await call('marketing.donateTypes', {}, { loading: false });
  return list.map((d) => ({ value: d.value, label: `marketing.donateType.${d.value}` }));
}

/** One step as the form edits it: money in yuan. */
export interface TierValues {
  min?: number;
  nth?: number;
  gift?: number;
  percent?: number;
}

type Tier = NonNullable<InputOf<'marketing.rechargeRuleAdd'>['tiers']>[number];

/** A step of the form to what is sent: each kind sends only the values it uses (cents). */
export function tierToContent(type: DonateType, v: TierValues): Tier {
  if (type === 'nth') return { nth: v.nth ?? 1, gift: yuanToCents(v.gift) ?? 0 };
  if (type === 'percent') return { min: yuanToCents(v.min) ?? 0, percent: v.percent ?? 0 };
  return { min: yuanToCents(v.min) ?? 0, gift: yuanToCents(v.gift) ?? 0 };
}

export const tierToForm = (t: RechargeRule['tiers'][number]): TierValues => ({ min: centsToYuan(t.min), nth: t.nth, gift: centsToYuan(t.gift), percent: t.percent });

/** One line per step, as the list shows a rule. */
export function tierLines(rule: RechargeRule, t: (key: string, values?: Record<string, unknown>) => string): string[] {
  if (rule.donateType === 'fee') return [t('marketing.tier.line.fee', { percent: rule.feePercent, amount: formatMoney(rule.feeAmount) })];
  return rule.tiers.map((s) => t(`marketing.tier.line.${rule.donateType}`, { min: formatMoney(s.min), nth: s.nth ?? '', gift: formatMoney(s.gift), percent: s.percent }));
}
