import { RECHARGE_PAY_TYPES } from '@canteen/contract';
import { call } from '@/api';
import type { FieldOption } from '@/components/ResourcePage';

export { canteenChoices, mealTypeChoices, stallChoices } from '@/pages/canteens/options';

/** The devices that take payments, within the user's canteens. */
export async function deviceChoices(): Promise<FieldOption[]> {
  const list = await call('devices.payMachineList', {}, { loading: false });
  return list.map((d) => ({ value: d.deviceId, label: d.name }));
}

/**
 * Person types need their own menu: without it the rules still work and show the type ids (the call fails
 * quietly instead of showing an error on every opening).
 */
export async function psnTypeChoices(): Promise<FieldOption[]> {
  try {
    const list = await call('peopleMaster.psnTypeList', {}, { silent: true, loading: false });
    return list.map((p) => ({ value: p.psnTypeId, label: p.psnTypeName }));
  } catch {
    return [];
  }
}

export const payTypeChoices: FieldOption[] = RECHARGE_PAY_TYPES.map((p) => ({ value: p, label: `accounts.payType.${p}` }));

/** An id list where empty means "every one" (the rules' convention). */
export const everyWhenEmpty = (value: unknown) => Array.isArray(value) && value.length === 0;
