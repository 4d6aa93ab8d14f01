import { useId, useState } from 'react';
import { Form, Modal, Select, Table } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatSignedMoney, type OutputOf } from '@canteen/contract';
import { call } from '@/api';
import { formatDate } from '@/shell/clock';
import PersonSelect from '../shared/PersonSelect';
import { canteenChoices } from '../shared/options';

type Standing = OutputOf<'marketing.quotaAmount'>[number];

/** A person's spent and remaining amount under each time quota that applies to them now. */
export default function QuotaLookupDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ custId: number; canteenId?: number }>();
  const formName = `mktQuota${useId().replace(/[^A-Za-z0-9]/g, '')}`;
  const [busy, setBusy] = useState(false);
  const [rows, setRows] = useState<Standing[] | null>(null);
  const canteens = useQuery({ queryKey: ['marketingNames', 'canteens'], queryFn: canteenChoices, staleTime: 60_000 });

  const look = async () => {
    let values: { custId: number; canteenId?: number };
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setBusy(true);
    try {
      setRows(await call('marketing.quotaAmount', { custId: values.custId, ...(values.canteenId ? { canteenId: values.canteenId } : {}) }));
    } catch {
      setRows(null); // the request client has shown why
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      width={760}
      title={t('marketing.quota.lookupTitle')}
      okText={t('marketing.quota.lookup')}
      cancelText={t('marketing.preview.close')}
      confirmLoading={busy}
      onOk={() => void look()}
      onCancel={onClose}
      mask={{ closable: false }}
    >
      <Form form={form} name={formName} labelCol={{ span: 6 }} wrapperCol={{ span: 16 }} onFinish={() => void look()}>
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
      </Form>
      {rows && (
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
    </Modal>
  );
}
