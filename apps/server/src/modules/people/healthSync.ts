import type { HealthSyncResult } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { businessRule } from '../../platform/http/errors';
import { getScopedPerson, insertHealthReport, scopedPeople, type ReportFields, type ScopedPerson } from './healthReports';

/** A report as a third-party health service hands it over; `externalId` is its id there (read once). */
export interface ExternalReport extends ReportFields {
  externalId: string;
}

/**
 * A third-party health-data service (体检机构 / health platform). A real one is configured per deployment;
 * until then the offline adapter answers every call with "not configured" (42200) and reads nothing.
 */
export interface HealthDataAdapter {
  /** False: the service is not set up; every sync call is refused with 42200. */
  readonly configured: boolean;
  accessToken(ctx: Ctx): Promise<{ accessToken: string; expiresIn: number }>;
  /** The person's reports known to the service (matched by number or identity card). */
  reportsOf(ctx: Ctx, person: ScopedPerson): Promise<ExternalReport[]>;
}

const notConfigured = () => businessRule('healthSyncNotConfigured');

export const offlineHealthAdapter: HealthDataAdapter = {
  configured: false,
  accessToken: () => Promise.reject(notConfigured()),
  reportsOf: () => Promise.reject(notConfigured()),
};

let adapter: HealthDataAdapter = offlineHealthAdapter;

/** Installs the adapter of the deployment (or of a test); returns the one it replaced. */
export function setHealthDataAdapter(next: HealthDataAdapter): HealthDataAdapter {
  const previous = adapter;
  adapter = next;
  return previous;
}

function configuredAdapter(): HealthDataAdapter {
  if (!adapter.configured) throw notConfigured();
  return adapter;
}

export const healthSyncToken = (ctx: Ctx) => configuredAdapter().accessToken(ctx);

/** Saves the reports not read before; one already saved (same external id) is skipped. */
async function syncPeople(ctx: Ctx, people: ScopedPerson[]): Promise<HealthSyncResult> {
  const service = configuredAdapter();
  let added = 0;
  let skipped = 0;
  for (const person of people) {
    for (const report of await service.reportsOf(ctx, person)) {
      const seen = await ctx.db.query(`SELECT 1 FROM cust_health_reports WHERE merchant_id = $1 AND external_id = $2`, [ctx.merchantId, report.externalId]);
      if (seen.length) {
        skipped++;
        continue;
      }
      // The request runs in one transaction; the unique index refuses a report a parallel sync saved first.
      await insertHealthReport(ctx, person.custId, report, 'sync', report.externalId);
      added++;
    }
  }
  return { people: people.length, added, skipped };
}

export async function syncPersonHealth(ctx: Ctx, custId: number) {
  configuredAdapter();
  return syncPeople(ctx, [await getScopedPerson(ctx, custId)]);
}

export async function syncAllHealth(ctx: Ctx) {
  configuredAdapter();
  return syncPeople(ctx, await scopedPeople(ctx, {}));
}
