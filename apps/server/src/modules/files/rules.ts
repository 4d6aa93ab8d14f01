import { Code } from '@canteen/contract';
import { actorOf, type Actor, type Ctx, type Scopes } from '../../platform/context';
import type { Db } from '../../platform/db/db';
import { systemCtx } from '../../platform/systemCtx';
import { AppError } from '../../platform/http/errors';
import { port } from '../../platform/port';

/** Records an uploaded file can belong to, whose visibility decides who is served the file. */
export type FileOwnerKind = 'person' | 'healthReport';

/**
 * Upload keys whose files are not merchant-wide (docs/SECURITY.md "Uploaded files"). Uploading with the key needs
 * one of its upload menus; the file is served to holders of one of its view menus (and to its uploader until a
 * record uses it), only when they may see the owning record, to the merchant's devices only where marked, to
 * anyone when public. Other keys (dish, sample, notice, banner images…) are served to every login of the merchant.
 */
interface FileRule {
  upload: number[];
  view: number[];
  public?: boolean;
  owner?: FileOwnerKind;
  devices?: boolean;
}
/** 205000 merchant settings: the shell's logo dialog saves the logos with it. */
const LOGO_MENUS = [205000];
/** The health-report page (people's medical examinations), and the health centre's read-only list of them. */
const HEALTH_REPORT_MENU = 704030;
const HEALTH_CENTRE_REPORTS_MENU = 906000;
/** The staff, visitor, casual and cancelled people pages, which show and set people's photos. */
const PEOPLE_MENUS = [704000, 705000, 706000, 707000];
/** The suppliers page and the supplier detail, which keep the scans of suppliers' licences. */
const SUPPLIER_MENUS = [1002000, 1002010];

const RULES: Record<string, FileRule> = {
  logo: { upload: LOGO_MENUS, view: [], public: true },
  medical: { upload: [HEALTH_REPORT_MENU], view: [HEALTH_REPORT_MENU, HEALTH_CENTRE_REPORTS_MENU], owner: 'healthReport' },
  // Face readers load people's photos (devices.faceCreatePerson).
  cust: { upload: PEOPLE_MENUS, view: PEOPLE_MENUS, owner: 'person', devices: true },
  face: { upload: PEOPLE_MENUS, view: PEOPLE_MENUS, owner: 'person', devices: true },
  // Suppliers' licences are the buyer's business, not every login's.
  supplier: { upload: SUPPLIER_MENUS, view: SUPPLIER_MENUS },
};

export const fileRule = (uploadKey: string): FileRule | undefined => (Object.hasOwn(RULES, uploadKey) ? RULES[uploadKey] : undefined);

/** A manager uploads with a key only when they hold one of its menus (40300, saying why). */
export function assertMayUpload(ctx: Ctx, uploadKey: string) {
  const rule = fileRule(uploadKey);
  if (rule && !rule.upload.some((id) => actorOf(ctx).menuIds.has(id))) throw new AppError(Code.FORBIDDEN, 'uploadKeyForbidden');
}

/**
 * Whether the caller (ctx: their merchant, actor and data scope) may see the record a file belongs to, found by
 * the file's URL: 'unreferenced' while no record holds it (an upload not saved yet).
 */
export type FileOwnerAccess = (ctx: Ctx, owner: FileOwnerKind, url: string) => Promise<'visible' | 'hidden' | 'unreferenced'>;
export const fileOwners = port<{ access: FileOwnerAccess }>('fileOwners');

/** Who asks for a file: a manager's login (merchant null: the platform operator) or a device of a merchant. */
export type FileCaller = { actor: Actor; scopes: Scopes } | { deviceMerchantId: number };

/**
 * Whether a recorded file is served to a logged-in caller. Another merchant's file never is; a file of a key with
 * a rule only to the holders of its menus who may see its record (its uploader while no record holds it yet), or
 * to the merchant's devices where the rule says so.
 */
export async function mayBeServed(db: Db, caller: FileCaller, file: { merchantId: number; uploadKey: string; uploadedBy: number | null; url: string }): Promise<boolean> {
  const merchant = 'actor' in caller ? caller.actor.merchantId : caller.deviceMerchantId;
  if (merchant !== null && merchant !== file.merchantId) return false;
  const rule = fileRule(file.uploadKey);
  if (!rule) return true;
  if (!('actor' in caller)) return rule.devices === true;
  const { actor, scopes } = caller;
  if (!rule.view.some((id) => actor.menuIds.has(id))) return false;
  if (!rule.owner) return true;
  const ctx: Ctx = { ...systemCtx(db, file.merchantId, { scopes }), actor };
  const access = await fileOwners.use().access(ctx, rule.owner, file.url);
  return access === 'visible' || (access === 'unreferenced' && file.uploadedBy === actor.userId);
}
