import { Tabs } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '@/api';
import ConsultationsTab from './ConsultationsTab';
import SubscriptionsTab from './SubscriptionsTab';
import type { TargetChoices } from './targets';


/** Information subscription (/healthcenter/informationsubscription, menu 905000): health articles and who follows them. */
export default function InformationSubscriptionPage() {
  const { t } = useTranslation();
  const options = useQuery({ queryKey: ['healthRecipes.consultationOptions'], queryFn: () => call('healthRecipes.consultationOptions', {}) });
  const targets: TargetChoices = {
    chronics: (options.data?.chronics ?? []).map((c) => ({ value: c.id, label: c.name })),
    psnTypes: (options.data?.psnTypes ?? []).map((p) => ({ value: p.id, label: p.name })),
  };
  return (
    <Tabs
      items={[
        { key: 'consultations', label: t('healthRecipes.tabs.consultations'), children: <ConsultationsTab targets={targets} /> },
        { key: 'subscriptions', label: t('healthRecipes.tabs.subscriptions'), children: <SubscriptionsTab targets={targets} /> },
      ]}
    />
  );
}
