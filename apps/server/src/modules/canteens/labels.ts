import type { Label } from '@canteen/contract';
import { defineResource } from '../../platform/resource';

/** The merchant's labels (basics labels: a name and a colour), shared by all its canteens. */
export const labels = defineResource<Label>({
  table: 'basics_labels',
  idField: 'labelId',
  fields: { labelName: 'name', color: 'color', sort: 'sort', remark: 'remark' },
  filters: { labelName: { column: 'name', op: 'like' } },
  orderBy: 'r.sort, r.id',
  unique: [['labelName']],
  what: 'label',
});
