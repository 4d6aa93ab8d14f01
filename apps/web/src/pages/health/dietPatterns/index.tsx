import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import IntakeTab from './IntakeTab';
import DietPatternsTab from './DietPatternsTab';

/**
 * Food analysis (/healthcenter/foodanalysis, menu 903000): intake per person and day from their real orders against
 * their diet pattern, and the diet patterns themselves.
 */
export default function DietPatternsPage() {
  const { t } = useTranslation();
  return (
    <Tabs
      items={[
        { key: 'intake', label: t('health.intake.title'), children: <IntakeTab /> },
        { key: 'patterns', label: t('health.diet.title'), children: <DietPatternsTab /> },
      ]}
    />
  );
}
