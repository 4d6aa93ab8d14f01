import type { FormRule } from 'antd';
import type { AnyEndpoint, EndpointId, InputOf } from '@canteen/contract';
import { endpointOf } from '@/api/endpoints';
import i18n from '@/i18n';
import type { FieldDef, Row } from './types';

/**
 * A field of a list whose add/edit form sends an input with the keys `K`: a form field's key must be one of them, so
 * a typo or a field the endpoint does not take fails to compile; a field only shown (`inForm: false`) may name any.
 */
export type ContractField<K extends string, R = Row> =
  | (Omit<FieldDef<R>, 'key' | 'inForm'> & { key: K; inForm?: true | 'add' | 'edit' })
  | (FieldDef<R> & { inForm: false });

/** The keys of an endpoint's input. */
export type InputKey<Id extends EndpointId> = Extract<keyof InputOf<Id>, string>;

/** What a JSON Schema (zod's `toJSONSchema`, the public introspection) says of one property; only what we read. */
interface Property {
  type?: string;
  anyOf?: Property[];
  minLength?: number;
  format?: string;
  pattern?: string;
  maxLength?: number;
  minItems?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
}
interface ObjectSchema {
  properties?: Record<string, Property>;
  required?: string[];
}

type Schema = AnyEndpoint['input'];
type Bounds = Pick<FieldDef, 'required' | 'maxLength' | 'min' | 'max'>;

// Built once per schema: a page renders its fields often, the schema never changes.
const cache = new WeakMap<Schema, ObjectSchema>();
function jsonOf(schema: Schema): ObjectSchema {
  let json = cache.get(schema);
  if (!json) {
    // The input side: what the form sends, before defaults and transforms.
    json = schema.toJSONSchema({ io: 'input', unrepresentable: 'any' }) as ObjectSchema;
    cache.set(schema, json);
  }
  return json;
}

const TEXT_TYPES = new Set<FieldDef['type']>(['text', 'textarea', 'password']);
const NUMBER_TYPES = new Set<FieldDef['type']>(['number', 'money']);

/** A text property that takes '' (no minimum length, no format, no pattern refusing it). */
const takesEmptyText = (p: Property) => !(p.minLength! >= 1) && !p.format && !(p.pattern !== undefined && !new RegExp(p.pattern).test(''));

/** The bounds of one property for a control of `type`; money is in cents in the schema and in yuan in the form. */
function boundsOf(json: ObjectSchema, key: string, type: FieldDef['type']): Bounds {
  const declared = json.properties?.[key];
  if (!declared) return {};
  const members = declared.anyOf ?? [declared];
  const nullable = members.some((m) => m.type === 'null');
  const concrete = members.filter((m) => m.type !== 'null');
  if (concrete.length !== 1) return {}; // e.g. an id that may come as digits: nothing simple to say
  const p = concrete[0];
  const bounds: Bounds = {};
  // A text that may be empty, an empty list or a switch always has a value the schema takes: not "required".
  const mayBeEmpty = (p.type === 'string' && takesEmptyText(p)) || (p.type === 'array' && !(p.minItems! >= 1)) || p.type === 'boolean';
  if (json.required?.includes(key) && !nullable && !mayBeEmpty) bounds.required = true;
  if (TEXT_TYPES.has(type) && p.maxLength !== undefined) bounds.maxLength = p.maxLength;
  if (NUMBER_TYPES.has(type)) {
    const step = p.type === 'integer' ? 1 : 0;
    const min = p.minimum ?? (p.exclusiveMinimum !== undefined ? p.exclusiveMinimum + step : undefined);
    const max = p.maximum ?? (p.exclusiveMaximum !== undefined ? p.exclusiveMaximum - step : undefined);
    const unit = type === 'money' ? 100 : 1;
    if (min !== undefined) bounds.min = min / unit;
    if (max !== undefined) bounds.max = max / unit;
  }
  return bounds;
}

/** The form's own check of a field's length and range, so a value past them shows a message before any call. */
function boundRules(f: FieldDef): FormRule[] {
  const rules: FormRule[] = [];
  if (f.maxLength !== undefined) {
    const max = f.maxLength;
    rules.push({
      validator: async (_, v: unknown) => {
        if (typeof v === 'string' && v.length > max) throw new Error(i18n.t('widgets.form.tooLong', { max }));
      },
    });
  }
  if (f.min !== undefined || f.max !== undefined) {
    const { min, max } = f;
    rules.push({
      validator: async (_, v: unknown) => {
        if (typeof v !== 'number') return;
        if (min !== undefined && v < min) throw new Error(i18n.t('widgets.form.tooSmall', { min }));
        if (max !== undefined && v > max) throw new Error(i18n.t('widgets.form.tooLarge', { max }));
      },
    });
  }
  return rules;
}

/**
 * The fields with `required`, `maxLength` and `min`/`max` read from input schemas (for each field the first schema
 * that names it); a value given in a field still wins (a page that asks more than the schema, on purpose). Fields no
 * schema names are kept as given.
 */
export function withBounds<R>(schemas: Schema | Schema[], fields: FieldDef<R>[]): FieldDef<R>[] {
  const jsons = (Array.isArray(schemas) ? schemas : [schemas]).map(jsonOf);
  return fields.map((given) => {
    if (bounded.has(given)) return given; // a page's fieldsFrom list handed to ResourcePage
    const json = jsons.find((j) => j.properties?.[given.key]);
    const f: FieldDef<R> = { ...(json && boundsOf(json, given.key, given.type)), ...dropUndefined(given) };
    const rules = boundRules(f as FieldDef);
    const result = rules.length ? { ...f, rules: [...(f.rules ?? []), ...rules] } : f;
    bounded.add(result);
    return result;
  });
}

/** Fields already bounded, so bounding them again adds no second rule. */
const bounded = new WeakSet<object>();

/**
 * A page's fields, bounded by the input of the endpoint their form sends (its add call; `[add, edit]` when some
 * fields are sent only by the edit call): change a bound in the contract and the form follows. The keys of form
 * fields are checked against those inputs.
 */
export function fieldsFrom<A extends EndpointId, R = Row, E extends EndpointId = A>(
  ids: A | readonly [A, E],
  fields: ContractField<InputKey<A> | InputKey<E>, R>[],
): FieldDef<R>[] {
  const list: EndpointId[] = typeof ids === 'string' ? [ids] : [...ids];
  return withBounds(
    list.map((id) => endpointOf(id).input),
    fields as FieldDef<R>[],
  );
}

function dropUndefined<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
}
