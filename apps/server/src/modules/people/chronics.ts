import type { Chronic } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { defineResource } from '../../platform/resource';

/** Chronic illnesses (慢性病) a merchant records for its people and the health centre reads. */
export const chronics = defineResource<Chronic>({
  table: 'cust_chronics',
  idField: 'chronicId',
  fields: { chronicName: 'name', sort: 'sort', remark: 'remark', createdAt: 'created_at' },
  readOnly: ['createdAt'],
  filters: { chronicName: { column: 'name', op: 'like' } },
  orderBy: 'r.sort, r.id',
  unique: [['chronicName']],
  what: 'chronic illness',
});

interface ChronicInput {
  chronicName: string;
  sort: number;
  remark: string;
}

export const addChronic = async (ctx: Ctx, input: ChronicInput) => ({ chronicId: await chronics.create(ctx, { ...input }) });

export async function editChronic(ctx: Ctx, input: ChronicInput & { chronicId: number }) {
  await chronics.update(ctx, input.chronicId, { ...input });
  return null;
}

export async function removeChronic(ctx: Ctx, chronicId: number) {
  await chronics.remove(ctx, chronicId);
  return null;
}
