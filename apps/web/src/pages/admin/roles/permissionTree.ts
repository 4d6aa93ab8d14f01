import { joinPath } from '@canteen/contract';

/** A node of admin.menuTree: the menus a role of this merchant can be granted. */
export interface GrantableMenu {
  id: number;
  path: string;
  name: string;
  hidden?: boolean;
  children?: GrantableMenu[];
}

export interface PermissionNode {
  key: number;
  title: string;
  children?: PermissionNode[];
}

/**
 * The menu tree as antd tree data, each node titled by its route title (the key is the node's full path),
 * and the ids of the leaves: only they are given to the tree as checked, the tree works out their parents.
 */
export function buildPermissionTree(menus: GrantableMenu[], title: (fullPath: string) => string) {
  const leafIds = new Set<number>();
  const convert = (nodes: GrantableMenu[], parentPath: string): PermissionNode[] =>
    nodes.map((node) => {
      const fullPath = joinPath(parentPath, node.path);
      if (!node.children?.length) {
        leafIds.add(node.id);
        return { key: node.id, title: title(fullPath) };
      }
      return { key: node.id, title: title(fullPath), children: convert(node.children, fullPath) };
    });
  return { treeData: convert(menus, ''), leafIds };
}

/** What a role stores: the checked menus and the half-checked parents that lead to them, once each, ascending. */
export function grantedMenuIds(checked: readonly (string | number | bigint)[], halfChecked: readonly (string | number | bigint)[]): number[] {
  return [...new Set([...checked, ...halfChecked].map(Number))].sort((a, b) => a - b);
}
