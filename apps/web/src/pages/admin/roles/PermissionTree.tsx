import { useMemo } from 'react';
import { Alert, Button, Spin, Tree } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '@/api';
import { buildPermissionTree, grantedMenuIds } from './permissionTree';

interface PermissionTreeProps {
  id?: string;
  /** The role's menu ids: checked menus plus the parents leading to them. */
  value?: number[];
  onChange?: (menuIds: number[]) => void;
}

/** The menus a role grants, as a checkable tree; a form control (value = menu ids). */
export default function PermissionTree({ id, value = [], onChange }: PermissionTreeProps) {
  const { t } = useTranslation();
  const menus = useQuery({
    queryKey: ['admin.menuTree'],
    queryFn: ({ signal }) => call('admin.menuTree', {}, { loading: false, signal }),
    staleTime: 60_000,
  });
  const model = useMemo(() => (menus.data ? buildPermissionTree(menus.data, (path) => t(path)) : null), [menus.data, t]);

  if (menus.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('admin.role.menusFailed')}
        action={<Button onClick={() => void menus.refetch()}>{t('admin.common.retry')}</Button>}
      />
    );
  }
  if (!model) return <Spin />;
  return (
    <div id={id} style={{ maxHeight: 360, overflow: 'auto', border: '1px solid rgba(5, 5, 5, 0.06)', borderRadius: 6, padding: 8 }}>
      <Tree
        checkable
        selectable={false}
        defaultExpandAll
        treeData={model.treeData}
        // Parents follow from their leaves; giving a parent as checked would check all its children.
        checkedKeys={value.filter((menuId) => model.leafIds.has(menuId))}
        onCheck={(checked, info) => onChange?.(grantedMenuIds(Array.isArray(checked) ? checked : checked.checked, info.halfCheckedKeys ?? []))}
      />
    </div>
  );
}
