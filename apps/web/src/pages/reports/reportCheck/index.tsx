import { useState } from 'react';
import { Button, Popconfirm, Space, Typography, message } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CHECK_CAUSES, CHECK_FACTS, type CheckFact } from '@canteen/contract';
import { call } from '@/api';
import type { FieldDef } from '@/components/ResourcePage';
import type { TotalItem } from '@/components/ReportTotals';
import { ReportView, choices, f, useDayRange } from '../customReport/kit';

const COMPARED: FieldDef[] = [
  f.number('rollupCount'),
  f.number('rawCount'),
  f.money('rollupAmount'),
  f.money('rawAmount'),
  f.number('diffCount'),
  f.money('diffAmount'),
  f.choice('cause', choices('cause', CHECK_CAUSES)),
  f.number('pendingMarks'),
  f.time('foldedAt'),
];
const TOTALS: TotalItem[] = [
  { key: 'rollupAmount', money: true },
  { key: 'rawAmount', money: true },
  { key: 'diffCount' },
  { key: 'diffAmount', money: true },
];
const onlyDiff: FieldDef = { ...f.filter('onlyDiff', 'switch') };
const factField = f.choice('fact', choices('fact', CHECK_FACTS), true);

/** Refolds one day from its raw rows; every check view reads again after. */
function Rebuild({ day }: { day: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [notice, holder] = message.useMessage();
  const rebuild = useMutation({
    mutationFn: () => call('reportsCustom.checkRebuild', { day }),
    onSuccess: async () => {
      notice.success(t('reportsCustom.check.rebuilt'));
      for (const id of ['reportsCustom.checkDays', 'reportsCustom.checkFacts', 'reportsCustom.checkFlow']) await client.invalidateQueries({ queryKey: [id] });
    },
  });
  return (
    <>
      {holder}
      <Popconfirm title={t('reportsCustom.check.rebuildConfirm')} okText={t('widgets.common.ok')} cancelText={t('widgets.common.cancel')} onConfirm={() => rebuild.mutate()}>
        <Button type="link" size="small" loading={rebuild.isPending} aria-label={`${t('reportsCustom.check.rebuild')} ${day}`}>
          {t('reportsCustom.check.rebuild')}
        </Button>
      </Popconfirm>
    </>
  );
}

/**
 * Report check (customreport's check tab, menu 1209000): per day, the rollups against the raw rows with the
 * difference and its cause (the switch keeps the differences only); a day's total detail by fact; a fact's flow
 * detail (its raw rows); a rebuild of a day.
 */
export default function ReportCheck() {
  const { t } = useTranslation();
  const [range, picker] = useDayRange();
  const [day, setDay] = useState<string | null>(null);
  const [fact, setFact] = useState<CheckFact | null>(null);
  const open = (next: string) => {
    setDay(next);
    setFact(null);
  };
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Paragraph type="secondary">{t('reportsCustom.check.note')}</Typography.Paragraph>
      {picker}
      <ReportView
        title="reportsCustom.check.days"
        pageEndpoint="reportsCustom.checkDays"
        exportEndpoint="reportsCustom.checkDaysExport"
        rowKey="day"
        fields={[f.canteenFilter, f.orgFilter, onlyDiff, f.day('day'), ...COMPARED]}
        fixed={range}
        timeRange={[range.startDay, range.endDay]}
        totals={TOTALS}
        amountKey="diffAmount"
        quantityKey="diffCount"
        extraActions={(row) => (
          <>
            <Button type="link" size="small" onClick={() => open(row.day)} aria-label={`${t('reportsCustom.check.detail')} ${row.day}`}>
              {t('reportsCustom.check.detail')}
            </Button>
            <Rebuild day={row.day} />
          </>
        )}
      />
      {day && (
        <>
          <Typography.Title level={5}>{t('reportsCustom.check.detailOf', { day })}</Typography.Title>
          <ReportView
            key={day}
            title="reportsCustom.check.facts"
            pageEndpoint="reportsCustom.checkFacts"
            exportEndpoint="reportsCustom.checkFactsExport"
            rowKey="fact"
            fields={[onlyDiff, factField, ...COMPARED]}
            fixed={{ startDay: day, endDay: day }}
            timeRange={day}
            totals={TOTALS}
            amountKey="diffAmount"
            quantityKey="diffCount"
            extraActions={(row) => (
              <Button type="link" size="small" onClick={() => setFact(row.fact)} aria-label={`${t('reportsCustom.check.flow')} ${t(`reportsCustom.fact.${row.fact}`)}`}>
                {t('reportsCustom.check.flow')}
              </Button>
            )}
          />
        </>
      )}
      {day && fact && (
        <>
          <Typography.Title level={5}>{t('reportsCustom.check.flowOf', { day, fact: t(`reportsCustom.fact.${fact}`) })}</Typography.Title>
          <ReportView
            key={`${day}${fact}`}
            title="reportsCustom.check.flowTitle"
            pageEndpoint="reportsCustom.checkFlow"
            exportEndpoint="reportsCustom.checkFlowExport"
            rowKey="rowId"
            fields={[f.canteenFilter, f.orgFilter, f.time('at'), f.text('no', 180), f.text('custName', 100), f.text('custNum', 110), f.text('canteenName', 120), f.money('amount'), f.choice('state', choices('state', STATES))]}
            fixed={{ day, fact }}
            timeRange={day}
            totals={[{ key: 'amount', money: true }]}
            amountKey="amount"
          />
        </>
      )}
    </Space>
  );
}

/** The states of the flow's rows: an order's, a money operation's. */
const STATES = ['paid', 'part_refunded', 'refunded', 'repaired', 'done', 'revoked'];
