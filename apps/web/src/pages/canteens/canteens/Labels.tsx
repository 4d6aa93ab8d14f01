import { useState } from 'react';
import { Button, Space, Table, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Label, InputOf } from '@canteen/contract';
import { call } from '@/api';
import EditDialog from '@/components/ResourcePage/EditDialog';
import { formValuesToContent } from '@/components/ResourcePage/fieldValues';
import type { FieldDef, FormMode } from '@/components/ResourcePage';
import { EditAction, RemoveAction } from '@/components/ResourcePage/RowActions';

const NO_OPTIONS = new Map();

/** The merchant's labels (one list, not paged: the spec's queryListBasicsLabel). */
export default function Labels() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<{ mode: FormMode; row?: Label } | null>(null);
  const list = useQuery({ queryKey: ['canteens.labelList'], queryFn: () => call('canteens.labelList', {}) });
  const fields: FieldDef[] = [
    { key: 'labelName', label: 'canteens.label.name', type: 'text', required: true, maxLength: 20 },
    { key: 'color', label: 'canteens.label.color', type: 'text', required: true, rules: [{ pattern: /^#[0-9a-fA-F]{6}$/, message: t('canteens.label.colorFormat') }] },
    { key: 'sort', label: 'canteens.sort', type: 'number', min: 0, max: 9999 },
    { key: 'remark', label: 'canteens.remark', type: 'text', maxLength: 200 },
  ];
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['canteens.labelList'] });
  const remove = async (row: Label) => {
    try {
      await call('canteens.labelRemove', { id: row.labelId });
    } catch {
      return;
    }
    await refresh();
  };
  return (
    <>
      <Button type="primary" icon={<PlusOutlined />} style={{ marginBottom: 16 }} onClick={() => setEditing({ mode: 'add' })}>
        {t('widgets.resource.add')}
      </Button>
      <Table<Label>
        rowKey="labelId"
        dataSource={list.data ?? []}
        loading={list.isFetching}
        pagination={false}
        bordered
        size="middle"
        columns={[
          { key: 'labelName', title: t('canteens.label.name'), render: (_, row) => <Tag color={row.color}>{row.labelName}</Tag> },
          { key: 'color', dataIndex: 'color', title: t('canteens.label.color') },
          { key: 'sort', dataIndex: 'sort', title: t('canteens.sort') },
          { key: 'remark', dataIndex: 'remark', title: t('canteens.remark') },
          {
            key: 'actions',
            title: t('widgets.common.actions'),
            render: (_, row) => (
              <Space size="small">
                <EditAction onClick={() => setEditing({ mode: 'edit', row })} />
                <RemoveAction onConfirm={() => remove(row)} />
              </Space>
            ),
          },
        ]}
      />
      {editing && (
        <EditDialog
          mode={editing.mode}
          initialValues={editing.row ?? { color: '#1677ff', sort: 0 }}
          fields={fields}
          options={NO_OPTIONS}
          save={async (values) => {
            // The content comes from the field descriptions: the server's schema checks it (40000 shows on the fields).
            const content = formValuesToContent(fields, values, editing.mode) as InputOf<'canteens.labelAdd'>;
            if (editing.row) await call('canteens.labelEdit', { labelId: editing.row.labelId, ...content });
            else await call('canteens.labelAdd', content);
            await refresh();
          }}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
