import { useState } from 'react';
import { Button, Select, Space, Table, Tag, message } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MealPeriod, InputOf } from '@canteen/contract';
import { call } from '@/api';
import type { FieldDef, FormMode, Row } from '@/components/ResourcePage';
import EditDialog from '@/components/ResourcePage/EditDialog';
import { formValuesToContent, recordToFormValues, showsInForm } from '@/components/ResourcePage/fieldValues';
import { useFieldOptions } from '@/components/ResourcePage/useFieldOptions';
import { canteenChoices, mealTypeChoices } from '../options';
import { EditAction, RemoveAction } from '@/components/ResourcePage/RowActions';

const LIST = 'canteens.periodList';

const fields: FieldDef[] = [
  { key: 'canteenId', label: 'canteens.canteen.name', type: 'select', required: true, options: canteenChoices },
  { key: 'mealType', label: 'canteens.period.mealType', type: 'select', required: true, options: mealTypeChoices },
  { key: 'startTime', label: 'canteens.period.start', type: 'time', required: true },
  { key: 'endTime', label: 'canteens.period.end', type: 'time', required: true },
  { key: 'enabled', label: 'canteens.enabled', type: 'switch', inForm: 'edit' },
];

/** The meal periods of the canteens: one window per meal, windows of a canteen never overlap (the server says which clash). */
export default function MealPeriods() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [notice, noticeHolder] = message.useMessage();
  const [canteenId, setCanteenId] = useState<number | undefined>();
  const [editing, setEditing] = useState<{ mode: FormMode; row?: MealPeriod } | null>(null);
  const options = useFieldOptions(LIST, fields);
  const list = useQuery({ queryKey: [LIST, canteenId], queryFn: () => call(LIST, canteenId ? { canteenId } : {}) });

  const save = async (values: Row) => {
    const mode = editing!.mode;
    const content = formValuesToContent(fields, values, mode);
    // The content comes from the field descriptions: the server's schema checks it (40000 shows on the fields).
    if (mode === 'add') await call('canteens.periodAdd', content as InputOf<'canteens.periodAdd'>);
    else await call('canteens.periodEdit', { ...(content as InputOf<'canteens.periodAdd'>), intervalId: editing!.row!.intervalId });
    void notice.success(t(mode === 'add' ? 'widgets.resource.added' : 'widgets.resource.edited'));
    await queryClient.invalidateQueries({ queryKey: [LIST] });
  };
  const remove = async (row: MealPeriod) => {
    try {
      await call('canteens.periodRemove', { id: row.intervalId });
    } catch {
      return; // the request client has shown why
    }
    void notice.success(t('widgets.resource.removed'));
    await queryClient.invalidateQueries({ queryKey: [LIST] });
  };

  const formFields = editing ? fields.filter((f) => showsInForm(f, editing.mode)) : [];
  return (
    <div>
      {noticeHolder}
      <Space wrap style={{ marginBottom: 16 }}>
        <Select
          allowClear
          style={{ minWidth: 220 }}
          placeholder={t('canteens.allCanteens')}
          aria-label={t('canteens.canteen.name')}
          value={canteenId}
          onChange={setCanteenId}
          options={(options.get('canteenId') ?? []).map((o) => ({ value: o.value as number, label: o.label }))}
        />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ mode: 'add' })}>
          {t('widgets.resource.add')}
        </Button>
      </Space>
      <Table<MealPeriod>
        rowKey="intervalId"
        loading={list.isFetching}
        dataSource={list.data ?? []}
        pagination={false}
        bordered
        size="middle"
        locale={{ emptyText: t('canteens.period.none') }}
        columns={[
          { key: 'canteen', title: t('canteens.canteen.name'), dataIndex: 'canteenName' },
          { key: 'meal', title: t('canteens.period.mealType'), render: (_, p) => t(`canteens.mealType.${p.mealType}`) },
          {
            key: 'window',
            title: t('canteens.period.window'),
            render: (_, p) => (
              <>
                {p.startTime} – {p.endTime} {p.endTime <= p.startTime && <Tag>{t('canteens.period.nextDay')}</Tag>}
              </>
            ),
          },
          { key: 'enabled', title: t('canteens.enabled'), render: (_, p) => t(p.enabled ? 'widgets.common.yes' : 'widgets.common.no') },
          {
            key: 'actions',
            title: t('widgets.common.actions'),
            render: (_, p) => (
              <Space size="small">
                <EditAction onClick={() => setEditing({ mode: 'edit', row: p })} />
                <RemoveAction onConfirm={() => remove(p)} />
              </Space>
            ),
          },
        ]}
      />
      {editing && (
        <EditDialog
          mode={editing.mode}
          initialValues={recordToFormValues(fields, editing.row ?? (canteenId ? { canteenId } : {}), editing.mode)}
          fields={formFields}
          options={options}
          save={save}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}
