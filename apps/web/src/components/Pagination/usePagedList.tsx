import { useState, type ReactElement } from 'react';
import { keepPreviousData, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE, type InputOf, type OutputOf, type PageEndpointId, type RecordOf } from '@canteen/contract';
import { call, type CallOptions } from '@/api';
import Pagination from '.';

/** A paged list's filters: its input without the paging fields. */
export type PageFilters<Id extends PageEndpointId> = Omit<InputOf<Id>, 'page' | 'limit'>;

export interface PagedListOptions extends Pick<CallOptions, 'loading'> {
  /** false: do not ask yet (e.g. until a rule is chosen). */
  enabled?: boolean;
  /** The pager does not scroll the page to the top (a list inside a dialog). */
  noScroll?: boolean;
}

export interface PagedList<Id extends PageEndpointId> {
  list: UseQueryResult<OutputOf<Id>>;
  rows: RecordOf<Id>[];
  total: number;
  page: number;
  limit: number;
  setPage: (page: number) => void;
  /** The pagination bar under the list. */
  pager: ReactElement;
  /** Asks the server again (every page of this list). */
  refresh: () => Promise<void>;
}

/**
 * One paged list of the contract (DESIGN §7): `{page, limit}` state beside the filters, the query keyed by the
 * endpoint id (so `invalidateQueries({queryKey: [id]})` refreshes it), the previous page shown while the next
 * loads, and the pager. Other filters go back to page 1.
 */
export function usePagedList<Id extends PageEndpointId>(id: Id, filters: PageFilters<Id>, options: PagedListOptions = {}): PagedList<Id> {
  const queryClient = useQueryClient();
  const filterKey = JSON.stringify(filters);
  const [paging, setPaging] = useState({ filterKey, page: 1, limit: DEFAULT_PAGE_SIZE });
  const page = paging.filterKey === filterKey ? paging.page : 1;
  const query = { ...filters, page, limit: paging.limit };
  const list = useQuery({
    queryKey: [id, query],
    // `filters` is typed by the endpoint's input at the caller; adding page and limit keeps it the input.
    queryFn: ({ signal }) => call(id, query as InputOf<Id>, { signal, loading: options.loading }),
    enabled: options.enabled,
    placeholderData: keepPreviousData,
  });
  const data = list.data as { records: RecordOf<Id>[]; total: number } | undefined;
  const total = data?.total ?? 0;
  const pager = (
    <Pagination page={page} limit={paging.limit} total={total} noScroll={options.noScroll} onChange={(next, limit) => setPaging({ filterKey, page: next, limit })} />
  );
  return {
    list,
    rows: data?.records ?? [],
    total,
    page,
    limit: paging.limit,
    setPage: (next) => setPaging({ filterKey, page: next, limit: paging.limit }),
    pager,
    refresh: () => queryClient.invalidateQueries({ queryKey: [id] }),
  };
}
