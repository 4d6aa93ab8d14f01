import { useState } from 'react';
import { Button, Form, Input, Popconfirm, Select, Space, Table, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CUSTOM_DIMS, CUSTOM_FACTS, CUSTOM_MEASURES, customAllowed, type CustomDefinition, type CustomDim, type CustomFact, type CustomMeasure } from '@canteen/contract';
import { call } from '@/api';
import FormDialog from '@/components/FormDialog';
import ReportChart from '@/components/ReportChart';
import type { FieldDef } from '@/components/ResourcePage';
import { formatDateTime } from '@/shell/clock';
import { ReportView, f, useDayRange, type DayRange } from './kit';

type Draft = { name: string; fact: CustomFact; dims: CustomDim[]; measures: CustomMeasure[]; remark: string };
const MONEY: readonly CustomMeasure[] = ['amount', 'cash', 'subsidy', 'gift', 'discount', 'refundAmount', 'net'];

/** A definition's table column of a dimension: its label (a pay type's or meal's name, a day in the language's format). */
function dimField(dim: CustomDim): FieldDef {
  if (dim === 'day') return f.day('day');
  if (dim === 'payType') return { ...f.text('payType', 110), render: (v) => (v ? <PayType code={String(v)} /> : '') };
  if (dim === 'meal') return { ...f.text('meal', 100), render: (v) => (v ? <Meal n={String(v)} /> : '') };
  return f.text(dim, 130);
}
function PayType({ code }: { code: string }) {
  const { t } = useTranslation();
  return <>{t(`reportsCustom.pay.${code}`)}</>;
}
function Meal({ n }: { n: string }) {
  const { t } = useTranslation();
  return <>{t(`canteens.mealType.${n}`)}</>;
}

/** The editor of a definition: the choices a fact allows follow the fact and the dimensions picked. */
function Editor({ editing, onClose }: { editing: CustomDefinition | 'new'; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [form] = Form.useForm<Draft>();
  const fact = Form.useWatch('fact', form) ?? (editing === 'new' ? 'sale' : editing.fact);
  const dims = Form.useWatch('dims', form) ?? (editing === 'new' ? [] : editing.dims);
  const allowed = customAllowed(fact, dims);
  const dimOptions = CUSTOM_DIMS.filter((d) => ['day', 'canteen', 'org'].includes(d) || allowed.keyDims.includes(d)).map((d) => ({ value: d, label: t(`reportsCustom.field.${d}`) }));
  const initial: Draft = editing === 'new' ? { name: '', fact: 'sale', dims: ['day'], measures: ['orders', 'amount'], remark: '' } : { ...editing };
  return (
    <FormDialog<Draft>
      title={t(editing === 'new' ? 'reportsCustom.add' : 'reportsCustom.edit')}
      name="customReport"
      form={form}
      initialValues={initial}
      onClose={onClose}
      onSubmit={async (v) => {
        if (editing === 'new') await call('reportsCustom.add', v);
        else await call('reportsCustom.edit', { ...v, reportId: editing.reportId });
        await client.invalidateQueries({ queryKey: ['reportsCustom.list'] });
        await client.invalidateQueries({ queryKey: ['reportsCustom.run'] });
      }}
    >
      <Form.Item name="name" label={t('reportsCustom.field.name')} rules={[{ required: true }, { max: 40 }]}>
        <Input />
      </Form.Item>
      <Form.Item name="fact" label={t('reportsCustom.field.fact')} rules={[{ required: true }]}>
        <Select options={CUSTOM_FACTS.map((x) => ({ value: x, label: t(`reportsCustom.fact.${x}`) }))} />
      </Form.Item>
      <Form.Item name="dims" label={t('reportsCustom.field.dims')} extra={t('reportsCustom.dimsHint')} rules={[{ required: true }]}>
        <Select mode="multiple" maxCount={4} options={dimOptions} />
      </Form.Item>
      <Form.Item name="measures" label={t('reportsCustom.field.measures')} rules={[{ required: true }]}>
        <Select mode="multiple" options={CUSTOM_MEASURES.filter((m) => allowed.measures.includes(m)).map((m) => ({ value: m, label: t(`reportsCustom.field.${m}`) }))} />
      </Form.Item>
      <Form.Item name="remark" label={t('reportsCustom.field.remark')} rules={[{ max: 200 }]}>
        <Input.TextArea rows={2} />
      </Form.Item>
    </FormDialog>
  );
}

/** A definition by day alone, drawn along the range: a range is at most 366 days, so one page of 500 holds every day. */
function DayChart({ d, range }: { d: CustomDefinition; range: DayRange }) {
  const { t } = useTranslation();
  const content = { ...range, reportId: d.reportId, page: 1, limit: 500 };
  const rows = useQuery({ queryKey: ['reportsCustom.run', content], queryFn: ({ signal }) => call('reportsCustom.run', content, { signal }) });
  return (
    <ReportChart
      title={d.name}
      rows={rows.data?.records ?? []}
      x="day"
      kind="bar"
      series={d.measures.map((m) => ({ key: m, label: t(`reportsCustom.field.${m}`), money: MONEY.includes(m) }))}
    />
  );
}

/** A saved definition run over the day range: its dimensions and measures as columns, with totals, export and print. */
function Run({ d }: { d: CustomDefinition }) {
  const [range, picker] = useDayRange();
  const fields: FieldDef[] = [
    f.canteenFilter,
    f.orgFilter,
    ...d.dims.map(dimField),
    ...d.measures.map((m) => (MONEY.includes(m) ? f.money(m) : f.number(m))),
  ];
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={5}>{d.name}</Typography.Title>
      {picker}
      {d.dims.length === 1 && d.dims[0] === 'day' && <DayChart d={d} range={range} />}
      <ReportView
        key={d.reportId}
        title={d.name}
        pageEndpoint="reportsCustom.run"
        exportEndpoint="reportsCustom.runExport"
        rowKey="rowKey"
        fields={fields}
        fixed={{ ...range, reportId: d.reportId }}
        timeRange={[range.startDay, range.endDay]}
        totals={d.measures.map((m) => ({ key: m, money: MONEY.includes(m) }))}
        amountKey={d.measures.find((m) => MONEY.includes(m))}
        quantityKey={d.measures.find((m) => !MONEY.includes(m))}
      />
    </Space>
  );
}

