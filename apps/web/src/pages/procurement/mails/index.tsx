import { useMemo } from 'react';
import { Button, Tag, message } from 'antd';
import { RedoOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MAIL_STATES, type MailRow } from '@canteen/contract';
import { call } from '@/api';
import ResourcePage, { type FieldDef } from '@/components/ResourcePage';

const PAGE_ID = 'procurementPlans.mailPage';
const COLOR: Record<string, string> = { queued: 'blue', sent: 'green', failed: 'red' };

/**
 * Mails to suppliers (/caigouzhongxin/purchaselist/emaillist, hidden; ?planId=… for one plan's): each purchase order
 * mailed, where to, and whether it went; a failed one can be sent again.
 */
export default function MailsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [notice, holder] = message.useMessage();
  const [params] = useSearchParams();
  const planId = Number(params.get('planId'));
  const fixedQuery = useMemo(() => (planId > 0 ? { planId } : {}), [planId]);
  const fields = useMemo<FieldDef<MailRow>[]>(
    () => [
      { key: 'planNo', label: 'procurementPlans.plan.no', type: 'text', width: 150 },
      { key: 'orderNo', label: 'procurementPlans.order.no', type: 'text', width: 150 },
      { key: 'supplierName', label: 'procurementPlans.order.supplier', type: 'text' },
      { key: 'toAddress', label: 'procurementPlans.mail.to', type: 'text' },
      { key: 'subject', label: 'procurementPlans.mail.subject', type: 'text' },
      {
        key: 'state',
        label: 'procurementPlans.mail.state',
        type: 'select',
        inSearch: true,
        options: MAIL_STATES.map((s) => ({ value: s, label: `procurementPlans.mail.state.${s}` })),
        render: (v) => <Tag color={COLOR[String(v)]}>{t(`procurementPlans.mail.state.${String(v)}`)}</Tag>,
      },
      { key: 'error', label: 'procurementPlans.mail.error', type: 'text' },
      { key: 'attempts', label: 'procurementPlans.mail.attempts', type: 'number' },
      { key: 'createdAt', label: 'procurementPlans.plan.createdAt', type: 'datetime' },
      { key: 'sentAt', label: 'procurementPlans.mail.sentAt', type: 'datetime' },
    ],
    [t],
  );
  const resend = async (mailId: number) => {
    try {
      await call('procurementPlans.mailResend', { id: mailId });
      void notice.success(t('procurementPlans.mail.resent'));
      await queryClient.invalidateQueries({ queryKey: [PAGE_ID] });
    } catch {
      // the request client has shown why
    }
  };
  return (
    <>
      {holder}
      <ResourcePage
        title="procurementPlans.mail.list"
        rowKey="mailId"
        fields={fields}
        pageEndpoint={PAGE_ID}
        fixedQuery={fixedQuery}
        print
        extraActions={(row) =>
          row.state === 'failed' ? (
            <Button size="small" type="link" icon={<RedoOutlined />} onClick={() => void resend(row.mailId)}>
              {t('procurementPlans.mail.resend')}
            </Button>
          ) : null
        }
      />
    </>
  );
}
