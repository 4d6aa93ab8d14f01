import { useState } from 'react';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import ReportCheck from '../reportCheck';
import Definitions from './Definitions';

/** Custom reports (/baobiaozhongxin/customreport, menu 1209000): saved definitions run over the rollups, and the report check tab. */
export default function CustomReportPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState('reports');
  return (
    <Tabs
      activeKey={tab}
      onChange={setTab}
      destroyOnHidden
      items={[
        { key: 'reports', label: t('reportsCustom.tab.reports'), children: <Definitions /> },
        { key: 'check', label: t('reportsCustom.tab.check'), children: <ReportCheck /> },
      ]}
    />
  );
}
