import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DishImportFailure } from '@canteen/contract';
import { usePagedList } from '@/components/Pagination/usePagedList';
import { formatDateTime } from '@/shell/clock';

/** The rows of dish imports that were not imported, with why; one batch's when given. */
export default function ImportFailures({ batchId }: { batchId?: number }) {
  const { t } = useTranslation();
  const { rows, pager, list } = usePagedList('menuDishes.importFailPage', batchId === undefined ? {} : { batchId }, { noScroll: true });
  return (
    <>
      <Table<DishImportFailure>
        rowKey="failId"
        size="small"
        bordered
        loading={list.isFetching}
        pagination={false}
        dataSource={rows}
        scroll={{ x: 'max-content' }}
        columns={[
          { key: 'batchId', dataIndex: 'batchId', title: t('menuDishes.import.batch') },
          { key: 'row', dataIndex: 'row', title: t('menuDishes.import.row') },
          { key: 'dishName', dataIndex: 'dishName', title: t('menuDishes.dish.name') },
          { key: 'reason', dataIndex: 'reason', title: t('menuDishes.import.reason') },
          {
            key: 'values',
            dataIndex: 'values',
            title: t('menuDishes.import.values'),
            render: (v: Record<string, string>) =>
              Object.entries(v)
                .map(([k, x]) => `${k}: ${x}`)
                .join('；'),
          },
          { key: 'fileName', dataIndex: 'fileName', title: t('menuDishes.import.file') },
          { key: 'createdAt', dataIndex: 'createdAt', title: t('menuDishes.import.at'), render: (v: string) => formatDateTime(v) },
        ]}
      />
      {pager}
    </>
  );
}
