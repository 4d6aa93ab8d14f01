import type { CSSProperties } from 'react';
import { TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrgNode } from '@canteen/contract';
import { toTreeData } from '@/components/TreeSide';
import { ORG_SHAPE, useOrgTree } from '../../people/shared/orgTree';

/** The chosen organisations without those under another chosen one (the server includes sub-organisations). */
export function topmostOrgs(tree: OrgNode[], chosen: number[]): number[] {
  const picked = new Set(chosen);
  const out: number[] = [];
  const walk = (nodes: OrgNode[], covered: boolean) => {
    for (const n of nodes) {
      const here = picked.has(n.orgId);
      if (here && !covered) out.push(n.orgId);
      walk(n.children, covered || here);
    }
  };
  walk(tree, false);
  return out;
}

interface SingleProps {
  multiple?: false;
  value?: number | null;
  onChange?: (value: number | null) => void;
}
interface MultipleProps {
  multiple: true;
  value?: number[];
  onChange?: (value: number[]) => void;
}

/** Pick one organisation (a filter) or several (a batch). */
export default function OrgTreeSelect(props: (SingleProps | MultipleProps) & { id?: string; placeholder?: string; style?: CSSProperties; 'aria-label'?: string }) {
  const { t } = useTranslation();
  const tree = useOrgTree();
  const common = {
    id: props.id,
    // A form item's <label for> names it; a free-standing filter is named by what it picks.
    'aria-label': props['aria-label'] ?? (props.id ? undefined : t('accounts.account.org')),
    treeData: toTreeData(tree.data ?? [], ORG_SHAPE),
    treeDefaultExpandAll: true,
    allowClear: true,
    showSearch: true,
    treeNodeFilterProp: 'title',
    loading: tree.isLoading,
    placeholder: props.placeholder ?? t('accounts.account.org'),
    style: { minWidth: 220, ...props.style },
  };
  if (props.multiple) {
    const { onChange } = props;
    return <TreeSelect<number[]> {...common} multiple value={props.value} onChange={(v) => onChange?.(v ?? [])} />;
  }
  const { onChange } = props;
  return <TreeSelect<number | null> {...common} value={props.value ?? undefined} onChange={(v) => onChange?.(v ?? null)} />;
}
