import { useMemo, useState } from 'react';
import { Button, Modal, Popconfirm, Space, Tag, TreeSelect, message } from 'antd';
import { CreditCardOutlined, SwapOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Visitor } from '@canteen/contract';
import { call } from '@/api';
import ResourcePage, { type FieldDef, type FieldOption } from '@/components/ResourcePage';
import { RemoveAction } from '@/components/ResourcePage/RowActions';
import { orgOptions, SEX_OPTIONS } from '../persons/fields';
import { ORG_SHAPE, useOrgTree } from '../shared/orgTree';
import { toTreeData } from '@/components/TreeSide';
import CardNoDialog from './CardNoDialog';
import { formatDateTime } from '@/shell/clock';

const PAGE_ID = 'customers.visitorPage';
const CARD_STATE_OPTIONS: FieldOption[] = ['active', 'lost', 'none'].map((v) => ({ value: v, label: `customers.cardState.${v}` }));
const CARD_COLOR: Record<string, string> = { active: 'green', lost: 'orange', none: 'default' };


/** Visitors (/personal/visitor, menu 705000): guests with a validity and a card on their own account. */
export default function VisitorsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [notice, noticeHolder] = message.useMessage();
  const [cardDialog, setCardDialog] = useState<{ mode: 'send' | 'change'; row: Visitor } | null>(null);
  const [moving, setMoving] = useState<{ row?: Visitor } | null>(null);
  const [fromOrgs, setFromOrgs] = useState<number[]>([]);
  const [target, setTarget] = useState<number | null>(null);
  const tree = useOrgTree();

  const fields = useMemo<FieldDef<Visitor>[]>(
    () => [
      { key: 'custName', label: 'customers.custName', type: 'text', inSearch: true },
      { key: 'custNum', label: 'customers.custNum', type: 'text', inSearch: true },
      { key: 'orgId', label: 'customers.org', type: 'select', options: async () => orgOptions(await call('people.orgTree', {})), inTable: false },
      { key: 'orgName', label: 'customers.org', type: 'text', inForm: false },
      { key: 'sex', label: 'customers.sex', type: 'select', options: SEX_OPTIONS },
      { key: 'phone', label: 'customers.phone', type: 'text', inSearch: true },
      { key: 'idCardNo', label: 'customers.idCardNo', type: 'text', inTable: false },
      {
        key: 'validUntil',
        label: 'customers.visitor.validUntil',
        type: 'datetime',
        render: (value, row) => (
          <Space size={4}>
            {formatDateTime(value as string | null)}
            {row.expired && <Tag color="red">{t('customers.visitor.expired')}</Tag>}
          </Space>
        ),
      },
      { key: 'visitReason', label: 'customers.visitor.visitReason', type: 'text' },
      { key: 'visitHost', label: 'customers.visitor.visitHost', type: 'text' },
      { key: 'cardNo', label: 'customers.visitor.cardNo', type: 'text', inForm: 'add', rules: [{ pattern: /^[A-Za-z0-9]*$/, message: t('customers.cardNoInvalid') }] },
      {
        key: 'cardState',
        label: 'customers.visitor.cardState',
        type: 'select',
        options: CARD_STATE_OPTIONS,
        inForm: false,
        render: (value) => <Tag color={CARD_COLOR[String(value)]}>{t(`customers.cardState.${String(value)}`)}</Tag>,
      },
      { key: 'remark', label: 'customers.remark', type: 'textarea', inTable: false },
    ],
    [t],
  );

  const refresh = () => queryClient.invalidateQueries({ queryKey: [PAGE_ID] });
  /** Runs a call (the request client shows a failure) and refreshes the list after it. */
  const act = async (run: () => Promise<unknown>, done = 'customers.visitor.done') => {
    try {
      await run();
    } catch {
      return;
    }
    void notice.success(t(done));
    await refresh();
  };
  const move = async () => {
    if (!target || !moving) return;
    if (moving.row) await act(() => call('customers.visitorMove', { visitorCustIds: [moving.row!.visitorCustId], orgId: target }), 'customers.moved');
    else {
      try {
        const { moved } = await call('customers.visitorMoveOrgs', { fromOrgIds: fromOrgs, orgId: target });
        void notice.success(t('customers.visitor.moved', { count: moved }));
      } catch {
        return;
      }
      await refresh();
    }
    setMoving(null);
  };

  return (
    <>
      {noticeHolder}
      <ResourcePage
        title="customers.visitor.title"
        rowKey="visitorCustId"
        fields={fields}
        pageEndpoint={PAGE_ID}
        addEndpoint="customers.visitorAdd"
        editEndpoint="customers.visitorEdit"
        fromForm={(content, mode, row) => {
          const { cardNo, ...rest } = content;
          if (mode === 'edit' && row) return { ...rest, visitorCustId: row.visitorCustId };
          return cardNo ? { ...rest, cardNo } : rest;
        }}
        formWidth={720}
        extraToolbar={
          <Button
            icon={<SwapOutlined />}
            onClick={() => {
              setFromOrgs([]);
              setTarget(null);
              setMoving({});
            }}
          >
            {t('customers.visitor.moveOrgs')}
          </Button>
        }
        extraActions={(row) => (
          <>
            {row.cardState === 'none' ? (
              <Button type="link" size="small" icon={<CreditCardOutlined />} onClick={() => setCardDialog({ mode: 'send', row })}>
                {t('customers.visitor.sendCard')}
              </Button>
            ) : (
              <>
                <Button type="link" size="small" onClick={() => setCardDialog({ mode: 'change', row })}>
                  {t('customers.visitor.changeCard')}
                </Button>
                {row.cardState === 'active' && (
                  <Popconfirm
                    title={t('customers.visitor.confirmLoss')}
                    okText={t('widgets.common.ok')}
                    cancelText={t('widgets.common.cancel')}
                    onConfirm={() => act(() => call('customers.visitorLossCard', { visitorCustId: row.visitorCustId }))}
                  >
                    <Button type="link" size="small">
                      {t('customers.visitor.lossCard')}
                    </Button>
                  </Popconfirm>
                )}
                <Popconfirm
                  title={t('customers.visitor.confirmReturn')}
                  okText={t('widgets.common.ok')}
                  cancelText={t('widgets.common.cancel')}
                  onConfirm={() => act(() => call('customers.visitorReleaseCard', { visitorCustId: row.visitorCustId }))}
                >
                  <Button type="link" size="small">
                    {t('customers.visitor.returnCard')}
                  </Button>
                </Popconfirm>
              </>
            )}
            <Button
              type="link"
              size="small"
              onClick={() => {
                setTarget(null);
                setMoving({ row });
              }}
            >
              {t('customers.visitor.move')}
            </Button>
            <RemoveAction onConfirm={() => act(() => call('customers.visitorDelete', { visitorCustId: row.visitorCustId }), 'widgets.resource.removed')} />
          </>
        )}
      />
      {cardDialog && (
        <CardNoDialog
          title={t(cardDialog.mode === 'send' ? 'customers.visitor.sendCard' : 'customers.visitor.changeCard')}
          label={t(cardDialog.mode === 'send' ? 'customers.visitor.cardNo' : 'customers.visitor.newCardNo')}
          onClose={() => setCardDialog(null)}
          save={async (cardNo) => {
            await call(cardDialog.mode === 'send' ? 'customers.visitorSendCard' : 'customers.visitorChangeCard', { visitorCustId: cardDialog.row.visitorCustId, cardNo });
            void notice.success(t('customers.visitor.done'));
            await refresh();
          }}
        />
      )}
      <Modal
        open={moving !== null}
        title={moving?.row ? `${t('customers.visitor.move')}: ${moving.row.custName}` : t('customers.visitor.moveOrgs')}
        okText={t('widgets.common.ok')}
        cancelText={t('widgets.common.cancel')}
        okButtonProps={{ disabled: !target || (!moving?.row && !fromOrgs.length) }}
        onOk={() => void move()}
        onCancel={() => setMoving(null)}
        destroyOnHidden
      >
        <Space orientation="vertical" style={{ width: '100%' }}>
          {!moving?.row && (
            <TreeSelect
              style={{ width: '100%' }}
              aria-label={t('customers.visitor.fromOrgs')}
              placeholder={t('customers.visitor.fromOrgs')}
              multiple
              treeDefaultExpandAll
              treeData={toTreeData(tree.data ?? [], ORG_SHAPE)}
              value={fromOrgs}
              onChange={(v) => setFromOrgs(v)}
            />
          )}
          <TreeSelect
            style={{ width: '100%' }}
            aria-label={t('customers.visitor.target')}
            placeholder={t('customers.visitor.target')}
            treeDefaultExpandAll
            treeData={toTreeData(tree.data ?? [], ORG_SHAPE)}
            value={target ?? undefined}
            onChange={(v) => setTarget(v ?? null)}
          />
        </Space>
      </Modal>
    </>
  );
}
