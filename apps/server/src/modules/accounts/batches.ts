import type { Ctx } from '../../platform/context';
import { businessRule } from '../../platform/http/errors';
import { accountsOfCusts, accountsOfOrgs, type AccountRef } from './lookup';
import { clearSubsidy, grantSubsidy, personalRecharge } from './recharge';

export interface BatchResult {
  batchNo: string;
  count: number;
  amount: number;
}

/**
 * Batch money operations: one request, one transaction, all or nothing. Each person's movement is its own
 * money transaction with bizNo `<batch bizNo>-<custId>`, so a repeated batch moves nothing twice.
 */
async function each(ctx: Ctx, refs: AccountRef[], bizNo: string, run: (ref: AccountRef, bizNo: string) => Promise<number>): Promise<BatchResult> {
  if (!refs.length) throw businessRule('batchEmpty');
  let amount = 0;
  for (const ref of refs) amount += await run(ref, `${bizNo}-${ref.custId}`);
  return { batchNo: bizNo, count: refs.length, amount };
}

const people = (ctx: Ctx, input: { custIds?: number[]; orgIds?: number[] }) =>
  input.custIds ? accountsOfCusts(ctx, input.custIds) : accountsOfOrgs(ctx, input.orgIds ?? []);

export async function batchRecharge(
  ctx: Ctx,
  input: { custIds?: number[]; orgIds?: number[]; amount: number; payType: string; bizNo: string; remark?: string },
): Promise<BatchResult> {
  return each(ctx, await people(ctx, input), input.bizNo, async (ref, bizNo) => {
    await personalRecharge(ctx, { custId: ref.custId, amount: input.amount, payType: input.payType, bizNo, remark: input.remark, batchNo: input.bizNo });
    return input.amount;
  });
}

export async function batchSubsidy(ctx: Ctx, input: { custIds?: number[]; orgIds?: number[]; amount: number; bizNo: string; remark?: string }): Promise<BatchResult> {
  return each(ctx, await people(ctx, input), input.bizNo, async (ref, bizNo) => {
    await grantSubsidy(ctx, { custId: ref.custId, amount: input.amount, bizNo, remark: input.remark, batchNo: input.bizNo });
    return input.amount;
  });
}

export async function batchClear(ctx: Ctx, input: { custIds?: number[]; orgIds?: number[]; bizNo: string; remark?: string }): Promise<BatchResult> {
  return each(ctx, await people(ctx, input), input.bizNo, async (ref, bizNo) => {
    return (await clearSubsidy(ctx, { custId: ref.custId, bizNo, remark: input.remark, batchNo: input.bizNo })).cleared;
  });
}
