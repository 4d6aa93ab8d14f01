import type { DietReportDay, HealthBasics, IntakeAnalysis, Page } from '@canteen/contract';
import { scopeProvider } from '../../platform/access';
import type { Ctx } from '../../platform/context';
import { findDishes } from '../menu';
import { latestMeasures } from '../people';
import { checkRange, fromHundredths, intakeOf, mealShare, nutrientRows, round2, sumDays } from './intakeCore';
import { addDays, merchantToday } from '../canteens';
import { findHealthPeople, healthPerson, measuresOf, type HealthPerson } from './profiles';

/** The health centre's intake reads: per person and day (queryDietReport), one person's chart, their basics. */

export interface DietReportQuery {
  page: number;
  limit: number;
  from: string;
  to: string;
  custId?: number;
  custName?: string;
  custNum?: string;
  orgId?: number;
  psnTypeId?: number;
}

/** The people a read covers: one person (any state) or the people in service matching the filters. */
async function peopleFor(ctx: Ctx, q: Omit<DietReportQuery, 'page' | 'limit' | 'from' | 'to'>): Promise<HealthPerson[]> {
  if (q.custId !== undefined) return [await healthPerson(ctx, q.custId)];
  return (await findHealthPeople(ctx, { custName: q.custName, custNum: q.custNum, orgId: q.orgId, psnTypeId: q.psnTypeId })).records;
}

export async function dietReport(ctx: Ctx, q: DietReportQuery): Promise<Page<DietReportDay>> {
  checkRange(q.from, q.to);
  const people = await peopleFor(ctx, q);
  const byId = new Map(people.map((p) => [p.custId, p]));
  const intake = await intakeOf(ctx, [...byId.keys()], q.from, q.to);
  const days = intake.days.sort((a, b) => b.day.localeCompare(a.day) || byId.get(a.custId)!.custName.localeCompare(byId.get(b.custId)!.custName, 'zh') || a.custId - b.custId);
  const records = days.slice((q.page - 1) * q.limit, q.page * q.limit).map((d): DietReportDay => {
    const p = byId.get(d.custId)!;
    const share = mealShare(p.pattern, d.mealTypes);
    return {
      custId: p.custId,
      custName: p.custName,
      custNum: p.custNum,
      orgName: p.orgName,
      day: d.day,
      dietId: p.pattern?.dietId ?? null,
      dietName: p.pattern?.name ?? null,
      mealShare: share,
      nutrients: nutrientRows(intake.catalogue, d.hundredths, p.pattern, share),
      dishes: d.dishes,
    };
  });
  return { records, total: days.length, page: q.page, limit: q.limit };
}

const byCode = (rows: { code: string; amount: number }[], code: string) => rows.find((r) => r.code === code)?.amount ?? 0;

