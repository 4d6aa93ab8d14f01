import { useCallback, useMemo, useState } from 'react';
import { Button, Card, Col, Drawer, Empty, Popconfirm, Row, Space, Tree } from 'antd';
import { DeleteOutlined, EditOutlined, HistoryOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type AreaNode, type DiningTable, type TableHistory } from '@canteen/contract';
import { call } from '@/api';
import ResourcePage, { fieldsFrom, type FieldDef } from '@/components/ResourcePage';
import EditDialog from '@/components/ResourcePage/EditDialog';
import { findNode, toTreeData, type TreeShape } from '@/components/TreeSide';
import CanteenPicker from './CanteenPicker';

const NO_OPTIONS = new Map();

const tableFields = fieldsFrom<'canteens.tableAdd', DiningTable>('canteens.tableAdd', [
  { key: 'tableNo', label: 'canteens.table.no', type: 'text', inSearch: true },
  { key: 'areaName', label: 'canteens.area.name', type: 'text', inForm: false },
  { key: 'seats', label: 'canteens.table.seats', type: 'number' },
  {
    key: 'state',
    label: 'canteens.table.state',
    type: 'select',
    inForm: false,
    inSearch: true,
    options: [
      { value: 'free', label: 'canteens.table.state.free' },
      { value: 'occupied', label: 'canteens.table.state.occupied' },
    ],
  },
  { key: 'people', label: 'canteens.table.people', type: 'number', inForm: false },
  { key: 'openedAt', label: 'canteens.table.openedAt', type: 'datetime', inForm: false },
  { key: 'remark', label: 'canteens.remark', type: 'textarea', inTable: false },
]);
const areaFields = fieldsFrom('canteens.areaAdd', [
  { key: 'areaName', label: 'canteens.area.name', type: 'text' },
  { key: 'sort', label: 'canteens.sort', type: 'number' },
]);
const peopleFields: FieldDef[] = [{ key: 'people', label: 'canteens.table.people', type: 'number', required: true, min: 1, max: 999 }];
const historyFields: FieldDef<TableHistory>[] = [
  { key: 'tableNo', label: 'canteens.table.no', type: 'text', inSearch: true },
  { key: 'people', label: 'canteens.table.people', type: 'number' },
  { key: 'openedDay', label: 'canteens.table.openedDay', type: 'date', inTable: false, inForm: false, inSearch: true, rangeKeys: ['startDay', 'endDay'] },
  { key: 'openedAt', label: 'canteens.table.openedAt', type: 'datetime' },
  { key: 'openedBy', label: 'canteens.table.openedBy', type: 'text' },
  { key: 'closedAt', label: 'canteens.table.closedAt', type: 'datetime' },
  { key: 'closedBy', label: 'canteens.table.closedBy', type: 'text' },
];

type AreaDialog = { mode: 'add'; parentId: number | null } | { mode: 'edit'; node: AreaNode };

const AREA_SHAPE: TreeShape<AreaNode> = { id: (n) => n.areaId, name: (n) => n.areaName };

