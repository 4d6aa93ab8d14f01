/**
 * Compile-time checks of the typed client, never run: `tsc -p apps/web` fails when a line marked
 * `@ts-expect-error` compiles, so a wrong id, a wrong field or a misread reply cannot reach the build.
 */
import { call, download, upload } from './client';

export async function typedClientExamples(file: File): Promise<string[]> {
  // @ts-expect-error: no endpoint has this id
  await call('admin.noSuchEndpoint');
  // @ts-expect-error: the input of roleRemove is {id}
  await call('admin.roleRemove', { roleId: 12 });
  // @ts-expect-error: roleAdd needs its role code, name and menus
  await call('admin.roleAdd', {});
  // @ts-expect-error: an export is downloaded, not called
  await call('accountRecords.rechargeExport', {});
  // @ts-expect-error: a JSON endpoint is no file
  await download('admin.rolePage', {}, 'roles.xlsx');
  // @ts-expect-error: only a multipart endpoint takes a file
  await upload('admin.roleAdd', file);

  const user = await call('admin.userInfo');
  // @ts-expect-error: the reply has no such field
  void user.timezone;
  const page = await call('admin.rolePage', { roleName: '厨' });
  return [user.timeZone, ...page.records.map((r) => r.roleCode)];
}
