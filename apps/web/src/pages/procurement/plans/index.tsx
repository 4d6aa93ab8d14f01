import { useMemo, useState } from 'react';
import { Button, Tabs, Tag, message } from 'antd';
import { EditOutlined, EyeOutlined, PlusOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DOC_STATES, PURCHASE_ORDER_STATES, type PlanRow, type PurchaseNotice, type PurchaseOrderRow } from '@canteen/contract';
import { call } from '@/api';
import ResourcePage, { type FieldDef, type FieldOption } from '@/components/ResourcePage';
import PlanEditor, { priceToYuan, type PlanStart } from './PlanEditor';
import OrderActions from './OrderActions';

const PLAN_PAGE = 'procurementPlans.planPage';
const ORDER_PAGE = 'procurementPlans.orderPage';
const NOTICE_PAGE = 'procurementPlans.noticePage';
export const planDetailPath = (planId: number) => `/caigouzhongxin/purchaselist/purchaselistDetail?planId=${planId}`;
export const GENERATE_PATH = '/caigouzhongxin/purchaselist/caigougenerate';
export const PLANS_PATH = '/caigouzhongxin/purchaselist';

const warehouseOptions = async (): Promise<FieldOption[]> => (await call('procurementPlans.planOptions', {})).warehouses.map((w) => ({ value: w.warehouseId, label: w.name }));
const supplierOptions = async (): Promise<FieldOption[]> => (await call('procurementPlans.planOptions', {})).suppliers.map((s) => ({ value: s.supplierId, label: s.name }));
const PLAN_STATES: FieldOption[] = DOC_STATES.map((s) => ({ value: s, label: `procurementPlans.plan.state.${s}` }));
const ORDER_STATES: FieldOption[] = PURCHASE_ORDER_STATES.map((s) => ({ value: s, label: `procurementPlans.order.state.${s}` }));
const STATE_COLOR: Record<string, string> = { draft: 'default', committed: 'green', ordered: 'blue', sent: 'gold', received: 'green', cancelled: 'default' };
type T = (key: string, o?: Record<string, unknown>) => string;
/** A state as a coloured tag. */
const stateTag = (t: T, prefix: string) => (v: unknown) => <Tag color={STATE_COLOR[String(v)]}>{t(`${prefix}.${String(v)}`)}</Tag>;

/** A plan's values as the editor starts from them (its lines read from the plan's detail). */
export async function planStartOf(planId: number): Promise<PlanStart> {
  const d = await call('procurementPlans.planDetail', { id: planId });
  return {
    planId: d.planId,
    name: d.name,
    warehouseId: d.warehouseId,
    buyerId: d.buyerId,
    needDate: d.needDate,
    remark: d.remark,
    source: d.source,
    recipeFrom: d.recipeFrom,
    recipeTo: d.recipeTo,
    lines: d.lines.map((l) => ({ houseMaterialId: l.houseMaterialId, supplierId: l.supplierId, qty: l.qty, price: priceToYuan(l.unitPrice) })),
  };
}

/**
 * Purchase management (/caigouzhongxin/purchaselist, menu 1003000): the purchase plans (add, edit and commit through
 * the plan dialog, remove drafts, export, print, details), the purchase orders they made with their next steps, and
 * the orders awaiting delivery by need date.
 */
