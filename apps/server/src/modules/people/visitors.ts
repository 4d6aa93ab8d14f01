import type { Person, Page, Visitor, VisitorInput, VisitorUpdate } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { conflict, notFound } from '../../platform/http/errors';
import { cancelPeople, getPerson, insertPerson, movePeople, personPage, updatePerson, visibleWhere, type PersonQuery } from './persons';
import { getOrg } from './organisations';

/**
 * Visitors (/personal/visitor, menu 705000): people of kind 'visitor' with a validity, a visit reason and host.
 * Their cards are the accounts module's: it answers the card calls and the calls that show or issue a card
 * (accounts/cards/visitorCards.ts), on top of the functions here.
 */

/** A visitor the caller reaches and who is not cancelled; 40400 for anyone else (staff included). */
export async function activeVisitor(ctx: Ctx, visitorCustId: number): Promise<Person> {
  const cust = await getPerson(ctx, visitorCustId);
  if (cust.kind !== 'visitor') throw notFound('visitor');
  if (cust.state !== 'normal') throw conflict('custAlreadyCancelled');
  return cust;
}

async function saveVisit(ctx: Ctx, custId: number, input: { visitReason: string; visitHost: string }) {
  await ctx.db.query(`UPDATE customers SET visit_reason = $3, visit_host = $4 WHERE id = $1 AND merchant_id = $2`, [
    custId,
    ctx.merchantId,
    input.visitReason,
    input.visitHost,
  ]);
}

/** Adds the visitor as a person (with their account, like everyone); returns the person id. */
export async function addVisitorPerson(ctx: Ctx, input: Omit<VisitorInput, 'cardNo'>): Promise<number> {
  const { visitReason, visitHost, ...person } = input;
  const custId = await insertPerson(ctx, { ...person, kind: 'visitor' });
  await saveVisit(ctx, custId, { visitReason, visitHost });
  return custId;
}

export async function editVisitor(ctx: Ctx, input: VisitorUpdate): Promise<null> {
  const { visitorCustId, visitReason, visitHost, ...person } = input;
  await updatePerson(ctx, { ...person, custId: visitorCustId, kind: 'visitor' }, 'visitor');
  await saveVisit(ctx, visitorCustId, { visitReason, visitHost });
  return null;
}

/** A visitor of the list without their card (the accounts module adds it). */
export type VisitorPerson = Omit<Visitor, 'accId' | 'cardNo' | 'cardState'>;

export async function visitorPeoplePage(ctx: Ctx, query: PersonQuery): Promise<Page<VisitorPerson>> {
  const page = await personPage(ctx, query, 'visitor');
  const ids = page.records.map((r) => r.custId);
  const visits = new Map(
    (
      await ctx.db.query<{ id: number; visitReason: string; visitHost: string }>(
        `SELECT id, visit_reason AS "visitReason", visit_host AS "visitHost" FROM customers WHERE merchant_id = $1 AND id = ANY($2::int[])`,
        [ctx.merchantId, ids],
      )
    ).map((r) => [r.id, r]),
  );
  const now = ctx.now().getTime();
  const records = page.records.map(
    (c: Person): VisitorPerson => ({
      ...c,
      visitorCustId: c.custId,
      visitReason: visits.get(c.custId)?.visitReason ?? '',
      visitHost: visits.get(c.custId)?.visitHost ?? '',
      expired: c.validUntil !== null && new Date(c.validUntil).getTime() < now,
    }),
  );
  return { ...page, records };
}

export const moveVisitors = (ctx: Ctx, input: { visitorCustIds: number[]; orgId: number }) =>
  movePeople(ctx, { custIds: input.visitorCustIds, orgId: input.orgId }, 'visitor');

/** Moves every visitor of the given organisations (exactly those, within the caller's scope) to another one. */
export async function moveVisitorsOfOrgs(ctx: Ctx, input: { fromOrgIds: number[]; orgId: number }): Promise<{ moved: number }> {
  for (const orgId of new Set(input.fromOrgIds)) await getOrg(ctx, orgId);
  const w = visibleWhere(ctx).add(`c.kind = 'visitor' AND c.state = 'normal' AND c.org_id = ANY(?::int[])`, input.fromOrgIds);
  const ids = (
    await ctx.db.query<{ id: number }>(
      `SELECT c.id FROM customers c WHERE ${w.sql}`,
      w.params,
    )
  ).map((r) => r.id);
  if (!ids.length) {
    await getOrg(ctx, input.orgId);
    return { moved: 0 };
  }
  await movePeople(ctx, { custIds: ids, orgId: input.orgId }, 'visitor');
  return { moved: ids.length };
}

export const deleteVisitor = (ctx: Ctx, visitorCustId: number) => cancelPeople(ctx, [visitorCustId], 'visitor');
