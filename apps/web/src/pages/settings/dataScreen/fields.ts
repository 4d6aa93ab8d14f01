import { DATA_SCREEN_CHARTS, DATA_SCREEN_THEMES, type OutputOf } from '@canteen/contract';
import { call } from '@/api';
import type { FieldOption } from '@/components/ResourcePage';
import type { SettingField } from '../shared/ConfigForm';

type CanteenOptions = OutputOf<'settings.dataScreenCanteens'>;

export const loadCanteens = () => call('settings.dataScreenCanteens', {}, { loading: false });
export const canteenChoices = (c: CanteenOptions | undefined): FieldOption[] => (c?.options ?? []).map((o) => ({ value: o.id, label: o.name }));

export const CHART_OPTIONS: FieldOption[] = DATA_SCREEN_CHARTS.map((c) => ({ value: c, label: `settings.chart.${c}` }));
export const THEME_OPTIONS: FieldOption[] = DATA_SCREEN_THEMES.map((c) => ({ value: c, label: `settings.theme.${c}` }));

export const screenFields: SettingField[] = [
  { key: 'name', label: 'settings.screen.name', type: 'text', required: true, inSearch: true, maxLength: 50 },
  { key: 'canteenIds', label: 'settings.screen.canteens', type: 'select', multiple: true },
  { key: 'charts', label: 'settings.screen.charts', type: 'select', multiple: true, required: true, options: CHART_OPTIONS },
  { key: 'refreshSeconds', label: 'settings.screen.refreshSeconds', type: 'number', min: 10, max: 3600, required: true },
  { key: 'theme', label: 'settings.screen.theme', type: 'select', required: true, options: THEME_OPTIONS },
];

export const authorityFields: SettingField[] = [
  { key: 'userId', label: 'settings.authority.user', type: 'select', required: true },
  { key: 'canteenIds', label: 'settings.screen.canteens', type: 'select', multiple: true, required: true },
];
