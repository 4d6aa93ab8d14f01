import { z } from 'zod';

/**
 * Fields that carry a secret (bank keys, app secrets, device secrets). Whatever their name, the operation log never
 * keeps their value: the server masks every field whose schema is registered here.
 */
export const secretRegistry = z.registry<{ secret: true }, z.ZodType>();

/** Marks a schema as a secret field. */
export const secretField = <S extends z.ZodType>(schema: S): S => {
  secretRegistry.add(schema, { secret: true });
  return schema;
};

/** The names of the fields of `schema` (at any depth) whose schema is a secret field. */
export function secretFieldNames(schema: z.ZodType): Set<string> {
  const names = new Set<string>();
  const seen = new Set<z.ZodType>();
  const walk = (s: z.ZodType | undefined) => {
    if (!s || seen.has(s)) return;
    seen.add(s);
    const def = (s as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;
    switch (def.type) {
      case 'object':
        for (const [name, field] of Object.entries(def.shape as Record<string, z.ZodType>)) {
          if (isSecret(field)) names.add(name);
          walk(field);
        }
        break;
      case 'optional':
      case 'nullable':
      case 'default':
      case 'prefault':
      case 'readonly':
      case 'catch':
      case 'nonoptional':
        walk(def.innerType as z.ZodType);
        break;
      case 'pipe':
        walk(def.in as z.ZodType);
        walk(def.out as z.ZodType);
        break;
      case 'array':
        walk(def.element as z.ZodType);
        break;
      case 'union':
        for (const option of def.options as z.ZodType[]) walk(option);
        break;
      case 'intersection':
        walk(def.left as z.ZodType);
        walk(def.right as z.ZodType);
        break;
      case 'record':
        walk(def.valueType as z.ZodType);
        break;
      case 'lazy':
        walk((def.getter as () => z.ZodType)());
        break;
    }
  };
  walk(schema);
  return names;
}

/** A field is secret when its schema, or the schema it wraps (optional, default…), is registered as one. */
function isSecret(schema: z.ZodType): boolean {
  for (let s: z.ZodType | undefined = schema; s; ) {
    if (secretRegistry.has(s)) return true;
    const inner: z.ZodType | undefined = (s as unknown as { _zod: { def: { innerType?: z.ZodType } } })._zod.def.innerType;
    s = inner;
  }
  return false;
}
