import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { POINT_REASONS, type PointBalanceRow, type PointEntry } from '@canteen/contract';
import ResourcePage, { type FieldDef } from '@/components/ResourcePage';
import { f as records } from '@/pages/accounts/records/fields';

const reasonOptions = POINT_REASONS.map((r) => ({ value: r, label: `marketingRewards.points.reason.${r}` }));
const signed = (value: unknown) => (typeof value === 'number' && value > 0 ? `+${value}` : String(value ?? ''));

const person: FieldDef[] = [
  { key: 'custName', label: 'marketingRewards.points.custName', type: 'text', inSearch: true, inForm: false },
  { key: 'custNum', label: 'marketingRewards.points.custNum', type: 'text', inSearch: true, inForm: false },
  { ...records.orgFilter, label: 'marketingRewards.points.org' },
  { key: 'orgName', label: 'marketingRewards.points.org', type: 'text', inForm: false },
];

const balanceFields: FieldDef<PointBalanceRow>[] = [
  ...(person as FieldDef<PointBalanceRow>[]),
  { key: 'balance', label: 'marketingRewards.points.balance', type: 'number', inForm: false },
  { key: 'earned', label: 'marketingRewards.points.earned', type: 'number', inForm: false },
  { key: 'spent', label: 'marketingRewards.points.spent', type: 'number', inForm: false },
  { key: 'updatedAt', label: 'marketingRewards.points.updatedAt', type: 'datetime', inForm: false },
];

const entryFields: FieldDef<PointEntry>[] = [
  ...(person as FieldDef<PointEntry>[]),
  { key: 'delta', label: 'marketingRewards.points.delta', type: 'number', inForm: false, render: signed },
  { key: 'balanceAfter', label: 'marketingRewards.points.balanceAfter', type: 'number', inForm: false },
  { key: 'reason', label: 'marketingRewards.points.reason', type: 'select', options: reasonOptions, inSearch: true, inForm: false },
  { key: 'orderId', label: 'marketingRewards.points.orderId', type: 'number', inForm: false },
  { key: 'at', label: 'marketingRewards.points.at', type: 'datetime', rangeKeys: ['startTime', 'endTime'], inSearch: true, inForm: false },
];

/**
 * The points overview (/marketing/jifen, menu 503000; getpoints and dikou are its children): people's balances and
 * the points ledger — what each payment earned or spent and what refunds gave or took back.
 */
export default function PointsPage() {
  const { t } = useTranslation();
  return (
    <Tabs
      items={[
        {
          key: 'balances',
          label: t('marketingRewards.points.tab.balances'),
          children: <ResourcePage title="marketingRewards.points.tab.balances" rowKey="custId" fields={balanceFields} pageEndpoint="marketingRewards.pointBalancePage" print />,
        },
        {
          key: 'entries',
          label: t('marketingRewards.points.tab.entries'),
          children: (
            <ResourcePage
              title="marketingRewards.points.tab.entries"
              rowKey="entryId"
              fields={entryFields}
              pageEndpoint="marketingRewards.pointEntryPage"
              exportEndpoint="marketingRewards.pointEntryExport"
              print
            />
          ),
        },
      ]}
    />
  );
}
