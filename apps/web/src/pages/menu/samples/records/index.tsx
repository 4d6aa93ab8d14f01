import { useState } from 'react';
import { Button, Image, Popconfirm, Tabs, Tag, message } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SAMPLE_SOURCES, SAMPLE_STATES, type SampleDiffGroup, type SampleRecord } from '@canteen/contract';
import { call } from '@/api';
import ResourcePage, { type FieldDef } from '@/components/ResourcePage';
import { canteenChoices } from '@/pages/canteens/options';
import { DiffDishes, countFields, mealField } from '../DiffDishes';
import SampleDialog from './SampleDialog';

const PAGE = 'menuProducts.sampleRecordPage';
const label = (key: string) => `menuProducts.sample.${key}`;
const expired = (r: SampleRecord) => r.state === 'kept' && new Date(r.keepUntil).getTime() <= Date.now();

function Weight({ row }: { row: SampleRecord }) {
  const { t } = useTranslation();
  return (
    <span>
      {row.weightG} {row.underweight && <Tag color="orange">{t(label('underweight'))}</Tag>}
    </span>
  );
}

const recordFields: FieldDef<SampleRecord>[] = [
  { key: 'canteenId', label: label('canteen'), type: 'select', options: canteenChoices, inSearch: true, inForm: false },
  { key: 'sampleDate', label: label('sampleDate'), type: 'date', rangeKeys: ['startDate', 'endDate'], inSearch: true, inForm: false },
  mealField<SampleRecord>(),
  { key: 'dishName', label: label('dishName'), type: 'text', inSearch: true, inForm: false },
  { key: 'weightG', label: label('weightG'), type: 'number', inForm: false, render: (_v, row) => <Weight row={row} /> },
  { key: 'underweight', label: label('underweight'), type: 'switch', inSearch: true, inTable: false, inForm: false },
  { key: 'keptAt', label: label('keptAt'), type: 'datetime', inForm: false },
  { key: 'keepUntil', label: label('keepUntil'), type: 'datetime', inForm: false },
  { key: 'cabinetNo', label: label('cabinetNo'), type: 'text', inForm: false },
  { key: 'operator', label: label('operator'), type: 'text', inForm: false },
  { key: 'source', label: label('source'), type: 'select', options: SAMPLE_SOURCES.map((s) => ({ value: s, label: label(`source.${s}`) })), inForm: false },
  { key: 'deviceName', label: label('device'), type: 'text', inSearch: true, inForm: false },
  { key: 'photo', label: label('photo'), type: 'image', inForm: false, render: (v) => (typeof v === 'string' && v ? <Image src={v} width={48} alt="" /> : null) },
  { key: 'state', label: label('state'), type: 'select', options: SAMPLE_STATES.map((s) => ({ value: s, label: label(`state.${s}`) })), inSearch: true, inForm: false },
  { key: 'disposedAt', label: label('disposedAt'), type: 'datetime', inForm: false },
  { key: 'disposedBy', label: label('disposedBy'), type: 'text', inForm: false },
  { key: 'remark', label: label('remark'), type: 'text', inForm: false },
];

const diffFields: FieldDef<SampleDiffGroup>[] = [
  { key: 'canteenId', label: label('canteen'), type: 'select', options: canteenChoices, inSearch: true, inForm: false },
  { key: 'sampleDate', label: label('sampleDate'), type: 'date', rangeKeys: ['startDate', 'endDate'], inSearch: true, inForm: false },
  mealField<SampleDiffGroup>(),
  ...countFields<SampleDiffGroup>(),
  { key: 'onlyProblems', label: label('onlyProblems'), type: 'switch', inSearch: true, inTable: false, inForm: false },
  { key: 'dishes', label: label('dishes'), type: 'text', inForm: false, render: (_v, row) => <DiffDishes dishes={row.dishes} /> },
];

/** The diff tab: each canteen's meal of the days asked (default today), planned against kept, missing in red. */
function DiffList() {
  return <ResourcePage title="menuProducts.sample.diffTitle" rowKey="rowKey" fields={diffFields} pageEndpoint="menuProducts.sampleDiffPage" />;
}

/**
 * Sample records (/menudish/liuyangji/macsacesamplerecord, menu 308010): samples uploaded by sample machines and
 * kept by hand, with export and print; hand-kept samples are recorded here and samples past their 48 hours disposed
 * of. The diff tab compares them with what the recipes planned.
 */
export default function SampleRecordsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [notice, noticeHolder] = message.useMessage();
  const [adding, setAdding] = useState(false);
  const refresh = () => Promise.all([queryClient.invalidateQueries({ queryKey: [PAGE] }), queryClient.invalidateQueries({ queryKey: ['menuProducts.sampleDiffPage'] })]);

  const dispose = async (rows: SampleRecord[]) => {
    if (!rows.length) {
      void notice.info(t(label('nothingExpired')));
      return;
    }
    try {
      const { disposed } = await call('menuProducts.sampleDispose', { recordIds: rows.map((r) => r.recordId) });
      void notice.success(t(label('disposed'), { count: disposed }));
    } catch {
      return; // the request client has shown the server's message
    }
    await refresh();
  };

  const records = (
    <ResourcePage
      title="menuProducts.sample.recordsTitle"
      rowKey="recordId"
      fields={recordFields}
      pageEndpoint={PAGE}
      exportEndpoint="menuProducts.sampleRecordExport"
      print
      extraActions={(row) =>
        expired(row) ? (
          <Popconfirm title={t(label('disposeConfirm'))} okText={t('widgets.common.ok')} cancelText={t('widgets.common.cancel')} onConfirm={() => dispose([row])}>
            <Button type="link" size="small">
              {t(label('dispose'))}
            </Button>
          </Popconfirm>
        ) : null
      }
      extraToolbar={({ rows }) => {
        const due = rows.filter(expired);
        return (
          <>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
              {t(label('add'))}
            </Button>
            <Popconfirm
              title={t(label('disposeExpiredConfirm'), { count: due.length })}
              okText={t('widgets.common.ok')}
              cancelText={t('widgets.common.cancel')}
              onConfirm={() => dispose(due)}
              disabled={!due.length}
            >
              <Button disabled={!due.length}>{t(label('disposeExpired'))}</Button>
            </Popconfirm>
          </>
        );
      }}
    />
  );

  return (
    <>
      {noticeHolder}
      <Tabs
        items={[
          { key: 'records', label: t(label('tab.records')), children: records },
          { key: 'diff', label: t(label('tab.diff')), children: <DiffList /> },
        ]}
      />
      {adding && <SampleDialog onSaved={() => void refresh()} onClose={() => setAdding(false)} />}
    </>
  );
}
