import { useMemo, useState } from 'react';
import { Alert, Button, Descriptions, Empty, Input, InputNumber, Modal, Skeleton, Space, Table, Typography, message } from 'antd';
import type { TableColumnsType } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { QTY_MAX, formatMoney, formatSignedMoney, type StocktakeLine } from '@canteen/contract';
import { call } from '@/api';
import { formatDateTime } from '@/shell/clock';
import { StateTag } from '../stocktakes';
import { differencesPath, qtyText } from '../stocktakes/fields';

/** A count typed but not yet saved: the quantity (null: cleared) and the remark. */
interface Edit {
  countedQty: number | null;
  remark: string;
}

/**
 * The count entry of a stocktake (/kucunzhongxin/pandian/pandiandetail?stocktakeId=…, menu 1105000): every frozen batch
 * with its book quantity and an input for the counted quantity; save keeps the counts, commit (after a confirmation
 * showing the gains and losses) posts the differences. A line left empty counts as its book quantity. Committed, the
 * page only shows the counts.
 */
export default function StocktakeDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [notice, holder] = message.useMessage();
  const [modal, modalHolder] = Modal.useModal();
  const stocktakeId = Number(params.get('stocktakeId'));
  const [filter, setFilter] = useState('');
  const [edits, setEdits] = useState<Map<number, Edit>>(new Map());
  const [busy, setBusy] = useState(false);
  const key = ['inventoryStocktake.lines', stocktakeId];
  const detail = useQuery({ queryKey: key, queryFn: () => call('inventoryStocktake.lines', { stocktakeId }), enabled: stocktakeId > 0 });

  const lines = useMemo(() => {
    const all = detail.data?.lines ?? [];
    const text = filter.trim().toLowerCase();
    return text ? all.filter((l) => l.materialName.toLowerCase().includes(text) || l.batchNo.toLowerCase().includes(text)) : all;
  }, [detail.data, filter]);

  if (!(stocktakeId > 0)) return <Empty description={t('inventoryStocktake.noneChosen')} />;
  if (detail.isPending) return <Skeleton active />;
  if (detail.isError) return <Alert type="error" showIcon title={t('inventoryStocktake.loadFailed')} />;
  const { stocktake } = detail.data;
  const counting = stocktake.state === 'counting';

  const valueOf = (line: StocktakeLine): Edit => edits.get(line.lineId) ?? { countedQty: line.countedQty, remark: line.remark };
  const edit = (line: StocktakeLine, change: Partial<Edit>) =>
    setEdits((prev) => {
      const next = new Map(prev);
      next.set(line.lineId, { ...valueOf(line), ...change });
      return next;
    });
  const changed = () => [...edits.entries()].map(([lineId, e]) => ({ lineId, countedQty: e.countedQty, remark: e.remark }));

  const reload = async () => {
    setEdits(new Map());
    await queryClient.invalidateQueries({ queryKey: key });
  };

  const save = async () => {
    setBusy(true);
    try {
      await call('inventoryStocktake.save', { stocktakeId, lines: changed() });
      void notice.success(t('inventoryStocktake.detail.saved'));
      await reload();
    } catch {
      // the request client has shown why
    } finally {
      setBusy(false);
    }
  };

  const commit = async () => {
    setBusy(true);
    try {
      // Save first, so that the confirmation shows what commit will post.
      if (edits.size) await call('inventoryStocktake.save', { stocktakeId, lines: changed() });
      await reload();
      const { totals } = await call('inventoryStocktake.differences', { stocktakeId, kind: 'differ', page: 1, limit: 10 });
      const fresh = await call('inventoryStocktake.lines', { stocktakeId, uncountedOnly: true });
      const confirmed = await modal.confirm({
        title: t('inventoryStocktake.commit.title', { docNo: stocktake.docNo }),
        okText: t('inventoryStocktake.commit.ok'),
        cancelText: t('widgets.common.cancel'),
        content: (
          <Space orientation="vertical">
            <Typography.Text>{t('inventoryStocktake.commit.gains', { n: totals.gainLines, value: formatMoney(totals.gainValue) })}</Typography.Text>
            <Typography.Text>{t('inventoryStocktake.commit.losses', { n: totals.lossLines, value: formatMoney(totals.lossValue) })}</Typography.Text>
            <Typography.Text strong>{t('inventoryStocktake.commit.net', { value: formatSignedMoney(totals.diffValue) })}</Typography.Text>
            {fresh.lines.length > 0 && <Typography.Text type="warning">{t('inventoryStocktake.commit.uncounted', { n: fresh.lines.length })}</Typography.Text>}
            <Typography.Text type="secondary">{t('inventoryStocktake.commit.final')}</Typography.Text>
          </Space>
        ),
      });
      if (!confirmed) return;
      await call('inventoryStocktake.commit', { stocktakeId });
      void notice.success(t('inventoryStocktake.commit.done'));
      await queryClient.invalidateQueries({ queryKey: ['inventoryStocktake.page'] });
      void navigate(differencesPath(stocktakeId));
    } catch {
      // the request client has shown why
    } finally {
      setBusy(false);
    }
  };

  const columns: TableColumnsType<StocktakeLine> = [
    { key: 'materialName', dataIndex: 'materialName', title: t('inventoryStocktake.field.materialName'), width: 160 },
    { key: 'spec', dataIndex: 'spec', title: t('inventoryStocktake.field.spec'), width: 90 },
    { key: 'unitName', dataIndex: 'unitName', title: t('inventoryStocktake.field.unitName'), width: 70 },
    { key: 'batchNo', dataIndex: 'batchNo', title: t('inventoryStocktake.field.batchNo'), width: 150 },
    { key: 'expiryDate', dataIndex: 'expiryDate', title: t('inventoryStocktake.field.expiryDate'), width: 110 },
    { key: 'bookQty', dataIndex: 'bookQty', title: t('inventoryStocktake.field.bookQty'), width: 100, align: 'right', render: qtyText },
    {
      key: 'countedQty',
      title: t('inventoryStocktake.field.countedQty'),
      width: 150,
      render: (_v, line) =>
        counting ? (
          <InputNumber
            aria-label={t('inventoryStocktake.detail.countOf', { material: line.materialName, batch: line.batchNo })}
            value={valueOf(line).countedQty}
            min={0}
            max={QTY_MAX}
            precision={3}
            placeholder={qtyText(line.bookQty)}
            onChange={(v) => edit(line, { countedQty: typeof v === 'number' ? v : null })}
            style={{ width: '100%' }}
          />
        ) : (
          qtyText(line.countedQty)
        ),
    },
    {
      key: 'diffQty',
      title: t('inventoryStocktake.field.diffQty'),
      width: 100,
      align: 'right',
      render: (_v, line) => {
        const counted = valueOf(line).countedQty;
        if (counted === null) return '';
        const diff = Math.round((counted - line.bookQty) * 1000) / 1000;
        return <Typography.Text type={diff < 0 ? 'danger' : diff > 0 ? 'success' : undefined}>{diff > 0 ? `+${String(diff)}` : String(diff)}</Typography.Text>;
      },
    },
    {
      key: 'remark',
      title: t('inventoryStocktake.field.remark'),
      width: 180,
      render: (_v, line) =>
        counting ? (
          <Input
            aria-label={t('inventoryStocktake.detail.remarkOf', { material: line.materialName, batch: line.batchNo })}
            value={valueOf(line).remark}
            maxLength={200}
            onChange={(e) => edit(line, { remark: e.target.value })}
          />
        ) : (
          line.remark
        ),
    },
  ];

  return (
    <>
      {holder}
      {modalHolder}
      <Descriptions bordered size="small" column={3} title={t('inventoryStocktake.detail.title', { docNo: stocktake.docNo })} style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('inventoryStocktake.field.warehouseName')}>{stocktake.warehouseName}</Descriptions.Item>
        <Descriptions.Item label={t('inventoryStocktake.field.canteenName')}>{stocktake.canteenName}</Descriptions.Item>
        <Descriptions.Item label={t('inventoryStocktake.field.checkDate')}>{stocktake.checkDate}</Descriptions.Item>
        <Descriptions.Item label={t('inventoryStocktake.field.state')}>
          <StateTag state={stocktake.state} />
        </Descriptions.Item>
        <Descriptions.Item label={t('inventoryStocktake.field.countedCount')}>
          {t('inventoryStocktake.detail.progress', { counted: stocktake.countedCount, total: stocktake.lineCount })}
        </Descriptions.Item>
        <Descriptions.Item label={t('inventoryStocktake.field.bookValue')}>{formatMoney(stocktake.bookValue)}</Descriptions.Item>
        {!counting && (
          <>
            <Descriptions.Item label={t('inventoryStocktake.field.gainValue')}>{formatMoney(stocktake.gainValue)}</Descriptions.Item>
            <Descriptions.Item label={t('inventoryStocktake.field.lossValue')}>{formatMoney(stocktake.lossValue)}</Descriptions.Item>
            <Descriptions.Item label={t('inventoryStocktake.field.committedAt')}>{stocktake.committedAt ? formatDateTime(stocktake.committedAt) : ''}</Descriptions.Item>
          </>
        )}
        <Descriptions.Item label={t('inventoryStocktake.field.remark')} span={3}>
          {stocktake.remark}
        </Descriptions.Item>
      </Descriptions>
      {counting && <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('inventoryStocktake.detail.frozen')} />}
      <Space style={{ marginBottom: 12 }} wrap>
        <Input.Search
          aria-label={t('inventoryStocktake.detail.filter')}
          placeholder={t('inventoryStocktake.detail.filter')}
          allowClear
          onSearch={setFilter}
          onChange={(e) => setFilter(e.target.value)}
          style={{ width: 240 }}
        />
        {counting && (
          <>
            <Button onClick={() => void save()} loading={busy} disabled={!edits.size}>
              {t('inventoryStocktake.detail.save')}
            </Button>
            <Button type="primary" onClick={() => void commit()} loading={busy}>
              {t('inventoryStocktake.detail.commit')}
            </Button>
          </>
        )}
        <Button onClick={() => void navigate(differencesPath(stocktakeId))}>{t('inventoryStocktake.action.differences')}</Button>
      </Space>
      <Table<StocktakeLine>
        rowKey="lineId"
        dataSource={lines}
        columns={columns}
        bordered
        size="small"
        scroll={{ x: 1100 }}
        pagination={{ defaultPageSize: 50, showSizeChanger: true, pageSizeOptions: [20, 50, 100, 200] }}
      />
    </>
  );
}
