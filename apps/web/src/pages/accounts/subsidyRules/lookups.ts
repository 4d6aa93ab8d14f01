import { useQuery } from '@tanstack/react-query';
import type { OrgNode } from '@canteen/contract';
import { call } from '@/api';

export const RULES_KEY = 'accounts.subsidyRuleList';
export const ruleDetailPath = (ruleId: number) => `/account/rechargewithdrawals/butie/ruleDetail?id=${ruleId}`;
export const SUBSIDY_IMPORT_PATH = '/account/rechargewithdrawals/butie/export';

export function useSubsidyRules() {
  return useQuery({ queryKey: [RULES_KEY], queryFn: () => call(RULES_KEY, {}) });
}

/** Person types need their own menu; without it the call fails quietly and rules show type ids. */
export function usePsnTypes() {
  return useQuery({ queryKey: ['peopleMaster.psnTypeList'], queryFn: () => call('peopleMaster.psnTypeList', {}, { silent: true }), staleTime: 60_000 });
}

/** Organisation id → name, over the whole tree. */
export function orgNameMap(tree: OrgNode[] | undefined): Map<number, string> {
  const names = new Map<number, string>();
  const walk = (nodes: OrgNode[]) => {
    for (const n of nodes) {
      names.set(n.orgId, n.orgName);
      walk(n.children);
    }
  };
  walk(tree ?? []);
  return names;
}
