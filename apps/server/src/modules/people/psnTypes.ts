import type { PsnType } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { notFound } from '../../platform/http/errors';
import { defineResource } from '../../platform/resource';

/** 人员类型 (person types, e.g. staff, contractor); people carry one through customers.psn_type_id, whose foreign key keeps a used one (40900). */
export const psnTypes = defineResource<PsnType>({
  table: 'psn_types',
  idField: 'psnTypeId',
  fields: { psnTypeName: 'name', sort: 'sort', remark: 'remark', createdAt: 'created_at' },
  readOnly: ['createdAt'],
  computed: { personCount: '(SELECT count(*)::int FROM customers c WHERE c.psn_type_id = r.id)' },
  filters: { psnTypeName: { column: 'name', op: 'like' } },
  orderBy: 'r.sort, r.id',
  unique: [['psnTypeName']],
  what: 'person type',
});

interface PsnTypeInput {
  psnTypeName: string;
  sort: number;
  remark: string;
}

/** 40400 unless every id is a person type of this merchant. */
export async function assertPsnTypes(ctx: Ctx, psnTypeIds: number[]): Promise<void> {
  if (!psnTypeIds.length) return;
  const known = new Set((await psnTypes.list(ctx)).map((t) => t.psnTypeId));
  if (psnTypeIds.some((id) => !known.has(id))) throw notFound('person type');
}

export const addPsnType = async (ctx: Ctx, input: PsnTypeInput) => ({ psnTypeId: await psnTypes.create(ctx, { ...input }) });

export async function editPsnType(ctx: Ctx, input: PsnTypeInput & { psnTypeId: number }) {
  await psnTypes.update(ctx, input.psnTypeId, { ...input });
  return null;
}

export async function removePsnType(ctx: Ctx, psnTypeId: number) {
  await psnTypes.remove(ctx, psnTypeId);
  return null;
}
