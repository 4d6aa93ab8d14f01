import { useState } from 'react';
import { Button, Form, Image, Input, Popconfirm, Select, Space, Switch, Table, message, type TableColumnsType } from 'antd';
import { CheckCircleOutlined, DownloadOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DISH_AUDIT_STATES, DISH_CLASS_KINDS, formatMoney, type Dish } from '@canteen/contract';
import { call, download } from '@/api';
import { usePagedList, type PageFilters } from '@/components/Pagination/usePagedList';
import PrintDialog, { PRINT_STATE, type PrintColumn } from '@/components/PrintDialog';
import { EditAction, RemoveAction } from '@/components/ResourcePage/RowActions';
import AuditDialog from './AuditDialog';
import AuditTag from './AuditTag';
import DishDetailDrawer from './DishDetailDrawer';
import DishForm from './DishForm';
import ImportButton from './ImportButton';
import { useDishOptions } from './options';

type Filters = PageFilters<'menuDishes.dishPage'>;

/**
 * The dish list: search by name or pinyin and by type, classification, review and shelf state; add and edit in a
 * drawer, review, shelve, remove one or several, import, export and print; and each dish's detail with its nutrition.
 */
export default function DishList() {
  const { t } = useTranslation();
  const [notice, holder] = message.useMessage();
  const [searchForm] = Form.useForm<Filters>();
  const options = useDishOptions().data;
  const [filters, setFilters] = useState<Filters>({});
  const { rows, pager, list, refresh } = usePagedList('menuDishes.dishPage', filters);
  const [selected, setSelected] = useState<Dish[]>([]);
  const [editing, setEditing] = useState<{ dishesId?: number } | null>(null);
  const [auditing, setAuditing] = useState<Dish[] | null>(null);
  const [viewing, setViewing] = useState<number | null>(null);
  const [exporting, setExporting] = useState(false);

  const done = async (key: string, params?: Record<string, unknown>) => {
    void notice.success(t(key, params));
    setSelected([]);
    await refresh();
  };
  const act = async (run: () => Promise<unknown>, key: string) => {
    try {
      await run();
    } catch {
      return; // the request client has shown why
    }
    await done(key);
  };
  const shelve = (dishes: Dish[], onShelf: boolean) => act(() => call('menuDishes.dishShelf', { dishesIds: dishes.map((d) => d.dishesId), onShelf }), onShelf ? 'menuDishes.dish.shelvedOn' : 'menuDishes.dish.shelvedOff');
  const removeAll = (dishes: Dish[]) =>
    act(() => (dishes.length === 1 ? call('menuDishes.dishRemove', { dishesId: dishes[0].dishesId }) : call('menuDishes.dishRemoveBatch', { dishesIds: dishes.map((d) => d.dishesId) })), 'widgets.resource.removed');
  const initData = () =>
    call('menuDishes.initData', {}).then(
      (r) => done('menuDishes.dish.initDone', { types: r.types, classes: r.classes }),
      () => undefined,
    );
  const columns: TableColumnsType<Dish> = [
    { key: 'image', title: t('menuDishes.dish.image'), render: (_: unknown, d) => (d.images[0] ? <Image src={d.images[0]} width={48} alt={d.dishName} /> : null) },
    {
      key: 'dishName',
      title: t('menuDishes.dish.name'),
      render: (_: unknown, d) => (
        <div>
          <div>{d.dishName}</div>
          <div style={{ fontSize: 12 }}>{d.pinyinInitials}</div>
        </div>
      ),
    },
    { key: 'typeName', dataIndex: 'typeName', title: t('menuDishes.dish.type') },
    { key: 'cookName', dataIndex: 'cookName', title: t('menuDishes.class.cook') },
    { key: 'price', title: t('menuDishes.dish.price'), render: (_: unknown, d) => formatMoney(d.price) },
    { key: 'discountPrice', title: t('menuDishes.dish.discountPrice'), render: (_: unknown, d) => (d.discountPrice === null ? '' : formatMoney(d.discountPrice)) },
    { key: 'auditState', title: t('menuDishes.dish.audit'), render: (_: unknown, d) => <AuditTag dish={d} /> },
    {
      key: 'onShelf',
      title: t('menuDishes.dish.onShelf'),
      render: (_: unknown, d) => <Switch size="small" checked={d.onShelf} aria-label={t('menuDishes.dish.shelfOf', { name: d.dishName })} onChange={(on) => void shelve([d], on)} />,
    },
    { key: 'recommended', title: t('menuDishes.dish.recommended'), render: (_: unknown, d) => t(d.recommended ? 'widgets.common.yes' : 'widgets.common.no') },
    { key: 'likeCount', dataIndex: 'likeCount', title: t('menuDishes.likes.count') },
    {
      key: 'actions',
      title: t('widgets.common.actions'),
      fixed: 'right',
      width: 260,
      render: (_: unknown, d) => (
        <Space size="small" wrap>
          <EditAction onClick={() => setEditing({ dishesId: d.dishesId })} />
          {d.auditState === 'pending' && (
            <Button type="link" size="small" icon={<CheckCircleOutlined />} onClick={() => setAuditing([d])}>
              {t('menuDishes.dish.auditAction')}
            </Button>
          )}
          <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => setViewing(d.dishesId)}>
            {t('menuDishes.dish.detail')}
          </Button>
          <RemoveAction onConfirm={() => removeAll([d])} />
        </Space>
      ),
    },
  ];
  const exportRows = async () => {
    setExporting(true);
    try {
      // The file has the table's columns, in its order.
      const shown = columns.flatMap((c) => (c.key === 'actions' ? [] : [String(c.key)]));
      await download('menuDishes.dishExport', { ...filters, columns: shown }, `${t('/menudish/dishes')}.xlsx`);
    } catch {
      // the request client has shown why (e.g. more than 50 000 rows)
    } finally {
      setExporting(false);
    }
  };

  const classOptions = DISH_CLASS_KINDS.map((kind) => ({
    label: t(`menuDishes.class.${kind}`),
    options: (options?.classes ?? []).filter((c) => c.kind === kind).map((c) => ({ value: c.classId, label: c.className })),
  }));
  const yesNo = [
    { value: true, label: t('widgets.common.yes') },
    { value: false, label: t('widgets.common.no') },
  ];
  const pending = selected.filter((d) => d.auditState === 'pending');
  const printColumns: PrintColumn[] = [
    { key: 'dishName', title: t('menuDishes.dish.name') },
    { key: 'typeName', title: t('menuDishes.dish.type') },
    { key: 'cookName', title: t('menuDishes.class.cook'), format: (v) => (typeof v === 'string' ? v : '') },
    { key: 'price', title: t('menuDishes.dish.price'), format: (v) => formatMoney(v as number) },
    { key: 'auditState', title: t('menuDishes.dish.audit'), format: (v) => t(`menuDishes.audit.${String(v)}`) },
    { key: 'onShelf', title: t('menuDishes.dish.onShelf'), format: (v) => t(v ? 'widgets.common.yes' : 'widgets.common.no') },
    { key: 'likeCount', title: t('menuDishes.likes.count') },
  ];

  return (
    <div>
      {holder}
      <Form
        form={searchForm}
        name="dishSearch"
        layout="inline"
        style={{ marginBottom: 16, rowGap: 8 }}
        onFinish={(v) => {
          const next = Object.fromEntries(Object.entries(v).filter(([, x]) => x !== undefined && x !== null && x !== '')) as Filters;
          setFilters(next);
          void refresh();
        }}
      >
        <Form.Item name="keyword" label={t('menuDishes.dish.keyword')}>
          <Input allowClear placeholder={t('menuDishes.dish.keywordHint')} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="typeId" label={t('menuDishes.dish.type')}>
          <Select allowClear style={{ width: 140 }} options={(options?.types ?? []).map((o) => ({ value: o.typeId, label: o.typeName }))} />
        </Form.Item>
        <Form.Item name="classId" label={t('menuDishes.dish.class')}>
          <Select allowClear style={{ width: 160 }} options={classOptions} showSearch={{ optionFilterProp: 'label' }} />
        </Form.Item>
        <Form.Item name="auditState" label={t('menuDishes.dish.audit')}>
          <Select allowClear style={{ width: 120 }} options={DISH_AUDIT_STATES.map((s) => ({ value: s, label: t(`menuDishes.audit.${s}`) }))} />
        </Form.Item>
        <Form.Item name="onShelf" label={t('menuDishes.dish.onShelf')}>
          <Select allowClear style={{ width: 100 }} options={yesNo} />
        </Form.Item>
        <Form.Item name="recommended" label={t('menuDishes.dish.recommended')}>
          <Select allowClear style={{ width: 100 }} options={yesNo} />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit">
              {t('widgets.resource.search')}
            </Button>
            <Button
              onClick={() => {
                searchForm.resetFields();
                setFilters({});
              }}
            >
              {t('widgets.resource.reset')}
            </Button>
          </Space>
        </Form.Item>
      </Form>
      <Space wrap style={{ marginBottom: 16 }}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
          {t('widgets.resource.add')}
        </Button>
        <Popconfirm
          title={t('menuDishes.dish.removeSelected', { count: selected.length })}
          okText={t('widgets.common.ok')}
          cancelText={t('widgets.common.cancel')}
          onConfirm={() => removeAll(selected)}
          disabled={!selected.length}
        >
          <Button danger disabled={!selected.length}>
            {t('menuDishes.dish.batchRemove')}
          </Button>
        </Popconfirm>
        <Button disabled={!selected.length} onClick={() => void shelve(selected, true)}>
          {t('menuDishes.dish.batchOn')}
        </Button>
        <Button disabled={!selected.length} onClick={() => void shelve(selected, false)}>
          {t('menuDishes.dish.batchOff')}
        </Button>
        <Button icon={<CheckCircleOutlined />} disabled={!pending.length} onClick={() => setAuditing(pending)}>
          {t('menuDishes.dish.batchAudit')}
        </Button>
        <ImportButton onImported={() => void refresh()} />
        <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void exportRows()}>
          {t('widgets.resource.export')}
        </Button>
        <PrintDialog columns={printColumns} rows={rows} state={PRINT_STATE.table} title={t('/menudish/dishes')} />
        <Popconfirm title={t('menuDishes.dish.initConfirm')} okText={t('widgets.common.ok')} cancelText={t('widgets.common.cancel')} onConfirm={() => initData()}>
          <Button>{t('menuDishes.dish.init')}</Button>
        </Popconfirm>
      </Space>
      <Table<Dish>
        rowKey="dishesId"
        bordered
        size="middle"
        loading={list.isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={rows}
        rowSelection={{ selectedRowKeys: selected.map((d) => d.dishesId), onChange: (_keys, chosen) => setSelected(chosen) }}
        columns={columns}
      />
      {pager}
      {editing && <DishForm dishesId={editing.dishesId} onSaved={() => void done(editing.dishesId ? 'widgets.resource.edited' : 'widgets.resource.added')} onClose={() => setEditing(null)} />}
      {auditing && (
        <AuditDialog
          dishesIds={auditing.map((d) => d.dishesId)}
          names={auditing.map((d) => d.dishName)}
          onDone={() => void done('menuDishes.audit.done')}
          onClose={() => setAuditing(null)}
        />
      )}
      {viewing !== null && <DishDetailDrawer dishesId={viewing} onClose={() => setViewing(null)} />}
    </div>
  );
}
