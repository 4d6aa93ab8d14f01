import { useMemo, useState } from 'react';
import { Button, Image } from 'antd';
import { SyncOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { HEALTH_REPORT_IMAGE_LIMIT, type HealthReport } from '@canteen/contract';
import { call } from '@/api';
import ResourcePage, { type FieldDef, type FieldOption } from '@/components/ResourcePage';
import { RemoveAction } from '@/components/ResourcePage/RowActions';
import { useRemoveRow } from '../shared/useRemoveRow';

const pageEndpoint = 'peopleMaster.healthReportPage';
const removeEndpoint = 'peopleMaster.healthReportRemove';

async function personChoices(): Promise<FieldOption[]> {
  const people = await call('peopleMaster.healthPersonOptions', {});
  return people.map((p) => ({ value: p.custId, label: `${p.custName} (${p.custNum})` }));
}

const one = (v: unknown) => (typeof v === 'number' ? v.toFixed(1) : '');

function fieldsFor(fixedPerson: boolean, t: TFunction): FieldDef<HealthReport>[] {
  return [
    // Opened from a person's record (?custId=), the person is given; otherwise it is chosen when adding.
    { key: 'custId', label: 'peopleMaster.report.person', type: 'select', inTable: false, inForm: fixedPerson ? false : 'add', options: personChoices },
    { key: 'custName', label: 'peopleMaster.report.custName', type: 'text', inSearch: !fixedPerson, inForm: false },
    { key: 'custNum', label: 'peopleMaster.report.custNum', type: 'text', inForm: false },
    { key: 'orgName', label: 'peopleMaster.report.orgName', type: 'text', inForm: false },
    { key: 'reportDate', label: 'peopleMaster.report.reportDate', type: 'date', inSearch: true, rangeKeys: ['dateFrom', 'dateTo'] },
    { key: 'institution', label: 'peopleMaster.report.institution', type: 'text' },
    { key: 'height', label: 'peopleMaster.report.height', type: 'number', render: one },
    { key: 'weight', label: 'peopleMaster.report.weight', type: 'number', render: one },
    {
      key: 'bloodPressure',
      label: 'peopleMaster.report.bloodPressure',
      type: 'text',
      maxLength: 7,
      rules: [{ pattern: /^\d{2,3}\/\d{2,3}$/, message: t('peopleMaster.report.bloodPressureFormat') }],
    },
    { key: 'bloodSugar', label: 'peopleMaster.report.bloodSugar', type: 'number', render: one },
    { key: 'conclusion', label: 'peopleMaster.report.conclusion', type: 'textarea' },
    {
      key: 'images',
      label: 'peopleMaster.report.images',
      type: 'image',
      limit: HEALTH_REPORT_IMAGE_LIMIT,
      uploadKey: 'medical',
      render: (v) =>
        Array.isArray(v) && v.length ? (
          <Image.PreviewGroup>
            {(v as string[]).map((src) => (
              <Image key={src} src={src} width={40} />
            ))}
          </Image.PreviewGroup>
        ) : null,
    },
    { key: 'remark', label: 'peopleMaster.common.remark', type: 'textarea', inTable: false },
    {
      key: 'source',
      label: 'peopleMaster.report.source',
      type: 'select',
      inForm: false,
      options: [
        { value: 'manual', label: 'peopleMaster.report.sourceManual' },
        { value: 'sync', label: 'peopleMaster.report.sourceSync' },
      ],
    },
  ];
}

/** Health reports (/personal/personnal/medicalreport, menu 704030) of the people in the caller's organisations. */
export default function HealthReportsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const custId = Number(params.get('custId')) || undefined;
  const { holder, remove, notice } = useRemoveRow(pageEndpoint);
  const [syncing, setSyncing] = useState(false);
  const fields = useMemo(() => fieldsFor(custId !== undefined, t), [custId, t]);
  const fixedQuery = useMemo(() => (custId ? { custId } : undefined), [custId]);

  const sync = async () => {
    setSyncing(true);
    try {
      const r = custId
        ? await call('peopleMaster.healthSyncPerson', { custId })
        : await call('peopleMaster.healthSyncAll', {});
      void notice.success(t('peopleMaster.report.syncDone', r));
      await queryClient.invalidateQueries({ queryKey: [pageEndpoint] });
    } catch {
      // the request client has shown why (e.g. no health data service is configured)
    } finally {
      setSyncing(false);
    }
  };

  return (
    <>
      {holder}
      <ResourcePage
        title="/personal/personnal/medicalreport"
        rowKey="heainfoId"
        fields={fields}
        pageEndpoint={pageEndpoint}
        addEndpoint="peopleMaster.healthReportAdd"
        editEndpoint="peopleMaster.healthReportEdit"
        fixedQuery={fixedQuery}
        fromForm={(content, mode, row) => (mode === 'edit' && row ? { heainfoId: row.heainfoId, ...content } : custId ? { custId, ...content } : content)}
        formWidth={720}
        extraActions={(row) => <RemoveAction onConfirm={() => remove(removeEndpoint, { heainfoId: row.heainfoId })} />}
        extraToolbar={
          <Button icon={<SyncOutlined />} loading={syncing} onClick={() => void sync()}>
            {t('peopleMaster.report.sync')}
          </Button>
        }
      />
    </>
  );
}
