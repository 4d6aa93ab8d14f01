import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { cellText, formValuesToContent, recordToFormValues, searchValuesToQuery, showsInForm, showsInTable } from './fieldValues';
import type { FieldDef } from './types';

const t = (key: string) => ({ 'widgets.common.yes': '是', 'widgets.common.no': '否', 'state.on': '启用' })[key] ?? key;

const fields: FieldDef[] = [
  { key: 'name', label: 'n', type: 'text', inSearch: true },
  { key: 'price', label: 'p', type: 'money', inSearch: true },
  { key: 'state', label: 's', type: 'select', options: [{ value: 1, label: 'state.on' }], inSearch: true },
  { key: 'open', label: 'o', type: 'switch' },
  { key: 'day', label: 'd', type: 'date', inSearch: true },
  { key: 'at', label: 'a', type: 'datetime', inSearch: true, rangeKeys: ['from', 'to'] },
  { key: 'password', label: 'pw', type: 'password', inForm: 'add' },
  { key: 'photo', label: 'ph', type: 'image' },
];
const field = (key: string) => fields.find((f) => f.key === key)!;

describe('which fields show where', () => {
  it('passwords stay out of the table; inForm add/edit limits the form', () => {
    expect(showsInTable(field('password'))).toBe(false);
    expect(showsInTable(field('name'))).toBe(true);
    expect(showsInForm(field('password'), 'add')).toBe(true);
    expect(showsInForm(field('password'), 'edit')).toBe(false);
  });
});

describe('form values', () => {
  it('shows cents as yuan and dates as pickers, and never prefills a password', () => {
    const values = recordToFormValues(fields, { name: 'x', price: 1250, day: '2024-03-05', password: 'secret', open: true }, 'add');
    expect(values.price).toBe(12.5);
    expect(dayjs.isDayjs(values.day)).toBe(true);
    expect(values.password).toBeUndefined();
    expect(values.open).toBe(true);
  });

  it('sends yuan as integer cents, days as YYYY-MM-DD, text trimmed', () => {
    const content = formValuesToContent(
      fields,
      { name: '  米饭 ', price: 12.345, state: 1, open: undefined, day: dayjs('2024-03-05'), password: '', photo: '/a.png' },
      'add',
    );
    expect(content).toEqual({ name: '米饭', price: 1235, state: 1, open: false, day: '2024-03-05', photo: '/a.png' });
  });

  it('an edit sends emptied text and images so they can be cleared, but leaves out blank non-text values', () => {
    const content = formValuesToContent(fields, { name: '', price: null, photo: undefined }, 'edit');
    expect(content).toEqual({ name: '', open: false, photo: '' });
  });

  it('a picked time is the merchant’s wall clock (default Asia/Shanghai), sent with its offset', () => {
    const content = formValuesToContent([{ key: 'at', label: 'a', type: 'datetime' }], { at: dayjs('2024-03-05T10:20:30') }, 'add');
    expect(content.at).toBe('2024-03-05T10:20:30+08:00');
  });

  it('a stored instant opens in the picker as the merchant’s wall clock and comes back unchanged', () => {
    const at = [{ key: 'at', label: 'a', type: 'datetime' }] as FieldDef[];
    const values = recordToFormValues(at, { at: '2024-03-05T02:20:30Z' }, 'edit');
    expect((values.at as dayjs.Dayjs).format('YYYY-MM-DD HH:mm:ss')).toBe('2024-03-05 10:20:30');
    expect(formValuesToContent(at, values, 'edit').at).toBe('2024-03-05T10:20:30+08:00');
  });
});

describe('search values', () => {
  it('leaves out blank filters, trims text and turns money and ranges into query keys', () => {
    const query = searchValuesToQuery(fields, {
      name: '  ',
      price: 3,
      state: 1,
      day: dayjs('2024-03-05'),
      at: [dayjs('2024-03-01T00:00:00'), dayjs('2024-03-31T23:59:59')],
    });
    expect(query).toMatchObject({ price: 300, state: 1, day: '2024-03-05' });
    expect(query).not.toHaveProperty('name');
    expect(query.from).toBe('2024-03-01T00:00:00+08:00');
    expect(query.to).toBe('2024-03-31T23:59:59+08:00');
  });
});

describe('cell text', () => {
  it('money as ￥ with 2 decimals, switches as yes/no, selects by their label', () => {
    expect(cellText(field('price'), 123456, undefined, t)).toBe('￥1,234.56');
    expect(cellText(field('open'), false, undefined, t)).toBe('否');
    expect(cellText(field('state'), 1, field('state').options as never, t)).toBe('启用');
    expect(cellText(field('state'), 9, field('state').options as never, t)).toBe('9');
    expect(cellText(field('name'), null, undefined, t)).toBe('');
  });

  it('instants in the merchant’s zone and days as they are, in the language’s format', () => {
    expect(cellText(field('at'), '2026-11-24T15:30:58Z', undefined, t)).toBe('2026-11-24 23:30:58');
    expect(cellText(field('day'), '2026-11-24', undefined, t)).toBe('2026-11-24');
  });
});
