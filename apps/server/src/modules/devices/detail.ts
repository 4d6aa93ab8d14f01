import type { Ctx } from '../../platform/context';
import { notFound } from '../../platform/http/errors';
import { getDevice, getSetting } from './registry';
import { pageCommands } from './commands';

/** The service counter detail page: the device, its settings and its latest commands. */
export async function serviceCounterDetail(ctx: Ctx, deviceId: number) {
  const device = await getDevice(ctx, deviceId);
  if (device.type !== 'servicecounter') throw notFound('device');
  const [deskControl, sourceControl, commands] = await Promise.all([
    getSetting<{ enabled: boolean; tableRequired: boolean; maxDiners: number }>(ctx, deviceId, 'desk_control'),
    getSetting<{ sources: ('onSite' | 'booking' | 'scan' | 'takeout')[] }>(ctx, deviceId, 'source_control'),
    pageCommands(ctx, { deviceId, page: 1, limit: 20 }),
  ]);
  return { device, deskControl, sourceControl, commands: commands.records };
}
