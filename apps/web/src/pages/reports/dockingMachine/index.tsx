import { useEffect, useState } from 'react';
import { Button, Select, Space, Typography, message } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DEVICE_TYPES } from '@canteen/contract';
import { call } from '@/api';
import { ReportView, SALE_TOTALS, useDayRange } from '../customReport/kit';
import { deviceDayFields } from '../waterSum';

/** The device types the merchant counts as docking machines, chosen from the registry's types and saved. */
function DockingTypes() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [notice, holder] = message.useMessage();
  const saved = useQuery({ queryKey: ['reportsCustom.dockingTypes'], queryFn: ({ signal }) => call('reportsCustom.dockingTypes', {}, { signal }) });
  const [types, setTypes] = useState<string[]>([]);
  useEffect(() => setTypes(saved.data?.types ?? []), [saved.data]);
  const save = useMutation({
    mutationFn: () => call('reportsCustom.dockingTypesSave', { types }),
    onSuccess: async () => {
      notice.success(t('reportsCustom.docking.saved'));
      await client.invalidateQueries({ queryKey: ['reportsCustom.dockingTypes'] });
      await client.invalidateQueries({ queryKey: ['reportsCustom.docking'] });
    },
  });
  return (
    <Space wrap>
      {holder}
      <Typography.Text>{t('reportsCustom.docking.types')}</Typography.Text>
      <Select
        mode="multiple"
        showSearch={{ optionFilterProp: 'label' }}
        aria-label={t('reportsCustom.docking.types')}
        style={{ minWidth: 320 }}
        value={types}
        onChange={setTypes}
        options={DEVICE_TYPES.map((type) => ({ value: type, label: t(`/basesetting/machinemanage/${type}`) }))}
      />
      <Button type="primary" loading={save.isPending} onClick={() => save.mutate()}>
        {t('reportsCustom.docking.save')}
      </Button>
    </Space>
  );
}

/** Docking-machine reports (/baobiaozhongxin/dockingmachine, hidden, menu 1212000): consumption on the devices of the types the merchant counts as docking machines. */
export default function DockingMachinePage() {
  const { t } = useTranslation();
  const [range, picker] = useDayRange();
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Paragraph type="secondary">{t('reportsCustom.docking.note')}</Typography.Paragraph>
      <DockingTypes />
      {picker}
      <ReportView
        title="/baobiaozhongxin/dockingmachine"
        pageEndpoint="reportsCustom.docking"
        exportEndpoint="reportsCustom.dockingExport"
        rowKey="rowKey"
        fields={deviceDayFields()}
        fixed={range}
        timeRange={[range.startDay, range.endDay]}
        totals={SALE_TOTALS}
        amountKey="net"
        quantityKey="orders"
      />
    </Space>
  );
}
