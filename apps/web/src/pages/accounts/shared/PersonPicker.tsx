import { useState, type ReactNode } from 'react';
import { Button, Form, Input, Space, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatSignedMoney, type Account } from '@canteen/contract';
import { usePagedList } from '@/components/Pagination/usePagedList';
import SpokenOnly from '@/components/SpokenOnly';
import OrgTreeSelect from './OrgTreeSelect';
import { AccountStateTag, CardStateTag } from './labels';

export const ACCOUNT_PAGE = 'accounts.accountPage';

interface Filters {
  custName?: string;
  custNum?: string;
  cardNo?: string;
  orgId?: number;
}

interface PersonPickerProps {
  /** 'single': a click picks one person; 'multiple': check boxes (kept across pages). */
  mode: 'single' | 'multiple';
  selected: Account[];
  onSelect: (rows: Account[]) => void;
  actions?: (row: Account) => ReactNode;
}

/** Find people by name, number, card or organisation and pick one or several, with their balances. */
export default function PersonPicker({ mode, selected, onSelect, actions }: PersonPickerProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Filters>();
  const [filters, setFilters] = useState<Filters>({});
  const { list, rows, setPage, pager } = usePagedList(ACCOUNT_PAGE, filters);

  const search = (values: Filters) => {
    const clean: Filters = {};
    for (const key of ['custName', 'custNum', 'cardNo'] as const) if (values[key]?.trim()) clean[key] = values[key].trim();
    if (values.orgId) clean.orgId = values.orgId;
    setFilters(clean);
    setPage(1);
  };

  const money = (key: 'cashBalance' | 'subsidyBalance' | 'giftBalance' | 'balance', label: string) => ({
    key,
    dataIndex: key,
    title: t(label),
    align: 'right' as const,
    render: (v: number) => formatSignedMoney(v),
  });
  const columns: TableColumnsType<Account> = [
    { key: 'custName', dataIndex: 'custName', title: t('accounts.account.custName') },
    { key: 'custNum', dataIndex: 'custNum', title: t('accounts.account.custNum') },
    { key: 'orgName', dataIndex: 'orgName', title: t('accounts.account.org') },
    {
      key: 'cardNo',
      dataIndex: 'cardNo',
      title: t('accounts.account.cardNo'),
      render: (v: string | null, row) => (
        <Space size={4}>
          {v}
          <CardStateTag state={row.cardState} />
        </Space>
      ),
    },
    { key: 'accState', dataIndex: 'accState', title: t('accounts.account.accState'), render: (v: Account['accState']) => <AccountStateTag state={v} /> },
    money('cashBalance', 'accounts.wallet.cash'),
    money('subsidyBalance', 'accounts.wallet.subsidy'),
    money('giftBalance', 'accounts.wallet.gift'),
    money('balance', 'accounts.account.balance'),
    ...(actions ? [{ key: '__actions', title: t('widgets.common.actions'), render: (_: unknown, row: Account) => actions(row) }] : []),
  ];

  const selectedIds = selected.map((r) => r.custId);
  return (
    <div>
      <Form form={form} layout="inline" onFinish={search} style={{ marginBottom: 12, rowGap: 8 }}>
        <Form.Item name="custName">
          <Input allowClear placeholder={t('accounts.account.custName')} aria-label={t('accounts.account.custName')} />
        </Form.Item>
        <Form.Item name="custNum">
          <Input allowClear placeholder={t('accounts.account.custNum')} aria-label={t('accounts.account.custNum')} />
        </Form.Item>
        <Form.Item name="cardNo">
          <Input allowClear placeholder={t('accounts.account.cardNo')} aria-label={t('accounts.account.cardNo')} />
        </Form.Item>
        <Form.Item name="orgId">
          <OrgTreeSelect aria-label={t('accounts.account.org')} />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            {t('widgets.resource.search')}
          </Button>
        </Form.Item>
      </Form>
      <Table<Account>
        rowKey="custId"
        size="small"
        bordered
        columns={columns}
        dataSource={rows}
        loading={list.isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
        rowSelection={{
          type: mode === 'single' ? 'radio' : 'checkbox',
          // The radio column's header is otherwise empty (no select-all), leaving its cells without a header
          // (WCAG 1.3.1, axe td-has-header): a name for screen readers, nothing shown.
          ...(mode === 'single' ? { columnTitle: <SpokenOnly>{t('accounts.desk.chooseColumn')}</SpokenOnly> } : {}),
          selectedRowKeys: selectedIds,
          preserveSelectedRowKeys: true,
          onChange: (keys, rows) => {
            // Rows of other pages are not in `rows`: keep the ones already chosen.
            const known = new Map([...selected, ...rows.filter(Boolean)].map((r) => [r.custId, r]));
            onSelect(keys.map((k) => known.get(Number(k))).filter((r): r is Account => Boolean(r)));
          },
        }}
        onRow={(row) => (mode === 'single' ? { onClick: () => onSelect([row]), style: { cursor: 'pointer' } } : {})}
      />
      {pager}
    </div>
  );
}
