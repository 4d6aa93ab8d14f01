import type { FieldDef } from '@/components/ResourcePage';
import { f } from '../fields';

/** Columns of the recharge summaries by group: recharges, gifts, revocations and the net. */
export const groupFields = (groupLabel: string): FieldDef[] => [
  f.text('groupName', groupLabel),
  f.count('rechargeCount'),
  f.money('rechargeAmount'),
  f.money('giftAmount'),
  f.count('revokeCount'),
  f.money('revokeAmount'),
  f.money('netAmount'),
  f.period,
];
