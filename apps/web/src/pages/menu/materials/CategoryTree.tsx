import { useState } from 'react';
import { Button, Card, Empty, Popconfirm, Space, Tree, message } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MaterialCategoryNode } from '@canteen/contract';
import { call } from '@/api';
import type { FieldDef } from '@/components/ResourcePage';
import EditDialog from '@/components/ResourcePage/EditDialog';
import { toTreeData, type TreeShape } from '@/components/TreeSide';

export const CATEGORY_TREE = 'menuMaterials.categoryTree';
const NO_OPTIONS = new Map();
const categoryFields: FieldDef[] = [
  { key: 'categoryName', label: 'menuMaterials.category.name', type: 'text', required: true, maxLength: 30 },
  { key: 'sort', label: 'menuMaterials.common.sort', type: 'number', min: 0, max: 9999 },
];

type Dialog = { mode: 'add'; parentId: number | null } | { mode: 'edit'; node: MaterialCategoryNode };
const CATEGORY_SHAPE: TreeShape<MaterialCategoryNode> = { id: (n) => n.categoryId, name: (n) => n.categoryName };

/** The category of that id with the names from the big type down to it. */
export function findCategory(nodes: MaterialCategoryNode[], id: number, path: string[] = []): { node: MaterialCategoryNode; path: string[] } | undefined {
  for (const n of nodes) {
    const here = [...path, n.categoryName];
    if (n.categoryId === id) return { node: n, path: here };
    const found = findCategory(n.children, id, here);
    if (found) return found;
  }
  return undefined;
}

/** Every category as a picker option labelled with its path ('畜禽肉类 / 猪肉'). */
export function categoryOptions(nodes: MaterialCategoryNode[], path: string[] = []): { value: number; label: string }[] {
  return nodes.flatMap((n) => {
    const here = [...path, n.categoryName];
    return [{ value: n.categoryId, label: here.join(' / ') }, ...categoryOptions(n.children, here)];
  });
}

interface Props {
  selected: number | null;
  onSelect: (categoryId: number | null) => void;
  /** After a change of the tree (the material form's category choices follow). */
  onChanged: () => void;
}

/** The material category tree: choosing a node filters the materials; its big types and sub-categories are edited here. */
export default function CategoryTree({ selected, onSelect, onChanged }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [notice, holder] = message.useMessage();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const tree = useQuery({ queryKey: [CATEGORY_TREE], queryFn: () => call(CATEGORY_TREE, {}) });
  const chosen = selected === null ? undefined : findCategory(tree.data ?? [], selected)?.node;
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: [CATEGORY_TREE] });
    onChanged();
  };

  const save = async (values: Record<string, unknown>) => {
    const content = { categoryName: String(values.categoryName ?? '').trim(), sort: (values.sort as number | undefined) ?? 0 };
    if (dialog?.mode === 'edit') await call('menuMaterials.categoryEdit', { categoryId: dialog.node.categoryId, parentId: dialog.node.parentId, ...content });
    else await call('menuMaterials.categoryAdd', { parentId: dialog?.mode === 'add' ? dialog.parentId : null, ...content });
    void notice.success(t(dialog?.mode === 'edit' ? 'widgets.resource.edited' : 'widgets.resource.added'));
    await refresh();
  };
  const remove = async (id: number) => {
    try {
      await call('menuMaterials.categoryRemove', { id });
    } catch {
      return; // the request client has shown why (sub-categories or materials remain)
    }
    void notice.success(t('widgets.resource.removed'));
    onSelect(null);
    await refresh();
  };

  return (
    <Card
      size="small"
      title={t('menuMaterials.category.tree')}
      extra={
        <Button size="small" icon={<PlusOutlined />} onClick={() => setDialog({ mode: 'add', parentId: null })}>
          {t('menuMaterials.category.addTop')}
        </Button>
      }
    >
      {holder}
      {chosen && (
        <Space size={4} wrap style={{ marginBottom: 8 }}>
          <Button size="small" icon={<PlusOutlined />} onClick={() => setDialog({ mode: 'add', parentId: chosen.categoryId })}>
            {t('menuMaterials.category.addChild')}
          </Button>
          <Button size="small" icon={<EditOutlined />} onClick={() => setDialog({ mode: 'edit', node: chosen })}>
            {t('widgets.resource.edit')}
          </Button>
          <Popconfirm title={t('widgets.common.confirmRemove')} okText={t('widgets.common.ok')} cancelText={t('widgets.common.cancel')} onConfirm={() => remove(chosen.categoryId)}>
            <Button size="small" danger icon={<DeleteOutlined />}>
              {t('widgets.resource.remove')}
            </Button>
          </Popconfirm>
        </Space>
      )}
      {tree.data?.length ? (
        <Tree
          blockNode
          defaultExpandAll
          treeData={toTreeData(tree.data, CATEGORY_SHAPE)}
          selectedKeys={selected ? [selected] : []}
          onSelect={(keys) => onSelect(keys.length ? Number(keys[0]) : null)}
        />
      ) : (
        <Empty description={t('menuMaterials.category.none')} />
      )}
      {dialog && (
        <EditDialog
          mode={dialog.mode}
          initialValues={dialog.mode === 'edit' ? { categoryName: dialog.node.categoryName, sort: dialog.node.sort } : { sort: 0 }}
          fields={categoryFields}
          options={NO_OPTIONS}
          save={save}
          onClose={() => setDialog(null)}
        />
      )}
    </Card>
  );
}
