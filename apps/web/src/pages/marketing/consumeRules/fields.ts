import type { ConsumeRule } from '@canteen/contract';
import type { FieldDef, Row } from '@/components/ResourcePage';
import { canteenChoices, deviceChoices, mealTypeChoices, psnTypeChoices, stallChoices } from '../shared/options';
import { countLimitCell, moneyLimitCell, namesCell, percentCell } from '../shared/Names';

/** The meal period choices as a loader (kept for pages that pass a loader to namesCell). */
export const mealTypesLoader = () => Promise.resolve(mealTypeChoices);

/** Which fields a kind of rule has: eating rules decide who may eat and how often, so they carry no discount. */
const DISCOUNT_KEYS = new Set(['payPercent', 'reduceAmount', 'priority']);

/** The fields of a consumption ('consume') or eating ('eating') rule (mktmacrule). */
export function consumeRuleFields(kind: 'consume' | 'eating'): FieldDef<ConsumeRule>[] {
  const all: FieldDef<ConsumeRule>[] = [
    { key: 'name', label: 'marketing.rule.name', type: 'text', inSearch: true },
    // Search by one canteen; the form picks several (none: every canteen).
    { key: 'canteenId', label: 'marketing.rule.canteen', type: 'select', options: canteenChoices, inSearch: true, inTable: false, inForm: false },
    { key: 'canteenIds', label: 'marketing.rule.canteens', type: 'select', multiple: true, options: canteenChoices, render: namesCell(canteenChoices, 'canteens') },
    { key: 'stallIds', label: 'marketing.rule.stalls', type: 'select', multiple: true, options: stallChoices, inTable: false },
    { key: 'deviceIds', label: 'marketing.rule.devices', type: 'select', multiple: true, options: deviceChoices, inTable: false },
    { key: 'psnTypeIds', label: 'marketing.rule.psnTypes', type: 'select', multiple: true, options: psnTypeChoices, render: namesCell(psnTypeChoices, 'psnTypes') },
    { key: 'mealTypes', label: 'marketing.rule.mealTypes', type: 'select', multiple: true, options: mealTypeChoices, render: namesCell(mealTypeChoices, 'mealTypes') },
    { key: 'allowed', label: 'marketing.rule.allowed', type: 'switch' },
    { key: 'payPercent', label: 'marketing.rule.payPercent', type: 'number', required: true, render: percentCell },
    { key: 'reduceAmount', label: 'marketing.rule.reduceAmount', type: 'money', max: 99_999_999 },
    { key: 'singleLimit', label: 'marketing.rule.singleLimit', type: 'money', max: 99_999_999, render: moneyLimitCell },
    { key: 'dailyLimit', label: 'marketing.rule.dailyLimit', type: 'money', max: 99_999_999, render: moneyLimitCell },
    { key: 'mealCountLimit', label: 'marketing.rule.mealCountLimit', type: 'number', max: 999, render: countLimitCell },
    { key: 'dailyCountLimit', label: 'marketing.rule.dailyCountLimit', type: 'number', max: 999, render: countLimitCell },
    { key: 'validFrom', label: 'marketing.rule.validFrom', type: 'date' },
    { key: 'validTo', label: 'marketing.rule.validTo', type: 'date' },
    { key: 'priority', label: 'marketing.rule.priority', type: 'number', min: -1000 },
    { key: 'enabled', label: 'marketing.rule.enabled', type: 'switch', inSearch: true },
    { key: 'remark', label: 'marketing.rule.remark', type: 'textarea', inTable: false },
  ];
  return kind === 'consume' ? all : all.filter((f) => !DISCOUNT_KEYS.has(f.key));
}

/** What a new rule starts from: allowed, full price, no limits, everyone. */
export const NEW_RULE: Row = {
  canteenIds: [],
  stallIds: [],
  deviceIds: [],
  psnTypeIds: [],
  mealTypes: [],
  allowed: true,
  payPercent: 100,
  reduceAmount: 0,
  singleLimit: 0,
  dailyLimit: 0,
  mealCountLimit: 0,
  dailyCountLimit: 0,
  priority: 0,
  enabled: true,
};