export default function PurchasePlansPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [notice, holder] = message.useMessage();
  const [editing, setEditing] = useState<PlanStart | null>(null);
  const reload = () => Promise.all([PLAN_PAGE, ORDER_PAGE, NOTICE_PAGE].map((k) => queryClient.invalidateQueries({ queryKey: [k] })));

  const planFields = useMemo<FieldDef<PlanRow>[]>(
    () => [
      { key: 'planNo', label: 'procurementPlans.plan.no', type: 'text', inSearch: true, width: 150 },
      { key: 'name', label: 'procurementPlans.plan.name', type: 'text' },
      { key: 'warehouseId', label: 'procurementPlans.plan.warehouse', type: 'select', options: warehouseOptions, inSearch: true },
      { key: 'canteenName', label: 'procurementPlans.plan.canteen', type: 'text' },
      { key: 'buyerName', label: 'procurementPlans.plan.buyer', type: 'text' },
      { key: 'needDate', label: 'procurementPlans.plan.needDate', type: 'date', inSearch: true, rangeKeys: ['needFrom', 'needTo'] },
      { key: 'source', label: 'procurementPlans.plan.source', type: 'select', options: [{ value: 'manual', label: 'procurementPlans.plan.source.manual' }, { value: 'recipes', label: 'procurementPlans.plan.source.recipes' }] },
      { key: 'state', label: 'procurementPlans.plan.state', type: 'select', options: PLAN_STATES, inSearch: true, render: stateTag(t, 'procurementPlans.plan.state') },
      { key: 'totalAmount', label: 'procurementPlans.plan.total', type: 'money' },
      { key: 'lineCount', label: 'procurementPlans.plan.lineCount', type: 'number' },
      { key: 'orderCount', label: 'procurementPlans.plan.orderCount', type: 'number' },
      { key: 'remark', label: 'procurementPlans.plan.remark', type: 'text' },
      { key: 'createdAt', label: 'procurementPlans.plan.createdAt', type: 'datetime' },
    ],
    [t],
  );
  const orderFields = useMemo<FieldDef<PurchaseOrderRow>[]>(
    () => [
      { key: 'orderNo', label: 'procurementPlans.order.no', type: 'text', inSearch: true, width: 150 },
      { key: 'planNo', label: 'procurementPlans.plan.no', type: 'text', width: 150 },
      { key: 'supplierId', label: 'procurementPlans.order.supplier', type: 'select', options: supplierOptions, inSearch: true },
      { key: 'warehouseName', label: 'procurementPlans.plan.warehouse', type: 'text' },
      { key: 'needDate', label: 'procurementPlans.plan.needDate', type: 'date', inSearch: true, rangeKeys: ['needFrom', 'needTo'] },
      { key: 'state', label: 'procurementPlans.order.state', type: 'select', options: ORDER_STATES, inSearch: true, render: stateTag(t, 'procurementPlans.order.state') },
      { key: 'totalAmount', label: 'procurementPlans.plan.total', type: 'money' },
      { key: 'lineCount', label: 'procurementPlans.plan.lineCount', type: 'number' },
      { key: 'inboundNo', label: 'procurementPlans.order.inbound', type: 'text' },
      { key: 'mailCount', label: 'procurementPlans.order.mailCount', type: 'number' },
      { key: 'createdAt', label: 'procurementPlans.plan.createdAt', type: 'datetime' },
    ],
    [t],
  );
  const noticeFields = useMemo<FieldDef<PurchaseNotice>[]>(
    () => [
      { key: 'needDate', label: 'procurementPlans.plan.needDate', type: 'date' },
      {
        key: 'daysLeft',
        label: 'procurementPlans.notice.daysLeft',
        type: 'number',
        render: (v) => (Number(v) < 0 ? <Tag color="red">{t('procurementPlans.notice.overdue', { days: -Number(v) })}</Tag> : String(v)),
      },
      { key: 'orderNo', label: 'procurementPlans.order.no', type: 'text' },
      { key: 'planNo', label: 'procurementPlans.plan.no', type: 'text' },
      { key: 'supplierName', label: 'procurementPlans.order.supplier', type: 'text' },
      { key: 'warehouseId', label: 'procurementPlans.plan.warehouse', type: 'select', options: warehouseOptions, inSearch: true },
      { key: 'state', label: 'procurementPlans.order.state', type: 'select', options: ORDER_STATES, render: stateTag(t, 'procurementPlans.order.state') },
      { key: 'totalAmount', label: 'procurementPlans.plan.total', type: 'money' },
      { key: 'lineCount', label: 'procurementPlans.plan.lineCount', type: 'number' },
    ],
    [t],
  );

  const edit = async (planId: number) => {
    try {
      setEditing(await planStartOf(planId));
    } catch {
      // the request client has shown why
    }
  };

  return (
    <>
      {holder}
      <Tabs
        items={[
          {
            key: 'plans',
            label: t('procurementPlans.tab.plans'),
            children: (
              <ResourcePage
                title="procurementPlans.tab.plans"
                rowKey="planId"
                fields={planFields}
                pageEndpoint={PLAN_PAGE}
                removeEndpoint="procurementPlans.planRemove"
                exportEndpoint="procurementPlans.planExport"
                print={{ amountKey: 'totalAmount' }}
                actionsWidth={200}
                extraToolbar={
                  <>
                    <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ lines: [] })}>
                      {t('procurementPlans.plan.add')}
                    </Button>
                    <Button icon={<ThunderboltOutlined />} onClick={() => void navigate(GENERATE_PATH)}>
                      {t('procurementPlans.plan.generate')}
                    </Button>
                  </>
                }
                extraActions={(row) => (
                  <>
                    <Button size="small" type="link" icon={<EyeOutlined />} onClick={() => void navigate(planDetailPath(row.planId))}>
                      {t('procurementPlans.plan.detail')}
                    </Button>
                    {row.state === 'draft' && (
                      <Button size="small" type="link" icon={<EditOutlined />} onClick={() => void edit(row.planId)}>
                        {t('procurementPlans.plan.edit')}
                      </Button>
                    )}
                  </>
                )}
              />
            ),
          },
          {
            key: 'orders',
            label: t('procurementPlans.tab.orders'),
            children: (
              <ResourcePage
                title="procurementPlans.tab.orders"
                rowKey="orderId"
                fields={orderFields}
                pageEndpoint={ORDER_PAGE}
                exportEndpoint="procurementPlans.orderExport"
                print={{ amountKey: 'totalAmount' }}
                actionsWidth={220}
                extraActions={(row) => <OrderActions order={row} onChanged={reload} />}
              />
            ),
          },
          {
            key: 'notices',
            label: t('procurementPlans.tab.notices'),
            children: <ResourcePage title="procurementPlans.tab.notices" rowKey="orderId" fields={noticeFields} pageEndpoint={NOTICE_PAGE} print />,
          },
        ]}
      />
      {editing && (
        <PlanEditor
          start={editing}
          onClose={() => setEditing(null)}
          onDone={(_, said) => {
            void notice.success(said);
            void reload();
          }}
        />
      )}
    </>
  );
}
