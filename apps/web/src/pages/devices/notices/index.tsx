import { useMemo } from 'react';
import { Button, Popconfirm, Tabs, Tag, message } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type DeviceNotice } from '@canteen/contract';
import { call } from '@/api';
import ResourcePage, { type FieldDef, type FieldOption } from '@/components/ResourcePage';
import DevicesPage from '../machines';
import { loadCanteens } from '../extraOptions';
import CanteenNames from '../CanteenNames';

const noticePage = 'devices.noticePage';
const STATES: FieldOption[] = [
  { value: 'draft', label: 'devices.notice.state.draft' },
  { value: 'published', label: 'devices.notice.state.published' },
  { value: 'withdrawn', label: 'devices.notice.state.withdrawn' },
];
const STATE_COLOURS: Record<string, string> = { draft: 'default', published: 'success', withdrawn: 'warning' };

type NoticeRow = DeviceNotice & { canteenId?: number };

function StateTag({ state }: { state: unknown }) {
  const { t } = useTranslation();
  return <Tag color={STATE_COLOURS[String(state)]}>{t(`devices.notice.state.${String(state)}`)}</Tag>;
}

/** The form targets one canteen or, left empty, every canteen; the table lists the targets. */
const noticeFields = (): FieldDef<NoticeRow>[] => [
  { key: 'title', label: 'devices.notice.title', type: 'text', inSearch: true },
  { key: 'content', label: 'devices.notice.content', type: 'textarea', inTable: false },
  { key: 'imageUrl', label: 'devices.notice.image', type: 'image', uploadKey: 'notices' },
  { key: 'canteenIds', label: 'devices.notice.canteens', type: 'text', inForm: false, render: (ids) => <CanteenNames ids={Array.isArray(ids) ? (ids as number[]) : []} /> },
  { key: 'canteenId', label: 'devices.notice.canteen', type: 'select', options: loadCanteens, inTable: false, inSearch: true },
  { key: 'startAt', label: 'devices.notice.startAt', type: 'datetime' },
  { key: 'endAt', label: 'devices.notice.endAt', type: 'datetime' },
  { key: 'state', label: 'devices.notice.stateLabel', type: 'select', options: STATES, inSearch: true, inForm: false, render: (state) => <StateTag state={state} /> },
  { key: 'publishedAt', label: 'devices.notice.publishedAt', type: 'datetime', inForm: false },
];

function NoticeActions({ notice }: { notice: DeviceNotice }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [toast, holder] = message.useMessage();
  const publishing = notice.state !== 'published';
  const run = async () => {
    try {
      await call(publishing ? 'devices.noticePublish' : 'devices.noticeWithdraw', { noticeId: notice.noticeId });
    } catch {
      return; // the request client has shown why
    }
    void toast.success(t(publishing ? 'devices.notice.published' : 'devices.notice.withdrawn'));
    await queryClient.invalidateQueries({ queryKey: [noticePage] });
  };
  return (
    <>
      {holder}
      <Popconfirm
        title={t(publishing ? 'devices.notice.confirmPublish' : 'devices.notice.confirmWithdraw')}
        okText={t('widgets.common.ok')}
        cancelText={t('widgets.common.cancel')}
        onConfirm={() => void run()}
      >
        <Button type="link" size="small">
          {t(publishing ? 'devices.notice.publish' : 'devices.notice.withdraw')}
        </Button>
      </Popconfirm>
    </>
  );
}

/** Information release (menu 202170): its devices, and the notices they show. */
export default function NoticesPage() {
  const { t } = useTranslation();
  const fields = useMemo(() => noticeFields(), []);
  return (
    <Tabs
      destroyOnHidden
      items={[
        { key: 'devices', label: t('devices.tab.devices'), children: <DevicesPage type="releaseInformation" /> },
        {
          key: 'notices',
          label: t('devices.notice.notices'),
          children: (
            <ResourcePage
              title="devices.notice.notices"
              rowKey="noticeId"
              fields={fields}
              pageEndpoint={noticePage}
              addEndpoint="devices.noticeAdd"
              editEndpoint="devices.noticeUpdate"
              removeEndpoint="devices.noticeDelete"
              formWidth={640}
              toForm={(row) => ({ ...row, canteenId: row.canteenIds[0] })}
              fromForm={({ canteenId, ...content }, mode, row) => ({
                ...content,
                canteenIds: typeof canteenId === 'number' ? [canteenId] : [],
                ...(mode === 'edit' && row ? { noticeId: row.noticeId } : {}),
              })}
              extraActions={(notice) => <NoticeActions notice={notice} />}
            />
          ),
        },
      ]}
    />
  );
}
