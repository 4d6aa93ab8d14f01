import { useQueryClient } from '@tanstack/react-query';

/** After money moved or a state changed: every list and detail of accounts reads again. */
export function useRefreshAccounts() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['accounts.accountPage'] }),
      queryClient.invalidateQueries({ queryKey: ['accounts.accountDetail'] }),
      queryClient.invalidateQueries({ queryKey: ['accounts.ledgerPage'] }),
      queryClient.invalidateQueries({ queryKey: ['accounts.eventPage'] }),
    ]);
}
