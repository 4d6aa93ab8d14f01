import { Form, Select, Table } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatSignedMoney, type OutputOf } from '@canteen/contract';
import { call } from '@/api';
import { formatDate } from '@/shell/clock';
import LookupDialog from '../shared/LookupDialog';
import PersonSelect from '../shared/PersonSelect';
import { canteenChoices } from '../shared/options';

type Standing = OutputOf<'marketing.quotaAmount'>[number];
interface Question {
  custId: number;
  canteenId?: number;
}

/** A person's spent and remaining amount under each time quota that applies to them now. */
export default function QuotaLookupDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const canteens = useQuery({ queryKey: ['marketingNames', 'canteens'], queryFn: canteenChoices, staleTime: 60_000 });
  const look = (values: Question) => call('marketing.quotaAmount', { custId: values.custId, ...(values.canteenId ? { canteenId: values.canteenId } : {}) });

  return (
    <LookupDialog<Question, Standing[]>
      name="mktQuota"
      width={760}
      title={t('marketing.quota.lookupTitle')}
      okText="marketing.quota.lookup"
      look={look}
      answer={(rows) => (
        <Table<Standing>
          rowKey="quotaId"
          size="small"
          bordered
          pagination={false}
          dataSource={rows}
          locale={{ emptyText: t('marketing.quota.noneApplies') }}
          columns={[
            { key: 'name', dataIndex: 'name', title: t('marketing.rule.name') },
            { key: 'cycle', dataIndex: 'cycle', title: t('marketing.quota.cycle'), render: (v: string) => t(`marketing.quota.cycle.${v}`) },
            { key: 'quota', dataIndex: 'quota', title: t('marketing.quota.quota'), align: 'right', render: (v: number) => formatMoney(v) },
            { key: 'spent', dataIndex: 'spent', title: t('marketing.quota.spent'), align: 'right', render: (v: number) => formatMoney(v) },
            // Left may go below zero when a payment passed before the quota was lowered.
            { key: 'left', dataIndex: 'left', title: t('marketing.quota.left'), align: 'right', render: (v: number) => formatSignedMoney(v) },
            { key: 'from', title: t('marketing.quota.period'), render: (_: unknown, r: Standing) => `${formatDate(r.from)} – ${formatDate(r.to)}` },
          ]}
        />
      )}
      onClose={onClose}
    >
      <Form.Item name="custId" label={t('marketing.preview.person')} rules={[{ required: true, message: t('marketing.preview.personRequired') }]}>
        <PersonSelect />
      </Form.Item>
      <Form.Item name="canteenId" label={t('marketing.rule.canteen')}>
        <Select
          allowClear
          placeholder={t('marketing.every')}
          options={(canteens.data ?? []).map((c) => ({ value: c.value as number, label: c.label }))}
          showSearch={{ optionFilterProp: 'label' }}
        />
      </Form.Item>
    </LookupDialog>
  );
}
