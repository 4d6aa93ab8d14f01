import { useState } from 'react';
import { Button, Form, InputNumber, Popconfirm, Tabs, message } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '@/api';
import FormDialog from '@/components/FormDialog';
import ResourcePage from '@/components/ResourcePage';
import { configFields, couponFields, couponFromForm, couponToForm, itemFields, logFields, universalFields, useFields } from './fields';

/** Issues N coupons of a coupon (paper coupons, no holder). */
function BatchIssue({ couponId, onDone }: { couponId: number; onDone: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="link" size="small" onClick={() => setOpen(true)}>
        {t('marketingCoupons.batchIssue')}
      </Button>
      {open && (
        <FormDialog<{ count: number | null }>
          name="batchIssue"
          title={t('marketingCoupons.batchIssue')}
          initialValues={{ count: 10 }}
          labelCol={{}}
          wrapperCol={{}}
          maskClosable
          submitOnEnter={false}
          onSubmit={async ({ count }) => {
            await call('marketingCoupons.itemBatchAdd', { couponId, count: count ?? 1 });
            onDone();
          }}
          onClose={() => setOpen(false)}
        >
          <Form.Item name="count" label={t('marketingCoupons.count')}>
            <InputNumber aria-label={t('marketingCoupons.count')} min={1} max={1000} precision={0} />
          </Form.Item>
        </FormDialog>
      )}
    </>
  );
}

/** A row's link that asks first, then calls (a refusal is shown by the request client) and refreshes the list. */
function ConfirmLink({ title, label, danger, run, then }: { title: string; label: string; danger?: boolean; run: () => Promise<unknown>; then: () => void }) {
  const { t } = useTranslation();
  return (
    <Popconfirm
      title={title}
      okText={t('widgets.common.ok')}
      cancelText={t('widgets.common.cancel')}
      onConfirm={async () => {
        await run().catch(() => null);
        then();
      }}
    >
      <Button type="link" size="small" danger={danger}>
        {t(label)}
      </Button>
    </Popconfirm>
  );
}

/** Coupon issue (/marketing/couponDetail, menu 508000): coupons, grant plans, issued coupons, universal codes, their uses and the log. */
export default function CouponIssuePage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [notice, holder] = message.useMessage();
  const refresh = (id: string) => void queryClient.invalidateQueries({ queryKey: [id] });
  const done = (key: string, id: string) => {
    void notice.success(t(key));
    refresh(id);
  };

  const tabs = [
    {
      key: 'coupons',
      label: t('marketingCoupons.tab.coupons'),
      children: (
        <ResourcePage
          title="marketingCoupons.tab.coupons"
          rowKey="couponId"
          fields={couponFields}
          pageEndpoint="marketingCoupons.couponList"
          addEndpoint="marketingCoupons.couponAdd"
          editEndpoint="marketingCoupons.couponUpdate"
          toForm={couponToForm}
          fromForm={couponFromForm}
          actionsWidth={220}
          extraActions={(row) => (
            <>
              <BatchIssue couponId={row.couponId} onDone={() => done('marketingCoupons.issuedDone', 'marketingCoupons.couponList')} />
              <ConfirmLink
                title={t('widgets.common.confirmRemove')}
                label="widgets.resource.remove"
                danger
                run={() => call('marketingCoupons.couponDelete', { couponId: row.couponId })}
                then={() => refresh('marketingCoupons.couponList')}
              />
            </>
          )}
        />
      ),
    },
    {
      key: 'configs',
      label: t('marketingCoupons.tab.configs'),
      children: (
        <ResourcePage
          title="marketingCoupons.tab.configs"
          rowKey="configId"
          fields={configFields}
          pageEndpoint="marketingCoupons.configPage"
          addEndpoint="marketingCoupons.configAdd"
          editEndpoint="marketingCoupons.configEdit"
          fromForm={(content, _mode, row) => ({ ...(row ? { configId: row.configId } : {}), custIds: row?.custIds ?? [], ...content, grantAt: content.grantAt ?? null })}
          actionsWidth={200}
          extraActions={(row) =>
            row.state === 'pending' && (
              <>
                <ConfirmLink
                  title={t('marketingCoupons.confirmGrant')}
                  label="marketingCoupons.grant"
                  run={async () => {
                    const r = await call('marketingCoupons.configGrant', { configId: row.configId });
                    void notice.success(t('marketingCoupons.grantDone', { issued: r.issued, people: r.people, skipped: r.skipped }));
                  }}
                  then={() => refresh('marketingCoupons.configPage')}
                />
                <ConfirmLink
                  title={t('widgets.common.confirmRemove')}
                  label="widgets.resource.remove"
                  danger
                  run={() => call('marketingCoupons.configRemove', { configId: row.configId })}
                  then={() => refresh('marketingCoupons.configPage')}
                />
              </>
            )
          }
        />
      ),
    },
    {
      key: 'items',
      label: t('marketingCoupons.tab.items'),
      children: (
        <ResourcePage
          title="marketingCoupons.tab.items"
          rowKey="itemId"
          fields={itemFields}
          pageEndpoint="marketingCoupons.itemList"
          print
          extraActions={(row) =>
            row.state === 'unused' || row.state === 'void' ? (
              <Button
                type="link"
                size="small"
                onClick={async () => {
                  await call('marketingCoupons.itemUpdate', { itemId: row.itemId, state: row.state === 'void' ? 'unused' : 'void' }).catch(() => null);
                  refresh('marketingCoupons.itemList');
                }}
              >
                {t(row.state === 'void' ? 'marketingCoupons.restore' : 'marketingCoupons.void')}
              </Button>
            ) : null
          }
        />
      ),
    },
    {
      key: 'universal',
      label: t('marketingCoupons.tab.universal'),
      children: (
        <ResourcePage
          title="marketingCoupons.tab.universal"
          rowKey="universalId"
          fields={universalFields}
          pageEndpoint="marketingCoupons.universalList"
          addEndpoint="marketingCoupons.universalAdd"
          fromForm={(content) => ({ ...content, code: content.code || undefined })}
          print
          extraActions={(row) =>
            row.state === 'active' && (
              <ConfirmLink
                title={t('marketingCoupons.confirmVoid')}
                label="marketingCoupons.void"
                danger
                run={() => call('marketingCoupons.universalDelete', { universalId: row.universalId })}
                then={() => refresh('marketingCoupons.universalList')}
              />
            )
          }
        />
      ),
    },
    {
      key: 'uses',
      label: t('marketingCoupons.tab.uses'),
      children: <ResourcePage title="marketingCoupons.tab.uses" rowKey="useId" fields={useFields} pageEndpoint="marketingCoupons.universalOrdList" print />,
    },
    {
      key: 'log',
      label: t('marketingCoupons.tab.log'),
      children: <ResourcePage title="marketingCoupons.tab.log" rowKey="logId" fields={logFields} pageEndpoint="marketingCoupons.logList" print />,
    },
  ];
  return (
    <div>
      {holder}
      <Tabs items={tabs} destroyOnHidden />
    </div>
  );
}
