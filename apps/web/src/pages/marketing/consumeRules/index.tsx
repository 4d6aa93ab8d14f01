import { useState } from 'react';
import { Button, Tabs } from 'antd';
import { CalculatorOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import ResourcePage from '@/components/ResourcePage';
import { consumeRuleFields, NEW_RULE } from './fields';
import ConsumePreviewDialog from './PreviewDialog';
import QuotasTab from './QuotasTab';
import CouponLinks from '../shared/CouponLinks';

const fields = consumeRuleFields('consume');

/** Consumption rules (/marketing/timelimit, menu 501000): discounts and limits; time quotas; a dry run of a payment. */
export default function ConsumeRulesPage() {
  const { t } = useTranslation();
  const [previewing, setPreviewing] = useState(false);
  return (
    <>
      <CouponLinks />
      <Tabs
        items={[
          {
            key: 'rules',
            label: t('marketing.consume.tab'),
            children: (
              <ResourcePage
                title="/marketing/timelimit"
                rowKey="ruleId"
                fields={fields}
                pageEndpoint="marketing.consumeRulePage"
                print
                addEndpoint="marketing.consumeRuleAdd"
                editEndpoint="marketing.consumeRuleEdit"
                removeEndpoint="marketing.consumeRuleRemove"
                removeKey="ruleId"
                newRecord={NEW_RULE}
                formWidth={720}
                extraToolbar={
                  <Button icon={<CalculatorOutlined />} onClick={() => setPreviewing(true)}>
                    {t('marketing.preview.open')}
                  </Button>
                }
              />
            ),
          },
          { key: 'quotas', label: t('marketing.quota.tab'), children: <QuotasTab /> },
        ]}
      />
      {previewing && <ConsumePreviewDialog onClose={() => setPreviewing(false)} />}
    </>
  );
}
