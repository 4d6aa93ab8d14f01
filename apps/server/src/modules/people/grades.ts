import type { CustGrade } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { defineResource } from '../../platform/resource';

/** 人员等级 (person grades); people carry one through customers.grade_id, whose foreign key keeps a used one (40900). */
export const grades = defineResource<CustGrade>({
  table: 'cust_grades',
  idField: 'gradeId',
  fields: { gradeName: 'name', sort: 'sort', remark: 'remark', createdAt: 'created_at' },
  readOnly: ['createdAt'],
  computed: { personCount: '(SELECT count(*)::int FROM customers c WHERE c.grade_id = r.id)' },
  filters: { gradeName: { column: 'name', op: 'like' } },
  orderBy: 'r.sort, r.id',
  unique: [['gradeName']],
  what: 'grade',
});

interface GradeInput {
  gradeName: string;
  sort: number;
  remark: string;
}

export const addGrade = async (ctx: Ctx, input: GradeInput) => ({ gradeId: await grades.create(ctx, { ...input }) });

export async function editGrade(ctx: Ctx, input: GradeInput & { gradeId: number }) {
  await grades.update(ctx, input.gradeId, { ...input });
  return null;
}

export async function removeGrade(ctx: Ctx, gradeId: number) {
  await grades.remove(ctx, gradeId);
  return null;
}
