import type { CustJob } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { defineResource } from '../../platform/resource';

/** Job positions (职位); people carry one through customers.job_id, whose foreign key keeps a used one (40900). */
export const jobs = defineResource<CustJob>({
  table: 'cust_jobs',
  idField: 'jobId',
  fields: { jobName: 'name', sort: 'sort', remark: 'remark', createdAt: 'created_at' },
  readOnly: ['createdAt'],
  computed: { personCount: '(SELECT count(*)::int FROM customers c WHERE c.job_id = r.id)' },
  filters: { jobName: { column: 'name', op: 'like' } },
  orderBy: 'r.sort, r.id',
  unique: [['jobName']],
  what: 'job',
});

interface JobInput {
  jobName: string;
  sort: number;
  remark: string;
}

export const addJob = async (ctx: Ctx, input: JobInput) => ({ jobId: await jobs.create(ctx, { ...input }) });

export async function editJob(ctx: Ctx, input: JobInput & { jobId: number }) {
  await jobs.update(ctx, input.jobId, { ...input });
  return null;
}

export async function removeJob(ctx: Ctx, jobId: number) {
  await jobs.remove(ctx, jobId);
  return null;
}
