import { useState } from 'react';
import { Button, Form, Select, message } from 'antd';
import { LinkOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MEAL_TYPES, type MenuBind } from '@canteen/contract';
import { call } from '@/api';
import FormDialog from '@/components/FormDialog';
import ResourcePage, { type FieldDef } from '@/components/ResourcePage';
import { EditAction, RemoveAction } from '@/components/ResourcePage/RowActions';
import { canteenChoices } from '@/pages/canteens/options';

const PAGE = 'menuRecipes.menuBindPage';

const fields: FieldDef<MenuBind>[] = [
  { key: 'canteenId', label: 'menuRecipes.list.canteen', type: 'select', options: canteenChoices, inTable: false, inSearch: true, inForm: false },
  { key: 'canteenName', label: 'menuRecipes.list.canteen', type: 'text', inForm: false },
  { key: 'deviceName', label: 'menuRecipes.issue.device', type: 'text', inSearch: true, inForm: false },
  { key: 'serialNumber', label: 'menuRecipes.bind.serialNumber', type: 'text', inForm: false },
  { key: 'mealTypes', label: 'menuRecipes.bind.meals', type: 'text', inForm: false, render: (v) => <MealNames value={v} /> },
  { key: 'dishTypeNames', label: 'menuRecipes.bind.dishTypes', type: 'text', inForm: false, render: (v) => <AllOr value={v} /> },
  { key: 'updatedBy', label: 'menuRecipes.records.issuedBy', type: 'text', inForm: false },
  { key: 'updatedAt', label: 'menuRecipes.bind.updatedAt', type: 'datetime', inForm: false },
];

function MealNames({ value }: { value: unknown }) {
  const { t } = useTranslation();
  const meals = Array.isArray(value) ? value : [];
  return <span>{meals.length ? meals.map((m) => t(`canteens.mealType.${String(m)}`)).join('、') : t('menuRecipes.bind.all')}</span>;
}
function AllOr({ value }: { value: unknown }) {
  const { t } = useTranslation();
  return <span>{Array.isArray(value) && value.length ? value.join('、') : t('menuRecipes.bind.all')}</span>;
}

interface Values {
  canteenId: number;
  deviceId: number;
  mealTypes: number[];
  dishTypeIds: number[];
}

/** Binds a device to some meals and dish types of the recipes issued to it (none chosen: all). */
function BindDialog({ bind, onDone, onClose }: { bind?: MenuBind; onDone: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const canteenId = Form.useWatch('canteenId', form) ?? bind?.canteenId;
  const canteens = useQuery({ queryKey: ['menuRecipes.canteens.options'], queryFn: canteenChoices, staleTime: 60_000 });
  const devices = useQuery({
    queryKey: ['menuRecipes.issueDevices', canteenId],
    queryFn: () => call('menuRecipes.issueDevices', { canteenId: canteenId ?? 0 }),
    enabled: canteenId !== undefined,
  });
  const types = useQuery({ queryKey: ['menuRecipes.dishTypeChoices'], queryFn: () => call('menuRecipes.dishTypeChoices', {}), staleTime: 60_000 });

  const submit = async (v: Values) => {
    await call('menuRecipes.menuBind', { deviceId: v.deviceId, mealTypes: v.mealTypes ?? [], dishTypeIds: v.dishTypeIds ?? [] });
    onDone();
  };

  const required = (key: string) => [{ required: true, message: t(key) }];
  return (
    <FormDialog<Values>
      form={form}
      name="menuBind"
      title={t('menuRecipes.bind.title')}
      layout="vertical"
      initialValues={bind ? { canteenId: bind.canteenId, deviceId: bind.deviceId, mealTypes: bind.mealTypes, dishTypeIds: bind.dishTypeIds } : { mealTypes: [], dishTypeIds: [] }}
      maskClosable
      submitOnEnter={false}
      onSubmit={submit}
      onClose={onClose}
    >
      <Form.Item name="canteenId" label={t('menuRecipes.list.canteen')} rules={required('menuRecipes.bind.chooseCanteen')}>
        <Select disabled={!!bind} options={(canteens.data ?? []).map((c) => ({ value: c.value as number, label: c.label }))} onChange={() => form.setFieldValue('deviceId', undefined)} />
      </Form.Item>
      <Form.Item name="deviceId" label={t('menuRecipes.issue.device')} rules={required('menuRecipes.issue.chooseDevice')}>
        <Select
          disabled={!!bind}
          loading={devices.isFetching}
          notFoundContent={t('menuRecipes.issue.noDevice')}
          options={bind ? [{ value: bind.deviceId, label: bind.deviceName }] : (devices.data ?? []).map((d) => ({ value: d.deviceId, label: `${d.name} (${d.serialNumber})` }))}
        />
      </Form.Item>
      <Form.Item name="mealTypes" label={t('menuRecipes.bind.meals')} extra={t('menuRecipes.bind.noneIsAll')}>
        <Select mode="multiple" options={MEAL_TYPES.map((m) => ({ value: m, label: t(`canteens.mealType.${m}`) }))} />
      </Form.Item>
      <Form.Item name="dishTypeIds" label={t('menuRecipes.bind.dishTypes')} extra={t('menuRecipes.bind.noneIsAll')}>
        <Select mode="multiple" loading={types.isFetching} options={(types.data ?? []).map((d) => ({ value: d.typeId, label: d.typeName }))} />
      </Form.Item>
    </FormDialog>
  );
}

/** Device menus: which meals and dish types a device shows of the recipes issued to it. */
export default function MenuBinds() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [notice, noticeHolder] = message.useMessage();
  const [editing, setEditing] = useState<{ bind?: MenuBind } | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: [PAGE] });
  const unbind = async (row: MenuBind) => {
    try {
      await call('menuRecipes.menuUnbind', { deviceId: row.deviceId });
    } catch {
      return;
    }
    void notice.success(t('menuRecipes.bind.unbound'));
    await refresh();
  };
  return (
    <>
      {noticeHolder}
      <ResourcePage
        title="menuRecipes.tab.binds"
        rowKey="deviceId"
        fields={fields}
        pageEndpoint={PAGE}
        extraActions={(row) => (
          <>
            <EditAction onClick={() => setEditing({ bind: row })} />
            <RemoveAction onConfirm={() => unbind(row)} />
          </>
        )}
        actionsWidth={160}
        extraToolbar={
          <Button type="primary" icon={<LinkOutlined />} onClick={() => setEditing({})}>
            {t('menuRecipes.bind.add')}
          </Button>
        }
      />
      {editing && <BindDialog bind={editing.bind} onDone={() => void refresh()} onClose={() => setEditing(null)} />}
    </>
  );
}
