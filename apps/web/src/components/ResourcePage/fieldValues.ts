import dayjs, { type Dayjs } from 'dayjs';
import { formatSignedMoney } from '@canteen/contract';
import { formatDate, formatDateTime, fromPickerValue, toPickerValue } from '@/shell/clock';
import type { FieldDef, FieldOption, FormMode, Row } from './types';

/** Pure conversions between records (cents, ISO strings) and antd controls (yuan, dayjs). */

export const DATE_FORMAT = 'YYYY-MM-DD';

export const showsInTable = (f: FieldDef) => f.inTable ?? f.type !== 'password';
export const showsInSearch = (f: FieldDef) => f.inSearch ?? false;
export const showsInForm = (f: FieldDef, mode: FormMode) => {
  const inForm = f.inForm ?? true;
  return inForm === true || inForm === mode;
};

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** Cents to yuan for the money input; 1250 → 12.5. */
export const centsToYuan = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v / 100 : undefined);
/** Yuan typed by the user to integer cents; 12.5 → 1250. */
export const yuanToCents = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? Math.round(v * 100) : undefined);

/** Pickers show the merchant's wall clock (shell/clock): an instant is converted, a plain day is not. */
function toDayjs(v: unknown, type: 'date' | 'datetime'): Dayjs | undefined {
  if (isBlank(v)) return undefined;
  const d = type === 'datetime' ? toPickerValue(v as string) : dayjs(v as string);
  return d?.isValid() ? d : undefined;
}

function fromDayjs(v: unknown, type: 'date' | 'datetime'): string | undefined {
  if (!dayjs.isDayjs(v)) return undefined;
  // Days are plain YYYY-MM-DD in the merchant's zone; times are ISO 8601 with the merchant's offset (DESIGN §3).
  return type === 'date' ? v.format(DATE_FORMAT) : fromPickerValue(v);
}

/** A record (content units) to the values of the form controls of `mode`. */
export function recordToFormValues(fields: FieldDef[], record: Row, mode: FormMode): Row {
  const values: Row = {};
  for (const f of fields) {
    if (!showsInForm(f, mode)) continue;
    const v = record[f.key];
    if (f.type === 'password') continue; // never prefilled
    if (f.type === 'money') values[f.key] = centsToYuan(v);
    else if (f.type === 'date' || f.type === 'datetime') values[f.key] = toDayjs(v, f.type);
    else values[f.key] = v;
  }
  return values;
}

/**
 * The form's values to content units. Text and images are sent even when emptied (so an edit can clear them);
 * other blank values, and a blank password (an edit keeps the old one), are left out.
 */
export function formValuesToContent(fields: FieldDef[], values: Row, mode: FormMode): Row {
  const content: Row = {};
  for (const f of fields) {
    if (!showsInForm(f, mode)) continue;
    let v = values[f.key];
    if (f.type === 'money') v = yuanToCents(v);
    else if (f.type === 'date' || f.type === 'datetime') v = fromDayjs(v, f.type);
    else if (f.type === 'switch') v = Boolean(v);
    else if (f.type === 'select' && f.multiple) {
      content[f.key] = Array.isArray(v) ? v : [];
      continue;
    } else if ((f.type === 'text' || f.type === 'textarea') && (typeof v === 'string' || v == null)) {
      content[f.key] = (v ?? '').trim();
      continue;
    } else if (f.type === 'image') {
      content[f.key] = v ?? ((f.limit ?? 1) > 1 ? [] : '');
      continue;
    }
    if (isBlank(v)) continue;
    content[f.key] = v;
  }
  return content;
}

/** The search form's values to page-query filters; blank filters are left out. */
export function searchValuesToQuery(fields: FieldDef[], values: Row): Row {
  const query: Row = {};
  for (const f of fields) {
    if (!showsInSearch(f)) continue;
    const v = values[f.key];
    if (isBlank(v)) continue;
    if ((f.type === 'date' || f.type === 'datetime') && f.rangeKeys) {
      const [from, to] = Array.isArray(v) ? v : [];
      const start = fromDayjs(from, f.type);
      const end = fromDayjs(to, f.type);
      if (start) query[f.rangeKeys[0]] = start;
      if (end) query[f.rangeKeys[1]] = end;
    } else if (f.type === 'date' || f.type === 'datetime') {
      const s = fromDayjs(v, f.type);
      if (s) query[f.key] = s;
    } else if (f.type === 'money') {
      query[f.key] = yuanToCents(v);
    } else {
      query[f.key] = typeof v === 'string' ? v.trim() : v;
    }
  }
  return query;
}

/** The text of a cell, as the table shows it and the print dialog prints it. */
export function cellText(field: FieldDef, value: unknown, options: FieldOption[] | undefined, t: (key: string) => string): string {
  if (value === undefined || value === null || value === '') return '';
  switch (field.type) {
    case 'money':
      // A listed amount keeps its sign (a debit, an overdrawn balance); the spec's unsigned display would hide it.
      return typeof value === 'number' ? formatSignedMoney(value) : String(value);
    case 'switch':
      return t(value ? 'widgets.common.yes' : 'widgets.common.no');
    case 'select': {
      if (Array.isArray(value)) return value.map((v) => cellText(field, v, options, t)).join(', ');
      const option = options?.find((o) => o.value === value);
      return option ? t(option.label) : String(value);
    }
    case 'datetime':
      return formatDateTime(value as string);
    case 'date':
      return formatDate(value as string);
    case 'password':
      return '';
    default:
      return Array.isArray(value) ? value.join(', ') : String(value);
  }
}
