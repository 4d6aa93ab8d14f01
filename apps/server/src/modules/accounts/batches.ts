import type { Ctx } from '../../platform/context';
import { businessRule } from '../../platform/http/errors';
import { batchMemberBizNo, claimBatch, finishBatch, lockForBatch, type BookKind } from './ledger';
import { accountsOfPeople, accountsOfOrgs, type AccountRef } from './lookup';
import { clearSubsidy, grantSubsidy, personalRecharge } from './recharge';

export interface BatchResult {
  batchNo: string;
  count: number;
  amount: number;
}

type People = { custIds?: number[]; orgIds?: number[] };

/**
 * Batch money operations: one request, one transaction, all or nothing. The batch's bizNo is bound to its request
 * (a repeat returns the first reply, another request 40900); each person's movement is its own money transaction
 * with an internal bizNo made of the batch's and the person's (`batchMemberBizNo`: no caller can take it first). Every account and book slot is locked up front in the global order
 * (`lockForBatch`), so a batch beside single operations on the same people cannot deadlock.
 */
async function each(
  ctx: Ctx,
  kind: 'recharge' | 'subsidy' | 'clear',
  request: People & { bizNo: string },
  books: BookKind[],
  run: (ref: AccountRef, bizNo: string) => Promise<number>,
): Promise<BatchResult> {
  const { bizNo, ...rest } = request;
  const claim = await claimBatch<BatchResult>(ctx, bizNo, { kind, ...rest });
  if (!claim.first) return claim.result;
  const refs = request.custIds ? await accountsOfPeople(ctx, request.custIds) : await accountsOfOrgs(ctx, request.orgIds ?? []);
  if (!refs.length) throw businessRule('batchEmpty');
  await lockForBatch(
    ctx,
    refs.map((r) => r.accountId),
    books.map((kind) => ({ kind })),
  );
  let amount = 0;
  for (const ref of refs) amount += await run(ref, batchMemberBizNo(bizNo, ref.custId));
  return finishBatch(ctx, bizNo, { batchNo: bizNo, count: refs.length, amount });
}

export async function batchRecharge(
  ctx: Ctx,
  input: People & { amount: number; payType: string; bizNo: string; remark?: string },
): Promise<BatchResult> {
  // A recharge bonus goes to the gift book after the cash book, a management fee to revenue last.
  return each(ctx, 'recharge', input, ['cash', 'gift', 'revenue'], async (ref, bizNo) => {
    await personalRecharge(ctx, { custId: ref.custId, amount: input.amount, payType: input.payType, bizNo, remark: input.remark, batchNo: input.bizNo });
    return input.amount;
  });
}

export async function batchSubsidy(ctx: Ctx, input: People & { amount: number; bizNo: string; remark?: string }): Promise<BatchResult> {
  return each(ctx, 'subsidy', input, ['subsidy'], async (ref, bizNo) => {
    await grantSubsidy(ctx, { custId: ref.custId, amount: input.amount, bizNo, remark: input.remark, batchNo: input.bizNo });
    return input.amount;
  });
}

export async function batchClear(ctx: Ctx, input: People & { bizNo: string; remark?: string }): Promise<BatchResult> {
  return each(ctx, 'clear', input, ['subsidy'], async (ref, bizNo) => {
    return (await clearSubsidy(ctx, { custId: ref.custId, bizNo, remark: input.remark, batchNo: input.bizNo })).cleared;
  });
}