export async function intakeAnalysis(ctx: Ctx, q: { custId: number; from: string; to: string }): Promise<IntakeAnalysis> {
  checkRange(q.from, q.to);
  const person = await healthPerson(ctx, q.custId);
  const intake = await intakeOf(ctx, [person.custId], q.from, q.to);
  const days = intake.days.sort((a, b) => a.day.localeCompare(b.day));
  const { hundredths, shares } = sumDays(days, person.pattern);
  const n = days.length;
  const average = n ? nutrientRows(intake.catalogue, hundredths, person.pattern, shares / n, n) : nutrientRows(intake.catalogue, new Map(), person.pattern, 100);

  const totals = nutrientRows(intake.catalogue, hundredths, null, 100);
  const kcal = { protein: byCode(totals, 'protein') * 4, fat: byCode(totals, 'fat') * 9, carbohydrate: byCode(totals, 'carbohydrate') * 4 };
  const kcalSum = kcal.protein + kcal.fat + kcal.carbohydrate;
  const energyShares = (['protein', 'fat', 'carbohydrate'] as const).map((source) => ({
    source,
    kcal: round2(kcal[source]),
    percent: kcalSum ? Math.round((kcal[source] / kcalSum) * 1000) / 10 : 0,
  }));

  // Dishes over the range; their types read past the caller's dish scope: it limits which dishes a role manages,
  // not what a person is known to have eaten.
  const dishes = new Map<number, { dishId: number; dishName: string; qty: number }>();
  for (const d of days) for (const x of d.dishes) dishes.set(x.dishId, { ...x, qty: (dishes.get(x.dishId)?.qty ?? 0) + x.qty });
  const basics = await findDishes({ ...ctx, scopes: { ...ctx.scopes, dishScopeIds: null } }, [...dishes.keys()]);
  const typeNames = new Map(((await scopeProvider('dish')?.({ ...ctx, scopes: { ...ctx.scopes, dishScopeIds: null } })) ?? []).map((t) => [t.id, t.name]));
  const energyId = intake.catalogue.find((c) => c.code === 'energy')?.nutrientId;
  const dishRows = [...dishes.values()]
    .map((x) => {
      const typeId = basics.get(x.dishId)?.typeId ?? null;
      const perPortion = energyId === undefined ? 0 : (intake.perPortion.get(x.dishId)?.get(energyId) ?? 0);
      return {
        dishId: x.dishId,
        dishName: basics.get(x.dishId)?.dishName ?? x.dishName,
        typeId,
        typeName: (typeId !== null && typeNames.get(typeId)) || '',
        qty: x.qty,
        energy: fromHundredths(perPortion * x.qty),
      };
    })
    .sort((a, b) => b.qty - a.qty || a.dishId - b.dishId);
  const portions = dishRows.reduce((s, d) => s + d.qty, 0);
  const types = new Map<string, { typeId: number | null; typeName: string; qty: number }>();
  for (const d of dishRows) {
    const key = String(d.typeId);
    types.set(key, { typeId: d.typeId, typeName: d.typeName, qty: (types.get(key)?.qty ?? 0) + d.qty });
  }
  return {
    custId: person.custId,
    custName: person.custName,
    custNum: person.custNum,
    orgName: person.orgName,
    from: q.from,
    to: q.to,
    applied: person.applied,
    days: days.map((d) => {
      const share = mealShare(person.pattern, d.mealTypes);
      return { day: d.day, mealShare: share, nutrients: nutrientRows(intake.catalogue, d.hundredths, person.pattern, share) };
    }),
    average,
    energyShares,
    dishTypeShares: [...types.values()]
      .sort((a, b) => b.qty - a.qty)
      .map((t) => ({ ...t, percent: portions ? Math.round((t.qty / portions) * 1000) / 10 : 0 })),
    dishes: dishRows.map(({ typeId: _t, ...d }) => d),
  };
}

export async function basicsInfo(ctx: Ctx, custId: number): Promise<HealthBasics> {
  const person = await healthPerson(ctx, custId);
  const to = await merchantToday(ctx);
  const from = addDays(to, -6);
  const [measures, intake] = await Promise.all([latestMeasures(ctx, [custId]), intakeOf(ctx, [custId], from, to)]);
  const days = intake.days
    .sort((a, b) => a.day.localeCompare(b.day))
    .map((d) => {
      const share = mealShare(person.pattern, d.mealTypes);
      const rows = nutrientRows(intake.catalogue, d.hundredths, person.pattern, share);
      const energy = rows.find((r) => r.code === 'energy');
      return {
        day: d.day,
        mealShare: share,
        energy: energy?.amount ?? 0,
        protein: byCode(rows, 'protein'),
        fat: byCode(rows, 'fat'),
        carbohydrate: byCode(rows, 'carbohydrate'),
        energyStatus: energy?.status ?? null,
      };
    });
  return {
    custId: person.custId,
    custName: person.custName,
    custNum: person.custNum,
    orgName: person.orgName,
    psnTypeName: person.psnTypeName,
    sex: person.sex,
    age: person.age,
    birthday: person.birthday,
    state: person.state,
    chronics: person.chronics,
    measures: measuresOf(measures.get(custId)),
    profile: person.profile,
    applied: person.applied,
    pattern: person.pattern,
    recent: { from, to, days },
  };
}
