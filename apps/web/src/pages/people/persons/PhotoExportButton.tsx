import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Person } from '@canteen/contract';
import { call } from '@/api';
import PhotoBatchExport, { type PhotoRow } from '@/components/PhotoBatchExport';
import type { Row } from '@/components/ResourcePage';

/** The largest page the list call serves. */
const PAGE_LIMIT = 500;

/** Every person matching the list's filters, page after page. */
export async function everyPerson(query: Row): Promise<Person[]> {
  const people: Person[] = [];
  for (let page = 1; ; page++) {
    const { records, total } = await call('customers.page', { ...query, page, limit: PAGE_LIMIT });
    people.push(...records);
    if (!records.length || people.length >= total) return people;
  }
}

/** Only people with a photo: one without is not an image that failed to load. */
const withPhoto = (people: Person[]): PhotoRow[] =>
  people.filter((p) => p.photoUrl).map((p) => ({ custName: p.custName, custNum: p.custNum, photoUrl: p.photoUrl }));

/** 批量导出照片 on the people list: the selected people, or when none is selected everyone the filters match. */
export default function PhotoExportButton({ selected, query }: { selected: Person[]; query: Row }) {
  const { t } = useTranslation();
  return (
    <Tooltip title={t(selected.length ? 'customers.photoExport.selected' : 'customers.photoExport.filtered', { count: selected.length })}>
      <span>
        <PhotoBatchExport rows={async () => withPhoto(selected.length ? selected : await everyPerson(query))} />
      </span>
    </Tooltip>
  );
}
