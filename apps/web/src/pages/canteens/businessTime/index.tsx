import { useMemo, useState } from 'react';
import { Button, Space, Table, message } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BusinessTime, InputOf } from '@canteen/contract';
import { call } from '@/api';
import type { FieldDef, FieldOption, FormMode, Row } from '@/components/ResourcePage';
import EditDialog from '@/components/ResourcePage/EditDialog';
import { formValuesToContent, recordToFormValues } from '@/components/ResourcePage/fieldValues';
import { EditAction, RemoveAction } from '@/components/ResourcePage/RowActions';

const LIST = 'canteens.businessTimeList';
const weekdays: FieldOption[] = [1, 2, 3, 4, 5, 6, 7].map((d) => ({ value: d, label: `canteens.weekday.${d}` }));

const fields: FieldDef[] = [
  { key: 'weekday', label: 'canteens.businessTime.weekday', type: 'select', required: true, options: weekdays },
  { key: 'openTime', label: 'canteens.businessTime.open', type: 'time', required: true },
  { key: 'closeTime', label: 'canteens.businessTime.close', type: 'time', required: true },
];

/** Business time (/basesetting/businesstime, menu 207000): the merchant's opening hours per weekday. */
export default function BusinessTimePage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [notice, noticeHolder] = message.useMessage();
  const [editing, setEditing] = useState<{ mode: FormMode; row?: BusinessTime } | null>(null);
  const options = useMemo(() => new Map([['weekday', weekdays]]), []);
  const list = useQuery({ queryKey: [LIST], queryFn: () => call(LIST) });

  const save = async (values: Row) => {
    const mode = editing!.mode;
    const content = formValuesToContent(fields, values, mode);
    // The content comes from the field descriptions: the server's schema checks it (40000 shows on the fields).
    if (mode === 'add') await call('canteens.businessTimeAdd', content as InputOf<'canteens.businessTimeAdd'>);
    else await call('canteens.businessTimeEdit', { ...(content as InputOf<'canteens.businessTimeAdd'>), timeId: editing!.row!.timeId });
    void notice.success(t(mode === 'add' ? 'widgets.resource.added' : 'widgets.resource.edited'));
    await queryClient.invalidateQueries({ queryKey: [LIST] });
  };
  const remove = async (row: BusinessTime) => {
    try {
      await call('canteens.businessTimeRemove', { id: row.timeId });
    } catch {
      return; // the request client has shown why
    }
    void notice.success(t('widgets.resource.removed'));
    await queryClient.invalidateQueries({ queryKey: [LIST] });
  };

  return (
    <div>
      {noticeHolder}
      <Space style={{ marginBottom: 16 }}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ mode: 'add' })}>
          {t('widgets.resource.add')}
        </Button>
      </Space>
      <Table<BusinessTime>
        rowKey="timeId"
        loading={list.isFetching}
        dataSource={list.data ?? []}
        pagination={false}
        bordered
        size="middle"
        locale={{ emptyText: t('canteens.businessTime.none') }}
        columns={[
          { key: 'weekday', title: t('canteens.businessTime.weekday'), render: (_, b) => t(`canteens.weekday.${b.weekday}`) },
          { key: 'hours', title: t('canteens.businessTime.hours'), render: (_, b) => `${b.openTime} – ${b.closeTime === '00:00' ? '24:00' : b.closeTime}` },
          {
            key: 'actions',
            title: t('widgets.common.actions'),
            render: (_, b) => (
              <Space size="small">
                <EditAction onClick={() => setEditing({ mode: 'edit', row: b })} />
                <RemoveAction onConfirm={() => remove(b)} />
              </Space>
            ),
          },
        ]}
      />
      {editing && (
        <EditDialog
          mode={editing.mode}
          initialValues={recordToFormValues(fields, editing.row ?? {}, editing.mode)}
          fields={fields}
          options={options}
          save={save}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}
