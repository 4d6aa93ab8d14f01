import { MENU_TREE, isPlatformMenu, type MenuNode } from '@canteen/contract';
import type { Actor } from '../../platform/context';

export interface MenuOut {
  id: number;
  path: string;
  name: string;
  hidden?: boolean;
  children?: MenuOut[];
}

/** The tree cut down to nodes whose id passes `keep`; a parent stays when any child stays. */
export function filterTree(tree: MenuNode[], keep: (id: number) => boolean): MenuOut[] {
  const out: MenuOut[] = [];
  for (const node of tree) {
    const children = node.children ? filterTree(node.children, keep) : [];
    if (keep(node.id) || children.length) {
      out.push({ id: node.id, path: node.path, name: node.name, ...(node.hidden ? { hidden: true } : {}), ...(children.length ? { children } : {}) });
    }
  }
  return out;
}

/** Menus of the signed-in user (spec §7.1 menus/user). */
export const menusOfActor = (actor: Actor) => filterTree(MENU_TREE, (id) => actor.menuIds.has(id));

/**
 * What a role of the actor's side can be granted: a merchant's menus, or the platform's; by a manager who is not
 * an administrator, only the menus they hold (roles.ts refuses any other).
 */
export const grantableTree = (actor: Actor) =>
  filterTree(MENU_TREE, (id) => isPlatformMenu(id) === actor.isPlatform && (actor.isAdmin || actor.menuIds.has(id)));
