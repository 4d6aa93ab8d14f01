import { useState } from 'react';
import { Alert, Button, Form, Input, Table, Tag, Typography } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SupplierLevel } from '@canteen/contract';
import { call } from '@/api';
import FormDialog from '@/components/FormDialog';

export const LEVEL_LIST = 'procurementSuppliers.levelList';
const NAME_MAX = 20;
const REMARK_MAX = 200;

interface LevelValues {
  name: string;
  remark: string;
}

/**
 * Supplier levels (/caigouzhongxin/supplierList, menu 1001000): the merchant's five-level ladder, level 1 the best.
 * Every level shows (its default name until the merchant names it); only the name and remark are edited.
 */
export default function SupplierLevelsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const levels = useQuery({ queryKey: [LEVEL_LIST], queryFn: () => call(LEVEL_LIST, {}) });
  const [editing, setEditing] = useState<SupplierLevel | null>(null);

  const save = async (values: LevelValues) => {
    if (!editing) return;
    await call('procurementSuppliers.levelEdit', { levelNo: editing.levelNo, name: values.name, remark: values.remark ?? '' });
    await queryClient.invalidateQueries({ queryKey: [LEVEL_LIST] });
  };

  return (
    <>
      <Typography.Paragraph type="secondary">{t('procurementSuppliers.level.hint')}</Typography.Paragraph>
      {levels.isError && <Alert type="error" showIcon title={t('procurementSuppliers.common.loadFailed')} style={{ marginBottom: 16 }} />}
      <Table<SupplierLevel>
        rowKey="levelNo"
        bordered
        size="middle"
        loading={levels.isPending}
        dataSource={levels.data ?? []}
        pagination={false}
        columns={[
          { key: 'levelNo', dataIndex: 'levelNo', title: t('procurementSuppliers.level.no'), width: 90, render: (n: number) => t('procurementSuppliers.level.numbered', { n }) },
          {
            key: 'name',
            dataIndex: 'name',
            title: t('procurementSuppliers.level.name'),
            render: (name: string, row) => (
              <>
                {name} {row.isDefault && <Tag>{t('procurementSuppliers.level.default')}</Tag>}
              </>
            ),
          },
          { key: 'remark', dataIndex: 'remark', title: t('procurementSuppliers.common.remark') },
          { key: 'supplierCount', dataIndex: 'supplierCount', title: t('procurementSuppliers.level.supplierCount'), width: 120 },
          {
            key: '__actions',
            title: t('widgets.common.actions'),
            width: 100,
            render: (_: unknown, row) => (
              <Button type="link" size="small" icon={<EditOutlined />} onClick={() => setEditing(row)}>
                {t('procurementSuppliers.common.edit')}
              </Button>
            ),
          },
        ]}
      />
      {editing && (
        <FormDialog<LevelValues>
          name="supplierLevel"
          title={t('procurementSuppliers.level.editTitle', { levelNo: editing.levelNo })}
          initialValues={{ name: editing.name, remark: editing.remark }}
          onSubmit={save}
          onClose={() => setEditing(null)}
        >
          <Form.Item
            name="name"
            label={t('procurementSuppliers.level.name')}
            rules={[
              { required: true, whitespace: true, message: t('widgets.form.required', { label: t('procurementSuppliers.level.name') }) },
              { max: NAME_MAX, message: t('widgets.form.tooLong', { max: NAME_MAX }) },
            ]}
          >
            <Input maxLength={NAME_MAX} />
          </Form.Item>
          <Form.Item name="remark" label={t('procurementSuppliers.common.remark')} rules={[{ max: REMARK_MAX, message: t('widgets.form.tooLong', { max: REMARK_MAX }) }]}>
            <Input.TextArea rows={3} maxLength={REMARK_MAX} />
          </Form.Item>
        </FormDialog>
      )}
    </>
  );
}
