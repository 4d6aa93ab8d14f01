import { EXPORT_CAP, IMBALANCE_RULES, type ImbalanceFlag, type ImbalanceRow, type NutrientIntake, type Page } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import type { FileReply } from '../../platform/http/register';
import { exportXlsx } from '../../platform/xlsx/export';
import { imbalanceExportTexts as col, imbalanceFlagTexts } from '../../platform/messages/health';
import { merchantTimeZone } from '../settings';
import { checkRange, intakeOf, nutrientRows, round2, sumDays, type PersonDay } from './intakeCore';
import { findHealthPeople, type HealthPerson } from './profiles';

/** Imbalance (偏食) analysis (partialeclipse): per person, the average day with meals against their targets. */

/** Export limits; tests lower the cap instead of building 50 001 people. */
export const imbalanceExportLimits = { cap: EXPORT_CAP };

export interface ImbalanceQuery {
  from: string;
  to: string;
  custName?: string;
  custNum?: string;
  orgId?: number;
  psnTypeId?: number;
  flag?: ImbalanceFlag;
}

const tol = IMBALANCE_RULES.tolerancePercent / 100;

/** The flags of an average day (see IMBALANCE_FLAGS in the contract for the rules). */
export function flagsOf(average: readonly NutrientIntake[], averageShare: number): { flags: ImbalanceFlag[]; fatEnergyPercent: number } {
  const row = (code: string) => average.find((r) => r.code === code);
  const above = (code: string, factor: number) => {
    const r = row(code);
    return r?.max != null && r.amount > r.max * factor;
  };
  const below = (code: string, factor: number) => {
    const r = row(code);
    return r?.min != null && r.amount < r.min * factor;
  };
  const energy = row('energy')?.amount ?? 0;
  const fatEnergyPercent = energy > 0 ? round2(((row('fat')?.amount ?? 0) * 9 * 100) / energy) : 0;
  const vitaminC = row('vitaminC');
  const flags: ImbalanceFlag[] = [];
  if (above('energy', 1 + tol)) flags.push('energyHigh');
  if (below('energy', 1 - tol)) flags.push('energyLow');
  if (below('protein', 1 - tol)) flags.push('proteinLow');
  if (above('fat', 1 + tol)) flags.push('fatHigh');
  if (above('sodium', 1)) flags.push('sodiumHigh');
  if (below('fibre', 1 - tol)) flags.push('fibreLow');
  if (fatEnergyPercent > IMBALANCE_RULES.meatHeavyFatEnergyPercent) flags.push('meatHeavy');
  if (vitaminC && vitaminC.amount < (IMBALANCE_RULES.vegetableVitaminCMg * averageShare) / 100) flags.push('vegetableLow');
  return { flags, fatEnergyPercent };
}

/** Everyone in scope matching the filters who ate in the range, most flags first. */
async function imbalanceRows(ctx: Ctx, q: ImbalanceQuery): Promise<ImbalanceRow[]> {
  checkRange(q.from, q.to);
  const people = (await findHealthPeople(ctx, { custName: q.custName, custNum: q.custNum, orgId: q.orgId, psnTypeId: q.psnTypeId })).records;
  const byId = new Map(people.map((p) => [p.custId, p]));
  const intake = await intakeOf(ctx, [...byId.keys()], q.from, q.to);
  const daysOf = new Map<number, PersonDay[]>();
  for (const d of intake.days) daysOf.set(d.custId, [...(daysOf.get(d.custId) ?? []), d]);
  const rows: ImbalanceRow[] = [];
  for (const [custId, days] of daysOf) {
    const p: HealthPerson = byId.get(custId)!;
    const { hundredths, shares } = sumDays(days, p.pattern);
    const averageShare = shares / days.length;
    const averages = nutrientRows(intake.catalogue, hundredths, p.pattern, averageShare, days.length);
    const { flags, fatEnergyPercent } = flagsOf(averages, averageShare);
    if (q.flag && !flags.includes(q.flag)) continue;
    rows.push({
      custId,
      custName: p.custName,
      custNum: p.custNum,
      orgName: p.orgName,
      psnTypeName: p.psnTypeName,
      sex: p.sex,
      age: p.age,
      dietName: p.pattern?.name ?? null,
      mealDays: days.length,
      averages,
      fatEnergyPercent,
      flags,
    });
  }
  return rows.sort((a, b) => b.flags.length - a.flags.length || a.custName.localeCompare(b.custName, 'zh') || a.custId - b.custId);
}

export async function imbalancePage(ctx: Ctx, q: ImbalanceQuery & { page: number; limit: number }): Promise<Page<ImbalanceRow>> {
  const rows = await imbalanceRows(ctx, q);
  return { records: rows.slice((q.page - 1) * q.limit, q.page * q.limit), total: rows.length, page: q.page, limit: q.limit };
}

const MAIN = ['energy', 'protein', 'fat', 'carbohydrate', 'fibre', 'sodium'];

export async function imbalanceExport(ctx: Ctx, q: ImbalanceQuery): Promise<FileReply> {
  const rows = await imbalanceRows(ctx, q);
  const nutrients = rows[0]?.averages.filter((a) => MAIN.includes(a.code)) ?? [];
  const name = col.title[ctx.lang];
  const avg = col.average[ctx.lang];
  return exportXlsx(ctx, {
    fileName: name,
    sheetName: name,
    columns: [
      { header: col.custName, key: 'custName' },
      { header: col.custNum, key: 'custNum' },
      { header: col.orgName, key: 'orgName' },
      { header: col.psnTypeName, key: 'psnTypeName' },
      { header: col.dietName, key: 'dietName' },
      { header: col.mealDays, key: 'mealDays' },
      ...nutrients.map((n) => ({ header: `${avg} ${n.name} (${n.unit})`, key: `n_${n.code}`, field: n.code })),
      { header: col.fatEnergyPercent, key: 'fatEnergyPercent' },
      { header: col.flags, key: 'flagText', field: 'flags', width: 30 },
    ],
    rows: rows.map((r) => ({
      ...r,
      ...Object.fromEntries(r.averages.map((a) => [`n_${a.code}`, a.amount])),
      flagText: r.flags.map((f) => imbalanceFlagTexts[f][ctx.lang]).join('、'),
    })),
    total: rows.length,
    cap: imbalanceExportLimits.cap,
    timeZone: await merchantTimeZone(ctx),
  });
}
