import { useQueries } from '@tanstack/react-query';
import type { FieldDef, FieldOption } from './types';

/** The choices of every select field: given lists as they are, loaders read once per page and cached a minute. */
export function useFieldOptions(scope: string, fields: FieldDef[]): Map<string, FieldOption[]> {
  const loaded = fields.filter((f) => typeof f.options === 'function');
  const results = useQueries({
    queries: loaded.map((f) => ({
      queryKey: ['fieldOptions', scope, f.key],
      queryFn: f.options as () => Promise<FieldOption[]>,
      staleTime: 60_000,
    })),
  });
  const map = new Map<string, FieldOption[]>();
  for (const f of fields) if (Array.isArray(f.options)) map.set(f.key, f.options);
  loaded.forEach((f, i) => map.set(f.key, results[i]?.data ?? []));
  return map;
}
