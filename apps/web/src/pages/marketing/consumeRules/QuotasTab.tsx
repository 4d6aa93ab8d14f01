import { useState } from 'react';
import { Button } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { QUOTA_CYCLES, type TimeQuota } from '@canteen/contract';
import ResourcePage, { fieldsFrom } from '@/components/ResourcePage';
import { namesCell } from '../shared/Names';
import { canteenChoices, mealTypeChoices, psnTypeChoices } from '../shared/options';
import QuotaLookupDialog from './QuotaLookupDialog';

const fields = fieldsFrom<'marketing.timeQuotaAdd', TimeQuota, 'marketing.timeQuotaEdit'>(['marketing.timeQuotaAdd', 'marketing.timeQuotaEdit'], [
  { key: 'name', label: 'marketing.rule.name', type: 'text', inSearch: true },
  { key: 'cycle', label: 'marketing.quota.cycle', type: 'select', required: true, options: QUOTA_CYCLES.map((c) => ({ value: c, label: `marketing.quota.cycle.${c}` })) },
  { key: 'quota', label: 'marketing.quota.quota', type: 'money', max: 99_999_999 },
  { key: 'canteenIds', label: 'marketing.rule.canteens', type: 'select', multiple: true, options: canteenChoices, render: namesCell(canteenChoices, 'canteens') },
  { key: 'psnTypeIds', label: 'marketing.rule.psnTypes', type: 'select', multiple: true, options: psnTypeChoices, render: namesCell(psnTypeChoices, 'psnTypes') },
  { key: 'mealTypes', label: 'marketing.rule.mealTypes', type: 'select', multiple: true, options: mealTypeChoices, render: namesCell(mealTypeChoices, 'mealTypes') },
  { key: 'enabled', label: 'marketing.rule.enabled', type: 'switch' },
  { key: 'remark', label: 'marketing.rule.remark', type: 'textarea', inTable: false },
]);

const NEW_QUOTA = { cycle: 'day', canteenIds: [], psnTypeIds: [], mealTypes: [], enabled: true };

/** Time quotas (mkttimequota): the money a person may spend per day, week or month; and a person's standing. */
export default function QuotasTab() {
  const { t } = useTranslation();
  const [looking, setLooking] = useState(false);
  return (
    <>
      <ResourcePage
        title="marketing.quota.tab"
        rowKey="quotaId"
        fields={fields}
        pageEndpoint="marketing.timeQuotaPage"
        print
        addEndpoint="marketing.timeQuotaAdd"
        editEndpoint="marketing.timeQuotaEdit"
        removeEndpoint="marketing.timeQuotaRemove"
        removeKey="quotaId"
        newRecord={NEW_QUOTA}
        extraToolbar={
          <Button icon={<SearchOutlined />} onClick={() => setLooking(true)}>
            {t('marketing.quota.lookup')}
          </Button>
        }
      />
      {looking && <QuotaLookupDialog onClose={() => setLooking(false)} />}
    </>
  );
}
