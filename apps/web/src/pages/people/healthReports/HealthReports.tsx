import { useMemo, useState, type ReactNode } from 'react';
import { Button, Image } from 'antd';
import { SyncOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { HEALTH_REPORT_IMAGE_LIMIT, type HealthReport } from '@canteen/contract';
import { call } from '@/api';
import ResourcePage, { type FieldDef, type FieldOption } from '@/components/ResourcePage';
import { RemoveAction } from '@/components/ResourcePage/RowActions';
import { formatDate } from '@/shell/clock';
import { useRemoveRow } from '../shared/useRemoveRow';

const removeEndpoint = 'peopleMaster.healthReportRemove';

async function personChoices(): Promise<FieldOption[]> {
  const people = await call('peopleMaster.healthPersonOptions', {});
  return people.map((p) => ({ value: p.custId, label: `${p.custName} (${p.custNum})` }));
}

const one = (v: unknown) => (typeof v === 'number' ? v.toFixed(1) : '—');

/** Whose reports a list shows, and whether they can be changed there. */
type View = 'everyone' | 'person' | 'readOnly';
/** Columns that name the person: the read-only view names them once, above the list. */
const PERSON_COLUMNS = new Set(['custName', 'custNum', 'orgName']);

/** The one field list of a health report: the people page's table, search and form, and the health centre's table. */
function reportFields(view: View, t: TFunction): FieldDef<HealthReport>[] {
  const fields: FieldDef<HealthReport>[] = [
    // Chosen when adding from the everyone list; a list of one person's reports has them given.
    ...(view === 'everyone'
      ? [{ key: 'custId', label: 'peopleMaster.report.person', type: 'select', inTable: false, inForm: 'add', options: personChoices } satisfies FieldDef<HealthReport>]
      : []),
    { key: 'custName', label: 'peopleMaster.report.custName', type: 'text', inSearch: view === 'everyone', inForm: false },
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
      render: (v, row) =>
        Array.isArray(v) && v.length ? (
          <Image.PreviewGroup>
            {(v as string[]).map((src, k) => (
              <Image key={src} src={src} width={48} alt={`${t('peopleMaster.report.images')} ${formatDate(row.reportDate)} ${k + 1}`} />
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
  // The health centre's page (health.reportPage) is one person's reports as they are: nothing to search by.
  if (view !== 'readOnly') return fields;
  return fields.map((f) => ({ ...f, inSearch: false, inTable: PERSON_COLUMNS.has(f.key) ? false : f.inTable }));
}

export type HealthReportsProps =
  /** The people page (menu 704030): reports of everyone in reach, or of the person given; added, edited, removed, synced. */
  | { readOnly?: false; custId?: number }
  /** The health centre (menu 906000): one person's reports through health.reportPage, read-only; `heading` names them. */
  | { readOnly: true; custId: number; heading: (rows: HealthReport[]) => ReactNode };

/** Health reports, the same list on the people pages and in the health centre. */
export default function HealthReports(props: HealthReportsProps) {
  const { custId, readOnly } = props;
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const pageEndpoint = readOnly ? 'health.reportPage' : 'peopleMaster.healthReportPage';
  const { holder, remove, notice } = useRemoveRow(pageEndpoint);
  const [syncing, setSyncing] = useState(false);
  const view: View = readOnly ? 'readOnly' : custId ? 'person' : 'everyone';
  const fields = useMemo(() => reportFields(view, t), [view, t]);
  const fixedQuery = useMemo(() => (custId ? { custId } : undefined), [custId]);

  const sync = async () => {
    setSyncing(true);
    try {
      const r = custId ? await call('peopleMaster.healthSyncPerson', { custId }) : await call('peopleMaster.healthSyncAll', {});
      void notice.success(t('peopleMaster.report.syncDone', r));
      await queryClient.invalidateQueries({ queryKey: [pageEndpoint] });
    } catch {
      // the request client has shown why (e.g. no health data service is configured)
    } finally {
      setSyncing(false);
    }
  };

  if (props.readOnly) {
    const { heading } = props;
    return (
      <ResourcePage
        title="/healthcenter/medicalreport2"
        rowKey="heainfoId"
        fields={fields}
        pageEndpoint="health.reportPage"
        fixedQuery={{ custId: props.custId }}
        emptyText={{ none: 'health.report.none', failed: 'health.detail.notFound' }}
        extraToolbar={({ rows }) => heading(rows)}
      />
    );
  }
  return (
    <>
      {holder}
      <ResourcePage
        title="/personal/personnal/medicalreport"
        rowKey="heainfoId"
        fields={fields}
        pageEndpoint="peopleMaster.healthReportPage"
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
