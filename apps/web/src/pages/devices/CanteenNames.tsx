import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { loadCanteens } from './extraOptions';

/** Canteen names of ids; none means every canteen of the merchant. */
export default function CanteenNames({ ids }: { ids: number[] }) {
  const { t } = useTranslation();
  const canteens = useQuery({ queryKey: ['canteens.canteenList', 'names'], queryFn: loadCanteens, staleTime: 60_000 });
  if (ids.length === 0) return <>{t('devices.allCanteens')}</>;
  return <>{ids.map((id) => canteens.data?.find((c) => c.value === id)?.label ?? String(id)).join(', ')}</>;
}
