import { useState } from 'react';
import { Button, Card, Space, Table, message } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Grade } from '@canteen/contract';
import { call } from '@/api';
import type { FieldDef, FormMode } from '@/components/ResourcePage';
import EditDialog from '@/components/ResourcePage/EditDialog';
import { EditAction, RemoveAction } from '@/components/ResourcePage/RowActions';

const LIST = 'peopleMaster.gradeList';
const NO_OPTIONS = new Map();
const fields: FieldDef[] = [
  { key: 'gradeName', label: 'peopleMaster.grade.name', type: 'text', required: true, maxLength: 50 },
  { key: 'sort', label: 'peopleMaster.common.sort', type: 'number', min: 0, max: 9999 },
  { key: 'remark', label: 'peopleMaster.common.remark', type: 'textarea', maxLength: 200 },
];

/** Person grades (人员等级): a short list without paging (the spec reads it whole with queryAllCustGrade). */
export default function Grades() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [notice, holder] = message.useMessage();
  const [editing, setEditing] = useState<{ mode: FormMode; row?: Grade } | null>(null);
  const list = useQuery({ queryKey: [LIST], queryFn: () => call(LIST, {}) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: [LIST] });

  const save = async (values: Record<string, unknown>) => {
    const content = { gradeName: String(values.gradeName ?? '').trim(), sort: (values.sort as number | undefined) ?? 0, remark: String(values.remark ?? '').trim() };
    if (editing?.row) await call('peopleMaster.gradeEdit', { gradeId: editing.row.gradeId, ...content });
    else await call('peopleMaster.gradeAdd', content);
    void notice.success(t(editing?.row ? 'widgets.resource.edited' : 'widgets.resource.added'));
    await refresh();
  };
  const remove = async (gradeId: number) => {
    try {
      await call('peopleMaster.gradeRemove', { gradeId });
    } catch {
      return; // the request client has shown why (still held by a person)
    }
    void notice.success(t('widgets.resource.removed'));
    await refresh();
  };

  return (
    <Card
      size="small"
      title={t('peopleMaster.grade.tab')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ mode: 'add' })}>
          {t('peopleMaster.grade.add')}
        </Button>
      }
    >
      {holder}
      <Table<Grade>
        size="small"
        rowKey="gradeId"
        bordered
        pagination={false}
        loading={list.isFetching}
        dataSource={list.data ?? []}
        locale={{ emptyText: t('peopleMaster.grade.none') }}
        columns={[
          { key: 'gradeName', dataIndex: 'gradeName', title: t('peopleMaster.grade.name') },
          { key: 'sort', dataIndex: 'sort', title: t('peopleMaster.common.sort') },
          { key: 'personCount', dataIndex: 'personCount', title: t('peopleMaster.common.personCount') },
          { key: 'remark', dataIndex: 'remark', title: t('peopleMaster.common.remark') },
          {
            key: 'actions',
            title: t('widgets.common.actions'),
            render: (_, row) => (
              <Space size="small">
                <EditAction onClick={() => setEditing({ mode: 'edit', row })} />
                <RemoveAction onConfirm={() => remove(row.gradeId)} />
              </Space>
            ),
          },
        ]}
      />
      {editing && (
        <EditDialog
          mode={editing.mode}
          initialValues={editing.row ? { gradeName: editing.row.gradeName, sort: editing.row.sort, remark: editing.row.remark } : { sort: 0 }}
          fields={fields}
          options={NO_OPTIONS}
          save={save}
          onClose={() => setEditing(null)}
        />
      )}
    </Card>
  );
}
