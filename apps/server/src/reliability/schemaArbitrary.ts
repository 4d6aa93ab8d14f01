import fc from 'fast-check';

/**
 * fast-check arbitraries from the JSON Schema (2020-12) subset that the OpenAPI document uses: $ref, allOf,
 * anyOf/oneOf, enum, const, type (or a list of types), integer and number bounds, string length, pattern and
 * format, arrays, objects and records. Values lean to the edges (bounds, empty, long, odd characters) and ids to
 * small numbers, so that a generated request meets real rows and the limits of the columns behind it.
 */
export type Schema = { [key: string]: unknown };

const MAX_DEPTH = 6;
/** Characters that trip databases and parsers: NUL, controls, a lone surrogate, non-BMP, right-to-left, LIKE wildcards. */
const ODD = ['\u0000', '\u0001', '\n', '\t', '\ud800', '😀', '\u202e', '%', '_', '\\', "'", '"', ' ', '中'];

export class SchemaArbitraries {
  constructor(private readonly resolveRef: (ref: string) => Schema) {}

  /** A value the schema accepts; `name` is the property it fills (ids lean to small numbers). */
  of(schema: Schema | boolean, name = '', depth = 0): fc.Arbitrary<unknown> {
    if (schema === true || (typeof schema === 'object' && Object.keys(schema).length === 0)) return anything();
    if (schema === false) throw new Error('false schema: no value fits');
    const s = this.flatten(schema, depth);
    if ('const' in s) return fc.constant(s.const);
    if (Array.isArray(s.enum)) return fc.constantFrom(...(s.enum as unknown[]));
    const alternatives = (s.anyOf ?? s.oneOf) as Schema[] | undefined;
    if (alternatives) {
      const { anyOf: _a, oneOf: _o, ...rest } = s;
      return fc.oneof(...alternatives.map((alt) => this.of(this.flatten({ allOf: [rest, alt] }, depth), name, depth + 1)));
    }
    const type = s.type ?? (s.properties || s.additionalProperties ? 'object' : s.items ? 'array' : undefined);
    if (Array.isArray(type)) return fc.oneof(...type.map((one: string) => this.of({ ...s, type: one }, name, depth)));
    switch (type) {
      case 'null':
        return fc.constant(null);
      case 'boolean':
        return fc.boolean();
      case 'integer':
        return integer(s, name);
      case 'number':
        return number(s);
      case 'string':
        return string(s);
      case 'array':
        return this.array(s, name, depth);
      case 'object':
        return this.object(s, depth);
      default:
        return anything();
    }
  }

  /** Resolves a top-level $ref and merges allOf into one schema (object properties and required lists join). */
  private flatten(schema: Schema, depth: number): Schema {
    if (depth > 40) throw new Error('schema nests too deep');
    let s = schema;
    if (typeof s.$ref === 'string') {
      const { $ref, ...rest } = s;
      s = { ...this.resolveRef($ref as string), ...rest };
    }
    if (!Array.isArray(s.allOf)) return s;
    const { allOf, ...rest } = s;
    let out: Schema = this.flatten(rest, depth + 1);
    for (const part of allOf as Schema[]) {
      const p = this.flatten(part, depth + 1);
      const patterns = [...patternsOf(out), ...patternsOf(p)];
      out = {
        ...out,
        ...p,
        ...(out.properties || p.properties ? { properties: { ...(out.properties as object), ...(p.properties as object) } } : {}),
        ...(out.required || p.required ? { required: [...new Set([...((out.required as string[]) ?? []), ...((p.required as string[]) ?? [])])] } : {}),
        ...(patterns.length ? { pattern: undefined, patterns } : {}),
      };
    }
    return out;
  }

  private array(s: Schema, name: string, depth: number): fc.Arbitrary<unknown> {
    const minLength = (s.minItems as number | undefined) ?? 0;
    // Lists stay short and trees shallow: long or deep generated payloads say little more than short ones.
    if (depth > MAX_DEPTH && minLength === 0) return fc.constant([]);
    const maxLength = Math.max(minLength, Math.min((s.maxItems as number | undefined) ?? 4, 4));
    const element = this.of((s.items as Schema) ?? {}, name.replace(/s$/, ''), depth + 1);
    return s.uniqueItems ? fc.uniqueArray(element, { minLength, maxLength, selector: (v) => JSON.stringify(v) }) : fc.array(element, { minLength, maxLength });
  }

