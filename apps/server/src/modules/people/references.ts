import type { Grade, Job, PsnType } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { notFound } from '../../platform/http/errors';
import { defineResource } from '../../platform/resource';

/**
 * A list people refer to by id (job, grade, person type): name, sort and remark per merchant, names unique, and
 * how many people carry each entry. customers.<column> has a foreign key, so an entry still in use is kept (40900).
 */
function personReference<R extends Record<string, unknown>, Id extends string, Name extends string>(def: {
  table: string;
  idField: Id;
  nameField: Name;
  /** The column of customers that refers to an entry. */
  column: string;
  what: string;
}) {
  const resource = defineResource<R>({
    table: def.table,
    idField: def.idField,
    fields: { [def.nameField]: 'name', sort: 'sort', remark: 'remark', createdAt: 'created_at' },
    readOnly: ['createdAt'],
    computed: { personCount: `(SELECT count(*)::int FROM customers c WHERE c.${def.column} = r.id)` },
    filters: { [def.nameField]: { column: 'name', op: 'like' } },
    orderBy: 'r.sort, r.id',
    unique: [[def.nameField]],
    what: def.what,
  });
  type Input = Record<Name, string> & { sort: number; remark: string };
  return {
    page: resource.page,
    list: resource.list,
    add: async (ctx: Ctx, input: Input) => ({ [def.idField]: await resource.create(ctx, { ...input }) }) as Record<Id, number>,
    async edit(ctx: Ctx, id: number, input: Input): Promise<null> {
      await resource.update(ctx, id, { ...input });
      return null;
    },
    async remove(ctx: Ctx, id: number): Promise<null> {
      await resource.remove(ctx, id);
      return null;
    },
    /** 40400 unless every id is an entry of this merchant. */
    async assertAll(ctx: Ctx, ids: number[]): Promise<void> {
      if (!ids.length) return;
      const known = new Set((await resource.list(ctx)).map((r) => r[def.idField] as number));
      if (ids.some((id) => !known.has(id))) throw notFound(def.what);
    },
  };
}

/** Job positions (职位). */
export const jobs = personReference<Job, 'jobId', 'jobName'>({ table: 'cust_jobs', idField: 'jobId', nameField: 'jobName', column: 'job_id', what: 'job' });
/** 人员等级 (person grades). */
export const grades = personReference<Grade, 'gradeId', 'gradeName'>({ table: 'cust_grades', idField: 'gradeId', nameField: 'gradeName', column: 'grade_id', what: 'grade' });
/** 人员类型 (person types, e.g. staff, contractor). */
export const psnTypes = personReference<PsnType, 'psnTypeId', 'psnTypeName'>({
  table: 'psn_types',
  idField: 'psnTypeId',
  nameField: 'psnTypeName',
  column: 'psn_type_id',
  what: 'person type',
});

/** 40400 unless every id is a person type of this merchant (subsidy rules name some). */
export const assertPsnTypes = psnTypes.assertAll;
