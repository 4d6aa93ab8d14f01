import { useState } from 'react';
import { Alert, Button, DatePicker, Form, Input, InputNumber, Select, Space, Switch, Table, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import { formatMoney, type PlanInput } from '@canteen/contract';
import { call } from '@/api';
import FormDialog from '@/components/FormDialog';
import { datePattern, merchantToday } from '@/shell/clock';

const DAY = 'YYYY-MM-DD';

/** A line as the editor holds it: the unit price in yuan, as typed. */
export interface EditorLine {
  houseMaterialId?: number;
  supplierId?: number | null;
  qty?: number;
  /** Yuan per unit. */
  price?: number;
}

/** What the editor starts from: a plan to edit, or a new one (perhaps generated from recipes). */
export interface PlanStart {
  planId?: number;
  name?: string;
  warehouseId?: number;
  buyerId?: number | null;
  needDate?: string;
  remark?: string;
  source?: 'manual' | 'recipes';
  recipeFrom?: string | null;
  recipeTo?: string | null;
  lines: EditorLine[];
}

interface Values {
  name: string;
  warehouseId?: number;
  buyerId?: number | null;
  needDate?: Dayjs;
  remark: string;
  commit: boolean;
  lines: EditorLine[];
}

/** Yuan (as typed, up to 6 decimals) → cents per unit with at most 4 decimals. */
export const yuanToPrice = (yuan: number | undefined) => Math.round((yuan ?? 0) * 1_000_000) / 10_000;
/** Cents per unit → yuan for the input. */
export const priceToYuan = (cents: number | null | undefined) => (cents === null || cents === undefined ? undefined : Math.round(cents * 100) / 10_000);
/** A line's amount in cents as the server computes it: qty × price, rounded half up. */
export const lineAmount = (qty: number | undefined, cents: number) => Math.round((qty ?? 0) * cents);

/**
 * The purchase plan dialog (drppurchaseplan add/edit, save or commit): name, warehouse, buyer, need date, remark and
 * the lines (a material of the warehouse, its supplier, quantity and unit price; the amount follows). Committing makes
 * one purchase order per supplier, so it needs a supplier on every line.
 */
export default function PlanEditor({ start, onClose, onDone }: { start: PlanStart; onClose: () => void; onDone: (planId: number, said: string) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [warehouseId, setWarehouseId] = useState<number | undefined>(start.warehouseId);
  const options = useQuery({ queryKey: ['procurementPlans.planOptions', warehouseId ?? null], queryFn: () => call('procurementPlans.planOptions', warehouseId ? { warehouseId } : {}) });
  const buyers = useQuery({ queryKey: ['admin.buyerList'], queryFn: () => call('admin.buyerList', {}) });
  const materials = options.data?.materials ?? [];
  const materialOf = (id: number | undefined) => materials.find((m) => m.houseMaterialId === id);
  const lines = (Form.useWatch('lines', form) ?? []) as EditorLine[];
  const total = lines.reduce((s, l) => s + lineAmount(l?.qty, yuanToPrice(l?.price)), 0);

  const submit = async (v: Values) => {
    const content: PlanInput = {
      name: v.name ?? '',
      warehouseId: v.warehouseId!,
      buyerId: v.buyerId ?? null,
      needDate: v.needDate!.format(DAY),
      remark: v.remark ?? '',
      source: start.source ?? 'manual',
      recipeFrom: start.recipeFrom ?? null,
      recipeTo: start.recipeTo ?? null,
      lines: v.lines.map((l) => ({ houseMaterialId: l.houseMaterialId!, supplierId: l.supplierId ?? null, qty: l.qty!, unitPrice: yuanToPrice(l.price), remark: '' })),
    };
    const id = start.planId;
    const saved = v.commit
      ? id
        ? await call('procurementPlans.planEditCommit', { planId: id, ...content })
        : await call('procurementPlans.planAddCommit', content)
      : id
        ? await call('procurementPlans.planEditSave', { planId: id, ...content })
        : await call('procurementPlans.planAddSave', content);
    const orders = 'orders' in saved ? (saved as { orders: unknown[] }).orders : null;
    onDone(saved.planId, orders ? t('procurementPlans.plan.committed', { planNo: saved.planNo, count: orders.length }) : t('procurementPlans.plan.saved', { planNo: saved.planNo }));
  };

  return (
    <FormDialog<Values>
        title={t(start.planId ? 'procurementPlans.plan.edit' : 'procurementPlans.plan.add')}
        name="purchasePlan"
        form={form}
        width={1000}
        submitOnEnter={false}
        labelCol={{ span: 4 }}
        wrapperCol={{ span: 18 }}
        initialValues={{
          name: start.name ?? '',
          warehouseId: start.warehouseId,
          buyerId: start.buyerId ?? null,
          needDate: start.needDate ? dayjs(start.needDate) : merchantToday().add(1, 'day'),
          remark: start.remark ?? '',
          commit: false,
          lines: start.lines.length ? start.lines : [{}],
        }}
        onValuesChange={(changed: Partial<Values>) => {
          if ('warehouseId' in changed) setWarehouseId(changed.warehouseId);
        }}
        onSubmit={submit}
        onClose={onClose}
      >
        <Form.Item name="name" label={t('procurementPlans.plan.name')}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="warehouseId" label={t('procurementPlans.plan.warehouse')} rules={[{ required: true }]}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            options={(options.data?.warehouses ?? []).map((w) => ({ value: w.warehouseId, label: `${w.name}（${w.canteenName}）` }))}
          />
        </Form.Item>
        <Form.Item name="buyerId" label={t('procurementPlans.plan.buyer')}>
          <Select allowClear options={(buyers.data ?? []).map((u) => ({ value: u.userId, label: u.realName || u.username }))} />
        </Form.Item>
        <Form.Item name="needDate" label={t('procurementPlans.plan.needDate')} rules={[{ required: true }]}>
          <DatePicker format={datePattern()} />
        </Form.Item>
        <Form.Item name="remark" label={t('procurementPlans.plan.remark')}>
          <Input.TextArea maxLength={200} rows={2} />
        </Form.Item>
        <Typography.Title level={5}>{t('procurementPlans.plan.lines')}</Typography.Title>
        {!warehouseId && <Alert type="info" showIcon title={t('procurementPlans.line.chooseWarehouse')} style={{ marginBottom: 8 }} />}
        <Form.List name="lines" rules={[{ validator: async (_, v: unknown[]) => (v?.length ? undefined : Promise.reject(new Error(t('procurementPlans.plan.noLines')))) }]}>
          {(fields, { add, remove }, { errors }) => (
            <>
              <Table
                size="small"
                pagination={false}
                rowKey="key"
                dataSource={fields}
                columns={[
                  {
                    key: 'material',
                    title: t('procurementPlans.line.material'),
                    width: 220,
                    render: (_, f) => (
                      <Form.Item name={[f.name, 'houseMaterialId']} rules={[{ required: true }]} noStyle>
                        <Select
                          aria-label={`${t('procurementPlans.line.material')} ${f.name + 1}`}
                          style={{ width: '100%' }}
                          showSearch={{ optionFilterProp: 'label' }}
                          options={materials.map((m) => ({ value: m.houseMaterialId, label: `${m.materialName}（${m.unitName}）` }))}
                          onChange={(id: number) => {
                            const price = materialOf(id)?.lastPrice;
                            if (price !== null && price !== undefined && form.getFieldValue(['lines', f.name, 'price']) === undefined) {
                              form.setFieldValue(['lines', f.name, 'price'], priceToYuan(price));
                            }
                          }}
                        />
                      </Form.Item>
                    ),
                  },
                  {
                    key: 'stock',
                    title: t('procurementPlans.line.stock'),
                    width: 90,
                    render: (_, f) => {
                      const m = materialOf(lines[f.name]?.houseMaterialId);
                      return m ? `${m.stockQty} ${m.unitName}` : '';
                    },
                  },
                  {
                    key: 'supplier',
                    title: t('procurementPlans.line.supplier'),
                    width: 180,
                    render: (_, f) => (
                      <Form.Item name={[f.name, 'supplierId']} noStyle>
                        <Select
                          aria-label={`${t('procurementPlans.line.supplier')} ${f.name + 1}`}
                          style={{ width: '100%' }}
                          allowClear
                          showSearch={{ optionFilterProp: 'label' }}
                          options={(options.data?.suppliers ?? []).map((s) => ({ value: s.supplierId, label: s.name }))}
                        />
                      </Form.Item>
                    ),
                  },
                  {
                    key: 'qty',
                    title: t('procurementPlans.line.qty'),
                    width: 120,
                    render: (_, f) => (
                      <Form.Item name={[f.name, 'qty']} rules={[{ required: true }]} noStyle>
                        <InputNumber aria-label={`${t('procurementPlans.line.qty')} ${f.name + 1}`} min={0.001} max={1_000_000_000} precision={3} style={{ width: '100%' }} />
                      </Form.Item>
                    ),
                  },
                  {
                    key: 'price',
                    title: t('procurementPlans.line.unitPrice'),
                    width: 120,
                    render: (_, f) => (
                      <Form.Item name={[f.name, 'price']} noStyle>
                        <InputNumber aria-label={`${t('procurementPlans.line.unitPrice')} ${f.name + 1}`} min={0} max={10_000_000} precision={4} style={{ width: '100%' }} />
                      </Form.Item>
                    ),
                  },
                  {
                    key: 'amount',
                    title: t('procurementPlans.line.amount'),
                    width: 100,
                    render: (_, f) => formatMoney(lineAmount(lines[f.name]?.qty, yuanToPrice(lines[f.name]?.price))),
                  },
                  {
                    key: 'remove',
                    title: '',
                    width: 48,
                    render: (_, f) => (
                      <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('procurementPlans.line.remove', { n: f.name + 1 })} onClick={() => remove(f.name)} />
                    ),
                  },
                ]}
              />
              <Space style={{ marginTop: 8, width: '100%', justifyContent: 'space-between' }}>
                <Button icon={<PlusOutlined />} onClick={() => add({})}>
                  {t('procurementPlans.line.add')}
                </Button>
                <span>
                  {t('procurementPlans.plan.total')}: {formatMoney(total)}
                </span>
              </Space>
              <Form.ErrorList errors={errors} />
            </>
          )}
        </Form.List>
        <Form.Item name="commit" label={t('procurementPlans.plan.commit')} valuePropName="checked" extra={t('procurementPlans.plan.commitHint')} style={{ marginTop: 16 }}>
          <Switch />
        </Form.Item>
      </FormDialog>
  );
}
