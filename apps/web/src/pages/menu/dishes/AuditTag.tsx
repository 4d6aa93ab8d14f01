import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Dish } from '@canteen/contract';

const COLORS = { pending: 'gold', approved: 'green', rejected: 'red' } as const;

/** A dish's review state; a rejected one shows why on hover. */
export default function AuditTag({ dish }: { dish: Pick<Dish, 'auditState' | 'auditReason'> }) {
  const { t } = useTranslation();
  const tag = <Tag color={COLORS[dish.auditState]}>{t(`menuDishes.audit.${dish.auditState}`)}</Tag>;
  return dish.auditState === 'rejected' && dish.auditReason ? <Tooltip title={dish.auditReason}>{tag}</Tooltip> : tag;
}