/** The merchant's custom reports: add, edit, remove, and run the one picked. */
export default function Definitions() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const list = useQuery({ queryKey: ['reportsCustom.list'], queryFn: ({ signal }) => call('reportsCustom.list', {}, { signal }) });
  const [editing, setEditing] = useState<CustomDefinition | 'new' | null>(null);
  const [running, setRunning] = useState<number | null>(null);
  const remove = useMutation({
    mutationFn: (reportId: number) => call('reportsCustom.remove', { reportId }),
    onSuccess: (_, reportId) => {
      if (running === reportId) setRunning(null);
      return client.invalidateQueries({ queryKey: ['reportsCustom.list'] });
    },
  });
  const picked = list.data?.find((d) => d.reportId === running);
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Button type="primary" onClick={() => setEditing('new')}>
        {t('reportsCustom.add')}
      </Button>
      <Table<CustomDefinition>
        rowKey="reportId"
        size="small"
        pagination={false}
        loading={list.isLoading}
        dataSource={list.data ?? []}
        locale={{ emptyText: t('reportsCustom.noReports') }}
        columns={[
          { title: t('reportsCustom.field.name'), dataIndex: 'name' },
          { title: t('reportsCustom.field.fact'), dataIndex: 'fact', render: (v: string) => t(`reportsCustom.fact.${v}`) },
          { title: t('reportsCustom.field.dims'), dataIndex: 'dims', render: (v: string[]) => v.map((x) => t(`reportsCustom.field.${x}`)).join(' / ') },
          { title: t('reportsCustom.field.measures'), dataIndex: 'measures', render: (v: string[]) => v.map((x) => t(`reportsCustom.field.${x}`)).join(', ') },
          { title: t('reportsCustom.field.updatedAt'), dataIndex: 'updatedAt', render: (v: string) => formatDateTime(v) },
          {
            title: t('reportsCustom.actions'),
            key: 'actions',
            render: (_, d) => (
              <Space>
                <Button type="link" size="small" onClick={() => setRunning(d.reportId)} aria-label={`${t('reportsCustom.run')} ${d.name}`}>
                  {t('reportsCustom.run')}
                </Button>
                <Button type="link" size="small" onClick={() => setEditing(d)} aria-label={`${t('reportsCustom.edit')} ${d.name}`}>
                  {t('reportsCustom.edit')}
                </Button>
                <Popconfirm title={t('reportsCustom.confirmRemove')} okText={t('widgets.common.ok')} cancelText={t('widgets.common.cancel')} onConfirm={() => remove.mutate(d.reportId)}>
                  <Button type="link" size="small" danger aria-label={`${t('reportsCustom.remove')} ${d.name}`}>
                    {t('reportsCustom.remove')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      {editing && <Editor editing={editing} onClose={() => setEditing(null)} />}
      {picked && <Run key={picked.reportId} d={picked} />}
    </Space>
  );
}
