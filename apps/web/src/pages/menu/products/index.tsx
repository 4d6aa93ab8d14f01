import { Button, Image, Popconfirm, Tag, message } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MENU_IMAGE_LIMIT, PRODUCT_KINDS, formatMoney, type MenuProduct } from '@canteen/contract';
import { call } from '@/api';
import ResourcePage, { fieldsFrom, type FieldOption } from '@/components/ResourcePage';
import { canteenChoices } from '@/pages/canteens/options';

const PAGE = 'menuProducts.productPage';
const label = (key: string) => `menuProducts.product.${key}`;

/** Approved dishes a product can be (read quietly: no choices rather than an error). */
async function dishChoices(): Promise<FieldOption[]> {
  const list = await call('menuProducts.productDishList', {}, { silent: true, loading: false }).catch(() => []);
  return list.map((d) => ({ value: d.dishId, label: `${d.dishName} (${formatMoney(d.price)})` }));
}
/** Stalls need the canteen menu: without it the product keeps no stall choice instead of showing an error. */
async function stallChoices(): Promise<FieldOption[]> {
  const list = await call('canteens.stallPage', { limit: 500 }, { silent: true, loading: false }).catch(() => null);
  return (list?.records ?? []).map((s) => ({ value: s.stallId, label: `${s.canteenName} / ${s.stallName}` }));
}

function SaleState({ on }: { on: boolean }) {
  const { t } = useTranslation();
  return <Tag color={on ? 'green' : 'default'}>{t(label(on ? 'on' : 'off'))}</Tag>;
}
function Stock({ value }: { value: unknown }) {
  const { t } = useTranslation();
  return <span>{typeof value === 'number' ? value : t(label('unlimited'))}</span>;
}

const fields = fieldsFrom<'menuProducts.productAdd', MenuProduct, 'menuProducts.productEdit'>(['menuProducts.productAdd', 'menuProducts.productEdit'], [
  { key: 'images', label: label('images'), type: 'image', limit: MENU_IMAGE_LIMIT, render: (v) => (Array.isArray(v) && v[0] ? <Image src={String(v[0])} width={48} alt="" /> : null) },
  { key: 'name', label: label('name'), type: 'text', inSearch: true },
  { key: 'dishId', label: label('dish'), type: 'select', options: dishChoices, inTable: false },
  { key: 'dishName', label: label('dish'), type: 'text', inForm: false },
  { key: 'kind', label: label('kind'), type: 'select', options: PRODUCT_KINDS.map((k) => ({ value: k, label: label(`kind.${k}`) })), inSearch: true, inTable: false, inForm: false },
  { key: 'canteenId', label: label('canteen'), type: 'select', options: canteenChoices, inSearch: true },
  { key: 'stallId', label: label('stall'), type: 'select', options: stallChoices, inTable: false },
  { key: 'stallName', label: label('stall'), type: 'text', inForm: false },
  { key: 'price', label: label('price'), type: 'money', render: (v) => formatMoney(v as number) },
  { key: 'stock', label: label('stock'), type: 'number', render: (v) => <Stock value={v} /> },
  { key: 'barcode', label: label('barcode'), type: 'text', inSearch: true, rules: [{ pattern: /^[0-9A-Za-z-]*$/, message: '0-9 A-Z -' }] },
  { key: 'unit', label: label('unit'), type: 'text' },
  { key: 'putaway', label: label('putaway'), type: 'switch', inSearch: true, inForm: false, render: (v) => <SaleState on={v === true} /> },
  { key: 'sort', label: label('sort'), type: 'number' },
  { key: 'remark', label: label('remark'), type: 'textarea' },
]);

/**
 * Products (/menudish/product, menu 305000): what counters and shops sell — an approved dish or a packaged item. A new
 * product starts off sale; putting it on or off sale is its own action (one row, or every row on the page).
 */
export default function ProductsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [notice, noticeHolder] = message.useMessage();

  const putaway = async (rows: MenuProduct[], on: boolean) => {
    if (!rows.length) return;
    try {
      const { changed } = await call('menuProducts.productPutaway', { productIds: rows.map((r) => r.productId), putaway: on });
      void notice.success(t(label('changed'), { count: changed }));
    } catch {
      return; // the request client has shown the server's message
    }
    await queryClient.invalidateQueries({ queryKey: [PAGE] });
  };

  return (
    <>
      {noticeHolder}
      <ResourcePage
        title="menuProducts.product.title"
        rowKey="productId"
        fields={fields}
        pageEndpoint={PAGE}
        addEndpoint="menuProducts.productAdd"
        editEndpoint="menuProducts.productEdit"
        removeEndpoint="menuProducts.productRemove"
        removeKey="productId"
        exportEndpoint="menuProducts.productExport"
        print
        actionsWidth={220}
        toForm={(row) => ({ ...row, name: row.dishId !== null && row.name === row.dishName ? '' : row.name })}
        extraActions={(row) => (
          <Button type="link" size="small" onClick={() => void putaway([row], !row.putaway)}>
            {t(label(row.putaway ? 'takeOff' : 'putOn'))}
          </Button>
        )}
        extraToolbar={({ rows }) => (
          <>
            <Popconfirm title={t(label('putOnPage'))} okText={t('widgets.common.ok')} cancelText={t('widgets.common.cancel')} onConfirm={() => putaway(rows, true)}>
              <Button disabled={!rows.length}>{t(label('putOnPage'))}</Button>
            </Popconfirm>
            <Popconfirm title={t(label('takeOffPage'))} okText={t('widgets.common.ok')} cancelText={t('widgets.common.cancel')} onConfirm={() => putaway(rows, false)}>
              <Button disabled={!rows.length}>{t(label('takeOffPage'))}</Button>
            </Popconfirm>
          </>
        )}
      />
    </>
  );
}
