import { useQuery } from '@tanstack/react-query';
import { call } from '@/api';

export const LOGO_QUERY_KEY = ['settings.queryLogoConfig'];

/** The merchant's logos (public: the login page shows one too). */
export function useLogoConfig() {
  return useQuery({
    queryKey: LOGO_QUERY_KEY,
    queryFn: ({ signal }) => call('settings.queryLogoConfig', {}, { loading: false, silent: true, signal }),
    staleTime: 5 * 60_000,
  });
}
