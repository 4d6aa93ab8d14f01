import { useState } from 'react';
import { Button, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatSignedMoney, type MenuSetMeal } from '@canteen/contract';
import ResourcePage, { type FieldDef } from '@/components/ResourcePage';
import { EditAction } from '@/components/ResourcePage/RowActions';
import PrintDialog, { PRINT_STATE, type PrintColumn } from '@/components/PrintDialog';
import { canteenChoices, mealTypeChoices } from '@/pages/canteens/options';
import SetMealDialog from './SetMealDialog';

const PAGE = 'menuProducts.setMealPage';
const label = (key: string) => `menuProducts.setMeal.${key}`;
const itemsText = (row: MenuSetMeal) => row.items.map((i) => `${i.dishName}×${i.qty}`).join('、');

function Saving({ value }: { value: number }) {
  // A saving in the text colour (antd's success green is 2.3:1 on white); a set dearer than its items in the error red (5.6:1).
  return <Typography.Text type={value < 0 ? 'danger' : undefined}>{formatSignedMoney(value)}</Typography.Text>;
}

const fields: FieldDef<MenuSetMeal>[] = [
  { key: 'name', label: label('name'), type: 'text', inSearch: true, inForm: false },
  { key: 'canteenId', label: label('canteen'), type: 'select', options: canteenChoices, inSearch: true, inForm: false },
  { key: 'mealTypes', label: label('mealTypes'), type: 'select', multiple: true, options: mealTypeChoices, inForm: false },
  { key: 'mealType', label: label('mealType'), type: 'select', options: mealTypeChoices, inSearch: true, inTable: false, inForm: false },
  { key: 'items', label: label('items'), type: 'text', inForm: false, width: 260, render: (_v, row) => itemsText(row) },
  { key: 'listPrice', label: label('listPrice'), type: 'money', inForm: false, render: (v) => formatMoney(v as number) },
  { key: 'price', label: label('price'), type: 'money', inForm: false, render: (v) => formatMoney(v as number) },
  { key: 'saving', label: label('saving'), type: 'money', inForm: false, render: (v) => <Saving value={v as number} /> },
  { key: 'enabled', label: label('enabled'), type: 'switch', inSearch: true, inForm: false },
  { key: 'remark', label: label('remark'), type: 'text', inForm: false },
];

/** Printed columns: the items as text (the generic print would show the item objects). */
const printColumns = (t: (key: string) => string): PrintColumn[] => [
  { key: 'name', title: t(label('name')) },
  { key: 'canteenName', title: t(label('canteen')) },
  { key: 'mealTypes', title: t(label('mealTypes')), format: (v) => (v as number[]).map((n) => t(`canteens.mealType.${n}`)).join('、') },
  { key: 'items', title: t(label('items')), format: (_v, row) => itemsText(row as MenuSetMeal) },
  { key: 'listPrice', title: t(label('listPrice')), format: (v) => formatMoney(v as number) },
  { key: 'price', title: t(label('price')), format: (v) => formatMoney(v as number) },
  { key: 'saving', title: t(label('saving')), format: (v) => formatSignedMoney(v as number) },
  { key: 'remark', title: t(label('remark')) },
];

/**
 * Set meals (/menudish/taocan, menu 306000): approved dishes with quantities sold together at one price at some meals
 * of a canteen; the list shows what the items cost bought singly and what the set saves.
 */
export default function SetMealsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<{ setMeal?: MenuSetMeal } | null>(null);

  return (
    <>
      <ResourcePage
        title="menuProducts.setMeal.title"
        rowKey="packageId"
        fields={fields}
        pageEndpoint={PAGE}
        removeEndpoint="menuProducts.setMealRemove"
        removeKey="packageId"
        exportEndpoint="menuProducts.setMealExport"
        extraActions={(row) => <EditAction onClick={() => setEditing({ setMeal: row })} />}
        extraToolbar={({ rows }) => (
          <>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
              {t('widgets.resource.add')}
            </Button>
            <PrintDialog columns={printColumns(t)} rows={rows} state={PRINT_STATE.table} title={t('menuProducts.setMeal.title')} />
          </>
        )}
      />
      {editing && <SetMealDialog setMeal={editing.setMeal} onSaved={() => void queryClient.invalidateQueries({ queryKey: [PAGE] })} onClose={() => setEditing(null)} />}
    </>
  );
}
