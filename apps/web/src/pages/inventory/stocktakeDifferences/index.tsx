import { useMemo } from 'react';
import { Empty, Space, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE, DIFFERENCE_KINDS, formatMoney, formatSignedMoney, type InputOf, type StocktakeDifference } from '@canteen/contract';
import { call } from '@/api';
import ResourcePage, { type FieldDef, type Row } from '@/components/ResourcePage';
import { PRINT_STATE } from '@/components/PrintDialog';
import { label, qtyText, shown } from '../stocktakes/fields';

const PAGE_ID = 'inventoryStocktake.differences';

const signedQty = (v: unknown) => (typeof v === 'number' ? (v > 0 ? `+${qtyText(v)}` : qtyText(v)) : '');
const fields: FieldDef<StocktakeDifference>[] = [
  {
    key: 'kind',
    label: label('kind'),
    type: 'select',
    options: DIFFERENCE_KINDS.map((v) => ({ value: v, label: `inventoryStocktake.kind.${v}` })),
    inSearch: true,
    inTable: false,
    inForm: false,
  },
  { ...shown('materialName', 'text', 150), inSearch: true },
  shown('spec', 'text', 90),
  shown('unitName', 'text', 70),
  shown('batchNo', 'text', 150),
  shown('expiryDate', 'date', 110),
  { ...shown('bookQty', 'number', 100), render: qtyText },
  shown('bookValue', 'money', 110),
  { ...shown('countedQty', 'number', 100), render: qtyText },
  { ...shown('diffQty', 'number', 100), render: signedQty },
  { ...shown('diffValue', 'money', 110), render: (v) => formatSignedMoney(v as number) },
  shown('remark', 'text', 140),
];

/** The stocktake's header and totals over all its lines (the server's, not only the page shown). */
function Totals({ query }: { query: Row }) {
  const { t } = useTranslation();
  const content = { ...query, page: 1, limit: DEFAULT_PAGE_SIZE };
  const data = useQuery({ queryKey: [PAGE_ID, content], queryFn: ({ signal }) => call(PAGE_ID, content as InputOf<typeof PAGE_ID>, { signal }) });
  if (!data.data) return null;
  const { stocktake, totals } = data.data;
  return (
    <Space size="middle" wrap>
      <Typography.Text strong>
        {stocktake.docNo} · {stocktake.warehouseName} · {stocktake.checkDate} · {t(`inventoryStocktake.state.${stocktake.state}`)}
      </Typography.Text>
      <Typography.Text>{t('inventoryStocktake.totals.gain', { n: totals.gainLines, value: formatMoney(totals.gainValue) })}</Typography.Text>
      <Typography.Text>{t('inventoryStocktake.totals.loss', { n: totals.lossLines, value: formatMoney(totals.lossValue) })}</Typography.Text>
      <Typography.Text strong>{t('inventoryStocktake.totals.net', { value: formatSignedMoney(totals.diffValue) })}</Typography.Text>
    </Space>
  );
}

/**
 * The differences of a stocktake (/kucunzhongxin/pandian/pandianchayi?stocktakeId=…, menu 1105000): each batch's book
 * and counted quantity, the difference and its value (while counting, what commit would post), with the totals;
 * filtered by kind and material, exported and printed.
 */
export default function StocktakeDifferencesPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const stocktakeId = Number(params.get('stocktakeId'));
  const fixedQuery = useMemo(() => ({ stocktakeId }), [stocktakeId]);
  if (!(stocktakeId > 0)) return <Empty description={t('inventoryStocktake.noneChosen')} />;
  return (
    <ResourcePage
      title="/kucunzhongxin/pandian/pandianchayi"
      rowKey="lineId"
      fields={fields}
      pageEndpoint={PAGE_ID}
      fixedQuery={fixedQuery}
      exportEndpoint="inventoryStocktake.differenceExport"
      extraToolbar={({ query }) => <Totals query={query} />}
      print={{ state: PRINT_STATE.tableWithCentTotals, amountKey: 'diffValue', quantityKey: 'diffQty' }}
    />
  );
}
