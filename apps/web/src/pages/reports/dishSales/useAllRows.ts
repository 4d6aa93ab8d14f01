import { useQuery } from '@tanstack/react-query';
import type { InputOf, PageEndpointId, RecordOf } from '@canteen/contract';
import { call } from '@/api';

/** The most pages a chart reads (500 rows each): a year of days fits in one, a year by canteen and meal in a few. */
const MAX_PAGES = 20;

/** Every row of a report for its chart (the table pages the same rows itself). */
export function useAllRows<Id extends PageEndpointId>(endpoint: Id, query: Record<string, unknown>) {
  return useQuery({
    queryKey: [endpoint, 'chart', query],
    queryFn: async ({ signal }) => {
      const rows: RecordOf<Id>[] = [];
      for (let page = 1; page <= MAX_PAGES; page++) {
        const got = (await call(endpoint, { ...query, page, limit: 500 } as InputOf<Id>, { signal, silent: true })) as { records: RecordOf<Id>[]; total: number };
        rows.push(...got.records);
        if (rows.length >= got.total || !got.records.length) break;
      }
      return rows;
    },
  });
}
