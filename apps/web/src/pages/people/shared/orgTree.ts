import { useQuery } from '@tanstack/react-query';
import type { OrgNode } from '@canteen/contract';
import { call } from '@/api';
import type { TreeShape } from '@/components/TreeSide';

export const ORG_TREE = 'people.orgTree';
export const ORG_SHAPE: TreeShape<OrgNode> = { id: (n) => n.orgId, name: (n) => n.orgName };

/**
 * The merchant's organisation tree, read once for every page that shows it (people, visitors, the money pages) under
 * one key: a change on the organisations page refreshes them all.
 */
export const useOrgTree = () => useQuery({ queryKey: [ORG_TREE], queryFn: () => call(ORG_TREE, {}), staleTime: 60_000 });
