import { Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@canteen/contract';
import type { FieldOption } from '@/components/ResourcePage';

interface NamesProps {
  ids: unknown;
  /** The choices, or a loader of them. */
  options: FieldOption[] | (() => Promise<FieldOption[]>);
  /** Names one cached loaded list: every row of a table reads it once. */
  cacheKey: string;
}

/** The names of a rule's id list; an empty list means every one (the rules' convention). */
export function Names({ ids, options, cacheKey }: NamesProps) {
  const { t } = useTranslation();
  const loaded = useQuery({
    queryKey: ['marketingNames', cacheKey],
    queryFn: typeof options === 'function' ? options : () => options,
    enabled: typeof options === 'function',
    staleTime: 60_000,
  });
  if (!Array.isArray(ids) || ids.length === 0) return <span>{t('marketing.every')}</span>;
  const labels = new Map((Array.isArray(options) ? options : (loaded.data ?? [])).map((o) => [o.value, o.label]));
  return (
    <>
      {ids.map((id: string | number) => {
        const label = labels.get(id);
        return <Tag key={id}>{label ? t(label) : `#${id}`}</Tag>;
      })}
    </>
  );
}

/** A table cell of an id list field. */
export const namesCell = (options: NamesProps['options'], cacheKey: string) => (value: unknown) => <Names ids={value} options={options} cacheKey={cacheKey} />;

/** A limit where 0 means none: money. */
export function MoneyLimit({ value }: { value: unknown }) {
  const { t } = useTranslation();
  return <span>{typeof value === 'number' && value > 0 ? formatMoney(value) : t('marketing.noLimit')}</span>;
}

/** A limit where 0 means none: a count. */
export function CountLimit({ value }: { value: unknown }) {
  const { t } = useTranslation();
  return <span>{typeof value === 'number' && value > 0 ? String(value) : t('marketing.noLimit')}</span>;
}

export const moneyLimitCell = (value: unknown) => <MoneyLimit value={value} />;
export const countLimitCell = (value: unknown) => <CountLimit value={value} />;
export const percentCell = (value: unknown) => (typeof value === 'number' ? `${value}%` : '');
