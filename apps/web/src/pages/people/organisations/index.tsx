import { useState } from 'react';
import { Button, Card, Col, Modal, Popconfirm, Row, Space, Table, TreeSelect } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined, SwapOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { OrgNode } from '@canteen/contract';
import { call } from '@/api';
import type { FieldDef } from '@/components/ResourcePage';
import EditDialog from '@/components/ResourcePage/EditDialog';
import TreeSide, { findNode, toTreeData } from '@/components/TreeSide';
import { ORG_SHAPE, ORG_TREE, useOrgTree } from '../shared/orgTree';

const NO_OPTIONS = new Map();
const orgFields: FieldDef[] = [
  { key: 'orgName', label: 'people.org.name', type: 'text', required: true, maxLength: 50 },
  { key: 'orgCode', label: 'people.org.code', type: 'text', maxLength: 30 },
  { key: 'sort', label: 'people.org.sort', type: 'number', min: 0, max: 9999 },
];

type OrgDialog = { mode: 'add'; parentId: number | null } | { mode: 'edit'; node: OrgNode };

/** The organisation tree; the chosen organisation's sub-organisations with add, edit, remove and move. */
export default function OrganisationsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [orgId, setOrgId] = useState<number | null>(null);
  const [dialog, setDialog] = useState<OrgDialog | null>(null);
  const [checked, setChecked] = useState<number[]>([]);
  const [moving, setMoving] = useState(false);
  const [target, setTarget] = useState<number | null>(null);
  const tree = useOrgTree();
  const chosen = orgId === null ? undefined : findNode(tree.data ?? [], orgId, ORG_SHAPE);
  const children = chosen ? chosen.children : (tree.data ?? []);
  const refresh = () => queryClient.invalidateQueries({ queryKey: [ORG_TREE] });

  const save = async (values: Record<string, unknown>) => {
    const content = { orgName: String(values.orgName ?? '').trim(), orgCode: String(values.orgCode ?? '').trim(), sort: (values.sort as number | undefined) ?? 0 };
    if (dialog?.mode === 'edit') await call('people.orgEdit', { orgId: dialog.node.orgId, parentId: dialog.node.parentId, ...content });
    else await call('people.orgAdd', { parentId: dialog?.mode === 'add' ? dialog.parentId : null, ...content });
    await refresh();
  };
  const remove = async (id: number) => {
    try {
      await call('people.orgRemove', { orgId: id });
    } catch {
      return; // the request client has shown why (sub-organisations remain)
    }
    if (id === orgId) setOrgId(null);
    await refresh();
  };
  const move = async () => {
    try {
      await call('people.orgBatchMove', { orgIds: checked, parentId: target });
    } catch {
      return;
    }
    setMoving(false);
    setChecked([]);
    await refresh();
  };

  return (
    <Row gutter={16}>
      <Col xs={24} md={7}>
        <TreeSide title="people.org.tree" empty="people.org.none" nodes={tree.data} shape={ORG_SHAPE} selected={orgId} onSelect={setOrgId} />
      </Col>
      <Col xs={24} md={17}>
        <Card
          size="small"
          title={chosen ? t('people.org.childrenOf', { name: chosen.orgName }) : t('people.org.topLevel')}
          extra={
            <Space>
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ mode: 'add', parentId: orgId })}>
                {t('people.org.add')}
              </Button>
              <Button icon={<SwapOutlined />} disabled={!checked.length} onClick={() => setMoving(true)}>
                {t('people.org.move')}
              </Button>
            </Space>
          }
        >
          <Table<OrgNode>
            size="small"
            rowKey="orgId"
            pagination={false}
            dataSource={children}
            rowSelection={{ selectedRowKeys: checked, onChange: (keys) => setChecked(keys.map(Number)) }}
            expandable={{ childrenColumnName: '_none' }}
            locale={{ emptyText: t('people.org.noChildren') }}
            columns={[
              { key: 'orgName', dataIndex: 'orgName', title: t('people.org.name') },
              { key: 'orgCode', dataIndex: 'orgCode', title: t('people.org.code') },
              { key: 'sort', dataIndex: 'sort', title: t('people.org.sort') },
              { key: 'subCount', title: t('people.org.subCount'), render: (_, row) => row.children.length },
              {
                key: 'actions',
                title: t('widgets.common.actions'),
                render: (_, row) => (
                  <Space size={0}>
                    <Button type="link" size="small" icon={<EditOutlined />} onClick={() => setDialog({ mode: 'edit', node: row })}>
                      {t('people.org.edit')}
                    </Button>
                    <Popconfirm title={t('widgets.common.confirmRemove')} okText={t('widgets.common.ok')} cancelText={t('widgets.common.cancel')} onConfirm={() => remove(row.orgId)}>
                      <Button type="link" size="small" danger icon={<DeleteOutlined />}>
                        {t('people.org.remove')}
                      </Button>
                    </Popconfirm>
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
          initialValues={dialog.mode === 'edit' ? { orgName: dialog.node.orgName, orgCode: dialog.node.orgCode, sort: dialog.node.sort } : { sort: 0 }}
          fields={orgFields}
          options={NO_OPTIONS}
          save={save}
          onClose={() => setDialog(null)}
        />
      )}
      <Modal open={moving} title={t('people.org.moveTitle', { count: checked.length })} okText={t('widgets.common.ok')}
        cancelText={t('widgets.common.cancel')}
        onOk={move}
        onCancel={() => setMoving(false)}
        destroyOnHidden
      >
        <TreeSelect
          style={{ width: '100%' }}
          aria-label={t('people.org.newParent')}
          placeholder={t('people.org.topLevel')}
          allowClear
          treeDefaultExpandAll
          treeData={toTreeData(tree.data ?? [], ORG_SHAPE)}
          value={target ?? undefined}
          onChange={(v) => setTarget(v ?? null)}
        />
      </Modal>
    </Row>
  );
}
