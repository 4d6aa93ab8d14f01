import { useState, type ReactNode } from 'react';
import { Button, Card, Col, Empty, Input, Popconfirm, Row, Space, Tag, Tree, message } from 'antd';
import { DeleteOutlined, EditOutlined, FolderAddOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { HealthRecipeNode } from '@canteen/contract';
import { call } from '@/api';
import { findNode, type TreeShape } from '@/components/TreeSide';
import NodeDialog, { type NodeDialogState } from './NodeDialog';
import RecipePanel from './RecipePanel';

const TREE = 'healthRecipes.treeList';

interface TreeItem {
  key: number;
  title: ReactNode;
  children: TreeItem[];
}

const RECIPE_SHAPE: TreeShape<HealthRecipeNode> = { id: (n) => n.healthRecipeId, name: (n) => n.name };

/**
 * Health recipes (/healthcenter/healthcaipu, menu 902000): the tree of categories and recipes on the left; the
 * chosen recipe's dishes by meal, with their nutrition and the day's totals, on the right.
 */
export default function HealthRecipesPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [notice, holder] = message.useMessage();
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<NodeDialogState | null>(null);
  const tree = useQuery({ queryKey: [TREE, search], queryFn: () => call(TREE, { name: search || undefined }) });
  const options = useQuery({ queryKey: ['healthRecipes.recipeOptions'], queryFn: () => call('healthRecipes.recipeOptions', {}) });
  const nodes = tree.data ?? [];
  const chosen = chosenId === null ? undefined : findNode(nodes, chosenId, RECIPE_SHAPE);
  // A new node goes under the chosen category, or beside the chosen recipe.
  const parentForNew = chosen ? (chosen.kind === 'category' ? chosen.healthRecipeId : chosen.parentId) : null;
  const refresh = () => queryClient.invalidateQueries({ queryKey: [TREE] });

  const toItems = (list: HealthRecipeNode[]): TreeItem[] =>
    list.map((n) => ({
      key: n.healthRecipeId,
      title: (
        <span>
          {n.name} {n.kind === 'recipe' && <Tag>{t('healthRecipes.person.dishCount', { count: n.lineCount })}</Tag>}
        </span>
      ),
      children: toItems(n.children),
    }));

  const remove = async (node: HealthRecipeNode) => {
    try {
      await call('healthRecipes.remove', { healthRecipeId: node.healthRecipeId });
    } catch {
      return; // the request client has shown why (the category still holds nodes)
    }
    void notice.success(t('widgets.resource.removed'));
    setChosenId(null);
    await refresh();
  };
  const targetOptions = {
    chronics: (options.data?.chronics ?? []).map((c) => ({ value: c.id, label: c.name })),
    psnTypes: (options.data?.psnTypes ?? []).map((p) => ({ value: p.id, label: p.name })),
  };

  return (
    <Row gutter={16}>
      {holder}
      <Col xs={24} lg={8} xl={7}>
        <Card size="small" title={t('healthRecipes.tree.title')}>
          <Space orientation="vertical" style={{ width: '100%' }}>
            <Input.Search allowClear placeholder={t('healthRecipes.tree.search')} aria-label={t('healthRecipes.tree.search')} onSearch={(v) => setSearch(v.trim())} />
            <Space wrap>
              <Button size="small" icon={<FolderAddOutlined />} onClick={() => setDialog({ mode: 'add', kind: 'category', parentId: parentForNew })}>
                {t('healthRecipes.tree.addCategory')}
              </Button>
              <Button size="small" type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ mode: 'add', kind: 'recipe', parentId: parentForNew })}>
                {t('healthRecipes.tree.addRecipe')}
              </Button>
              {chosen && (
                <>
                  <Button size="small" icon={<EditOutlined />} onClick={() => setDialog({ mode: 'edit', node: chosen })}>
                    {t('healthRecipes.tree.edit')}
                  </Button>
                  <Popconfirm
                    title={t('healthRecipes.tree.removeConfirm', { name: chosen.name })}
                    okText={t('widgets.common.ok')}
                    cancelText={t('widgets.common.cancel')}
                    onConfirm={() => remove(chosen)}
                  >
                    <Button size="small" danger icon={<DeleteOutlined />}>
                      {t('healthRecipes.tree.remove')}
                    </Button>
                  </Popconfirm>
                </>
              )}
            </Space>
            {nodes.length ? (
              <Tree
                blockNode
                defaultExpandAll
                key={search}
                treeData={toItems(nodes)}
                selectedKeys={chosenId ? [chosenId] : []}
                onSelect={(keys) => setChosenId(keys.length ? Number(keys[0]) : null)}
              />
            ) : (
              <Empty description={t('healthRecipes.tree.none')} />
            )}
          </Space>
        </Card>
      </Col>
      <Col xs={24} lg={16} xl={17}>
        {chosen?.kind === 'recipe' ? (
          <RecipePanel key={chosen.healthRecipeId} recipe={chosen} />
        ) : (
          <Card size="small">
            <Empty description={chosen ? t('healthRecipes.tree.categoryChosen', { name: chosen.name }) : t('healthRecipes.tree.pickRecipe')} />
          </Card>
        )}
      </Col>
      {dialog && (
        <NodeDialog
          state={dialog}
          tree={nodes}
          targets={targetOptions}
          topLabel={t('healthRecipes.node.top')}
          onSaved={async (mode, id) => {
            void notice.success(t(mode === 'add' ? 'widgets.resource.added' : 'widgets.resource.edited'));
            await refresh();
            setChosenId(id);
          }}
          onClose={() => setDialog(null)}
        />
      )}
    </Row>
  );
}
