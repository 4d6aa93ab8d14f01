import type { ReactNode } from 'react';
import type { FormRule } from 'antd';

/** `time` is a time of day, kept as 'HH:mm'; `date` a day, 'YYYY-MM-DD'; `datetime` an instant, ISO 8601 with offset. */
export type FieldType = 'text' | 'number' | 'money' | 'select' | 'switch' | 'date' | 'datetime' | 'time' | 'image' | 'textarea' | 'password';

export type OptionValue = string | number | boolean;

/** A choice of a select field. `label` is an i18n key; a label that is no key (e.g. a name from the server) shows as written. */
export interface FieldOption {
  value: OptionValue;
  label: string;
}

export type Row = Record<string, unknown>;

/**
 * One field of an entity (DESIGN §9): the same description drives the table column, the search control,
 * the form control, the export filters and the print columns.
 */
export interface FieldDef<R = Row> {
  /** Property name in the record, the page query and the add/edit content. */
  key: string;
  /** i18n key of the label. */
  label: string;
  type: FieldType;
  /** Choices of a select field, or a loader of them (read once per page and cached). */
  options?: FieldOption[] | (() => Promise<FieldOption[]>);
  /** select: several choices, kept as an array (the form sends [] when none is chosen). */
  multiple?: boolean;
  /** Shown as a table column (default: every type but password). */
  inTable?: boolean;
  /** Offered in the search form (default false). */
  inSearch?: boolean;
  /** Offered in the form: true (add and edit, the default), false, or only when adding or editing. */
  inForm?: boolean | 'add' | 'edit';
  required?: boolean;
  rules?: FormRule[];
  /** Column width in pixels. */
  width?: number;
  /** Custom table cell. */
  render?: (value: unknown, row: R) => ReactNode;
  /** date/datetime search: a range sent as these two query keys instead of one value. */
  rangeKeys?: [string, string];
  /** image: most images (default 1, kept as a string; more keep a string[]). */
  limit?: number;
  /** image: the server folder key (default dishes). */
  uploadKey?: string;
  /** image: the strict 750 × 600 mode. */
  strict?: boolean;
  /** number/money: the smallest and largest value the form accepts (money in yuan as typed). */
  min?: number;
  max?: number;
  /** text/textarea/password: the longest value the form accepts. */
  maxLength?: number;
}

export type FormMode = 'add' | 'edit';