/** Areas of a canteen as a tree, and the tables of the chosen area with opening and closing. */
export default function AreasTables() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [canteenId, setCanteenId] = useState<number | null>(null);
  const [areaId, setAreaId] = useState<number | null>(null);
  const [areaDialog, setAreaDialog] = useState<AreaDialog | null>(null);
  const [opening, setOpening] = useState<DiningTable | null>(null);
  const [history, setHistory] = useState(false);
  const chooseCanteen = useCallback((id: number) => {
    setCanteenId(id);
    setAreaId(null);
  }, []);
  const tree = useQuery({
    queryKey: ['canteens.areaTree', canteenId],
    queryFn: () => call('canteens.areaTree', { canteenId: canteenId! }),
    enabled: canteenId !== null,
  });
  const chosen = areaId === null ? undefined : findNode(tree.data ?? [], areaId, AREA_SHAPE);
  const fixedQuery = useMemo(() => ({ canteenId: canteenId ?? undefined, ...(areaId ? { areaId } : {}) }), [canteenId, areaId]);
  const historyQuery = useMemo(() => ({ canteenId: canteenId ?? undefined }), [canteenId]);
  const refreshTables = () => queryClient.invalidateQueries({ queryKey: ['canteens.tablePage'] });
  const refreshAreas = () => queryClient.invalidateQueries({ queryKey: ['canteens.areaTree'] });

  const saveArea = async (values: Record<string, unknown>) => {
    const content = { areaName: String(values.areaName ?? '').trim(), sort: (values.sort as number | undefined) ?? 0 };
    if (areaDialog?.mode === 'edit') await call('canteens.areaEdit', { areaId: areaDialog.node.areaId, parentId: areaDialog.node.parentId, ...content });
    else await call('canteens.areaAdd', { canteenId: canteenId!, parentId: areaDialog?.mode === 'add' ? areaDialog.parentId : null, ...content });
    await refreshAreas();
  };
  const removeArea = async (id: number) => {
    try {
      await call('canteens.areaRemove', { id });
    } catch {
      return; // the request client has shown why (sub-areas or tables remain)
    }
    setAreaId(null);
    await refreshAreas();
  };
  const closeTable = async (row: DiningTable) => {
    try {
      await call('canteens.tableClose', { tableId: row.tableId });
    } catch {
      return;
    }
    await refreshTables();
  };

  return (
    <>
      <CanteenPicker value={canteenId} onChange={chooseCanteen} />
      {canteenId !== null && (
        <Row gutter={16}>
          <Col xs={24} md={7}>
            <Card
              size="small"
              title={t('canteens.area.tree')}
              extra={
                <Space size={0}>
                  <Button type="link" size="small" icon={<PlusOutlined />} onClick={() => setAreaDialog({ mode: 'add', parentId: areaId })}>
                    {t(areaId ? 'canteens.area.addChild' : 'canteens.area.add')}
                  </Button>
                  {chosen && (
                    <Button type="link" size="small" icon={<EditOutlined />} aria-label={t('canteens.area.edit')} onClick={() => setAreaDialog({ mode: 'edit', node: chosen })} />
                  )}
                  {chosen && (
                    <Popconfirm title={t('widgets.common.confirmRemove')} onConfirm={() => removeArea(chosen.areaId)}>
                      <Button type="link" size="small" danger icon={<DeleteOutlined />} aria-label={t('canteens.area.remove')} />
                    </Popconfirm>
                  )}
                </Space>
              }
            >
              {tree.data?.length ? (
                <Tree
                  blockNode
                  defaultExpandAll
                  key={canteenId}
                  treeData={toTreeData(tree.data, AREA_SHAPE)}
                  selectedKeys={areaId ? [areaId] : []}
                  onSelect={(keys) => setAreaId(keys.length ? Number(keys[0]) : null)}
                />
              ) : (
                <Empty description={t('canteens.area.none')} />
              )}
            </Card>
          </Col>
          <Col xs={24} md={17}>
            <ResourcePage
              title="canteens.table.list"
              rowKey="tableId"
              fields={tableFields}
              pageEndpoint="canteens.tablePage"
              addEndpoint="canteens.tableAdd"
              editEndpoint="canteens.tableEdit"
              removeEndpoint="canteens.tableRemove"
              fixedQuery={fixedQuery}
              // A new table stands in the chosen area; an edited one keeps its area.
              fromForm={(content, _mode, row) => (row ? { tableId: row.tableId, areaId: row.areaId, ...content } : { canteenId, areaId, ...content })}
              extraToolbar={
                <Button icon={<HistoryOutlined />} onClick={() => setHistory(true)}>
                  {t('canteens.table.history')}
                </Button>
              }
              extraActions={(row) =>
                row.state === 'free' ? (
                  <Button type="link" size="small" onClick={() => setOpening(row)}>
                    {t('canteens.table.open')}
                  </Button>
                ) : (
                  <Popconfirm title={t('canteens.table.closeConfirm', { no: row.tableNo })} onConfirm={() => closeTable(row)}>
                    <Button type="link" size="small">
                      {t('canteens.table.close')}
                    </Button>
                  </Popconfirm>
                )
              }
            />
          </Col>
        </Row>
      )}
      {areaDialog && (
        <EditDialog
          mode={areaDialog.mode}
          initialValues={areaDialog.mode === 'edit' ? { areaName: areaDialog.node.areaName, sort: areaDialog.node.sort } : { sort: 0 }}
          fields={areaFields}
          options={NO_OPTIONS}
          save={saveArea}
          onClose={() => setAreaDialog(null)}
        />
      )}
      {opening && (
        <EditDialog
          mode="add"
          initialValues={{ people: Math.min(opening.seats, 2) }}
          fields={peopleFields}
          options={NO_OPTIONS}
          save={async (values) => {
            await call('canteens.tableOpen', { tableId: opening.tableId, people: values.people as number });
            await refreshTables();
          }}
          onClose={() => setOpening(null)}
        />
      )}
      {history && (
        <Drawer open size={900} title={t('canteens.table.history')} onClose={() => setHistory(false)} destroyOnHidden>
          <ResourcePage title="canteens.table.history" rowKey="hisId" fields={historyFields} pageEndpoint="canteens.tableHistoryPage" fixedQuery={historyQuery} />
        </Drawer>
      )}
    </>
  );
}