  private object(s: Schema, depth: number): fc.Arbitrary<unknown> {
    const properties = (s.properties ?? {}) as Record<string, Schema>;
    const required = ((s.required ?? []) as string[]).filter((k) => k in properties);
    const additional = s.additionalProperties;
    if (!Object.keys(properties).length && additional && typeof additional === 'object') {
      if (depth > MAX_DEPTH) return fc.constant({});
      const keys = s.propertyNames ? (this.of(s.propertyNames as Schema, '', depth + 1) as fc.Arbitrary<string>) : fc.string({ minLength: 1, maxLength: 12 });
      return fc.dictionary(keys, this.of(additional as Schema, '', depth + 1), { maxKeys: 4 });
    }
    // Optional fields come or not; past the nesting limit only the required ones (a recursive schema ends there).
    const keys = depth > MAX_DEPTH ? required : Object.keys(properties);
    const model = Object.fromEntries(keys.map((k) => [k, this.of(properties[k]!, k, depth + 1)]));
    return fc.record(model, { requiredKeys: required });
  }
}

function patternsOf(s: Schema): string[] {
  return [...((s.patterns as string[]) ?? []), ...(typeof s.pattern === 'string' ? [s.pattern] : [])];
}

function anything(): fc.Arbitrary<unknown> {
  return fc.oneof(fc.integer({ min: -5, max: 40 }), fc.string({ maxLength: 8 }), fc.boolean(), fc.constant(null));
}

const ID_NAME = /(^id$|Id$|Ids$|^ids$)/;

function bounds(s: Schema, integral: boolean): { min: number; max: number } {
  const step = integral ? 1 : Number.EPSILON;
  const min = Math.max(
    typeof s.minimum === 'number' ? s.minimum : -Number.MAX_SAFE_INTEGER,
    typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum + step : -Number.MAX_SAFE_INTEGER,
  );
  const max = Math.min(
    typeof s.maximum === 'number' ? s.maximum : Number.MAX_SAFE_INTEGER,
    typeof s.exclusiveMaximum === 'number' ? s.exclusiveMaximum - step : Number.MAX_SAFE_INTEGER,
  );
  return { min: integral ? Math.ceil(min) : min, max: integral ? Math.floor(max) : max };
}

function integer(s: Schema, name: string): fc.Arbitrary<number> {
  const { min, max } = bounds(s, true);
  const any = fc.bigInt({ min: BigInt(min), max: BigInt(max) }).map(Number);
  const edges = fc.constantFrom(...new Set([min, max, Math.min(max, min + 1), Math.max(min, max - 1), Math.min(max, Math.max(min, 0))]));
  const small = fc.integer({ min: Math.max(min, -3), max: Math.max(Math.max(min, -3), Math.min(max, 30)) });
  // Ids of the seeded merchant's rows are small numbers: lean to them so that calls reach their rows.
  if (ID_NAME.test(name)) return fc.oneof({ arbitrary: small, weight: 4 }, { arbitrary: any, weight: 1 }, { arbitrary: edges, weight: 1 });
  return fc.oneof(small, any, edges);
}

function number(s: Schema): fc.Arbitrary<number> {
  const { min, max } = bounds(s, false);
  const any = fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  const edges = fc.constantFrom(min, max);
  const multiple = typeof s.multipleOf === 'number' ? (s.multipleOf as number) : undefined;
  const [low, high] = [Math.ceil(Math.max(min, -10)), Math.floor(Math.min(max, 100))];
  const arb = low <= high ? fc.oneof(any, edges, fc.integer({ min: low, max: high })) : fc.oneof(any, edges);
  return multiple ? arb.map((v) => Math.min(max, Math.max(min, Math.round(v / multiple) * multiple))) : arb;
}

function string(s: Schema): fc.Arbitrary<string> {
  const minLength = (s.minLength as number | undefined) ?? 0;
  const maxLength = (s.maxLength as number | undefined) ?? 200;
  // JSON Schema counts code points.
  const fits = (v: string) => [...v].length >= minLength && [...v].length <= maxLength;
  const patterns = patternsOf(s).map((p) => new RegExp(p));
  if (patterns.length) {
    const [first, ...rest] = patterns;
    return fc.stringMatching(first!).filter((v) => fits(v) && rest.every((r) => r.test(v)));
  }
  if (s.format === 'date-time') return fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2999-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString());
  if (s.format === 'date') return fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2999-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  const short = Math.max(minLength, Math.min(maxLength, 16));
  return fc.oneof(
    fc.string({ minLength, maxLength: short }),
    fc.string({ minLength, maxLength: short, unit: 'binary' }),
    fc.array(fc.constantFrom(...ODD), { minLength: Math.max(1, minLength), maxLength: Math.max(1, short) }).map((a) => a.join('')),
    // The longest the schema lets through: the column behind it must hold it.
    fc.constantFrom('x', '中', '😀').map((c) => c.repeat(Math.max(minLength, maxLength))),
  ).filter(fits);
}
