import { useState } from 'react';
import { Button, Card, Col, Row, Space, Table, message } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PlaceNode } from '@canteen/contract';
import { call } from '@/api';
import type { FieldDef } from '@/components/ResourcePage';
import EditDialog from '@/components/ResourcePage/EditDialog';
import { EditAction, RemoveAction } from '@/components/ResourcePage/RowActions';
import TreeSide, { findNode, type TreeShape } from '@/components/TreeSide';

const TREE = 'peopleMaster.placeTree';
const NO_OPTIONS = new Map();
const placeFields: FieldDef[] = [
  { key: 'placeName', label: 'peopleMaster.place.name', type: 'text', required: true, maxLength: 50 },
  { key: 'placeCode', label: 'peopleMaster.place.code', type: 'text', maxLength: 30 },
  { key: 'sort', label: 'peopleMaster.common.sort', type: 'number', min: 0, max: 9999 },
  { key: 'remark', label: 'peopleMaster.common.remark', type: 'textarea', maxLength: 200 },
];

type PlaceDialog = { mode: 'add'; parentId: number | null } | { mode: 'edit'; node: PlaceNode };
const PLACE_SHAPE: TreeShape<PlaceNode> = { id: (n) => n.placeId, name: (n) => n.placeName };

/** Places (/personal/location, menu 702000): the tree on the left, the chosen place's sub-places on the right. */
export default function PlacesPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [notice, holder] = message.useMessage();
  const [placeId, setPlaceId] = useState<number | null>(null);
  const [dialog, setDialog] = useState<PlaceDialog | null>(null);
  const tree = useQuery({ queryKey: [TREE], queryFn: () => call(TREE, {}) });
  const chosen = placeId === null ? undefined : findNode(tree.data ?? [], placeId, PLACE_SHAPE);
  const children = chosen ? chosen.children : (tree.data ?? []);
  const refresh = () => queryClient.invalidateQueries({ queryKey: [TREE] });

  const save = async (values: Record<string, unknown>) => {
    const content = {
      placeName: String(values.placeName ?? '').trim(),
      placeCode: String(values.placeCode ?? '').trim(),
      sort: (values.sort as number | undefined) ?? 0,
      remark: String(values.remark ?? '').trim(),
    };
    if (dialog?.mode === 'edit') await call('peopleMaster.placeEdit', { placeId: dialog.node.placeId, parentId: dialog.node.parentId, ...content });
    else await call('peopleMaster.placeAdd', { parentId: dialog?.mode === 'add' ? dialog.parentId : null, ...content });
    void notice.success(t(dialog?.mode === 'edit' ? 'widgets.resource.edited' : 'widgets.resource.added'));
    await refresh();
  };
  const remove = async (id: number) => {
    try {
      await call('peopleMaster.placeRemove', { placeId: id });
    } catch {
      return; // the request client has shown why (sub-places remain, or people are placed there)
    }
    void notice.success(t('widgets.resource.removed'));
    if (id === placeId) setPlaceId(null);
    await refresh();
  };

  return (
    <Row gutter={16}>
      {holder}
      <Col xs={24} md={7}>
        <TreeSide title="peopleMaster.place.tree" empty="peopleMaster.place.none" nodes={tree.data} shape={PLACE_SHAPE} selected={placeId} onSelect={setPlaceId} />
      </Col>
      <Col xs={24} md={17}>
        <Card
          size="small"
          title={chosen ? t('peopleMaster.place.childrenOf', { name: chosen.placeName }) : t('peopleMaster.place.topLevel')}
          extra={
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ mode: 'add', parentId: placeId })}>
              {t('peopleMaster.place.add')}
            </Button>
          }
        >
          <Table<PlaceNode>
            size="small"
            rowKey="placeId"
            bordered
            pagination={false}
            loading={tree.isFetching}
            dataSource={children}
            expandable={{ childrenColumnName: '_none' }}
            locale={{ emptyText: t('peopleMaster.place.noChildren') }}
            columns={[
              { key: 'placeName', dataIndex: 'placeName', title: t('peopleMaster.place.name') },
              { key: 'placeCode', dataIndex: 'placeCode', title: t('peopleMaster.place.code') },
              { key: 'sort', dataIndex: 'sort', title: t('peopleMaster.common.sort') },
              { key: 'subCount', title: t('peopleMaster.place.subCount'), render: (_, row) => row.children.length },
              { key: 'remark', dataIndex: 'remark', title: t('peopleMaster.common.remark') },
              {
                key: 'actions',
                title: t('widgets.common.actions'),
                render: (_, row) => (
                  <Space size="small">
                    <EditAction onClick={() => setDialog({ mode: 'edit', node: row })} />
                    <RemoveAction onConfirm={() => remove(row.placeId)} />
                  </Space>
                ),
              },
            ]}
          />
        </Card>
      </Col>
      {dialog && (
        <EditDialog
          mode={dialog.mode}
          initialValues={
            dialog.mode === 'edit'
              ? { placeName: dialog.node.placeName, placeCode: dialog.node.placeCode, sort: dialog.node.sort, remark: dialog.node.remark }
              : { sort: 0 }
          }
          fields={placeFields}
          options={NO_OPTIONS}
          save={save}
          onClose={() => setDialog(null)}
        />
      )}
    </Row>
  );
}
