import { BOOKING_STATES, DELIVERY_STATES, MEAL_TYPES, ORDER_PAY_TYPES, ORDER_TYPES, PICKED_VIA } from '@canteen/contract';
import { call } from '@/api';
import type { FieldDef, FieldOption } from '@/components/ResourcePage';

/** Field descriptions of the booking, write-off, delivery and order summary pages (labels: i18n/<lang>/orderBookings). */

const label = (key: string) => `orderBookings.field.${key}`;

/** The canteens the user may see; a role that cannot read them gets no choices instead of an error. */
async function canteenChoices(): Promise<FieldOption[]> {
  const list = await call('canteens.canteenList', {}, { silent: true }).catch(() => []);
  return list.map((c) => ({ value: c.canteenId, label: c.canteenName }));
}

const choices = (prefix: string, values: readonly (string | number)[]): FieldOption[] => values.map((v) => ({ value: v, label: `${prefix}.${v}` }));
export const mealPeriodOptions = choices('canteens.mealType', MEAL_TYPES);
export const bookingStateOptions = choices('orderBookings.state', BOOKING_STATES);
export const deliveryStateOptions = choices('orderBookings.delivery', DELIVERY_STATES);
export const orderTypeOptions = choices('orderBookings.orderType', ORDER_TYPES);
export const pickedViaOptions = choices('orderBookings.via', PICKED_VIA);
/** The pay types the order centre knows, plus 'external' (charged by an outer system); others show as written. */
export const payTypeOptions = choices('orderBookings.pay', [...ORDER_PAY_TYPES, 'external']);

const text = (key: string, inSearch = false): FieldDef => ({ key, label: label(key), type: 'text', inSearch, inForm: false });
const money = (key: string): FieldDef => ({ key, label: label(key), type: 'money', inForm: false });
const number = (key: string): FieldDef => ({ key, label: label(key), type: 'number', inForm: false });
const select = (key: string, options: FieldDef['options'], inSearch = false, inTable = true): FieldDef => ({ key, label: label(key), type: 'select', options, inSearch, inTable, inForm: false });

export const f = {
  text,
  money,
  number,
  select,
  canteenFilter: select('canteenId', canteenChoices, true, false),
  canteenName: text('canteenName'),
  mealPeriod: (inSearch = true) => select('mealPeriod', mealPeriodOptions, inSearch),
  /** The day range filter [startDay, endDay], days in the merchant's zone. */
  days: { key: 'days', label: label('mealDay'), type: 'date', rangeKeys: ['startDay', 'endDay'], inSearch: true, inTable: false, inForm: false } as FieldDef,
  at: (key: string): FieldDef => ({ key, label: label(key), type: 'datetime', inForm: false }),
};

/** A booked meal (contract bookingRecord) as a list: the booking detail and delivery pages. */
export const bookingFields = (extra: { search?: FieldDef[]; delivery?: boolean } = {}): FieldDef[] => [
  text('orderNo', !extra.delivery),
  text('custName', true),
  text('custNum', !extra.delivery),
  text('orgName'),
  f.canteenFilter,
  f.canteenName,
  f.days,
  text('mealDay'),
  f.mealPeriod(),
  text('dishes'),
  money('amount'),
  money('refunded'),
  select('state', bookingStateOptions, !extra.delivery),
  ...(extra.search ?? []),
  text('deliveryPlace', !!extra.delivery),
  select('deliveryState', deliveryStateOptions, !!extra.delivery),
  f.at('pickedAt'),
  select('pickedVia', pickedViaOptions),
  text('pickedBy'),
  f.at('bookedAt'),
];

/** The day range as the print dialog's time range. */
export const dayRange = (q: Record<string, unknown>): [string, string] | undefined =>
  q.startDay || q.endDay ? [String(q.startDay ?? ''), String(q.endDay ?? '')] : undefined;
