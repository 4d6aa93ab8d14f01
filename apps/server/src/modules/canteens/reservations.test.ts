import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, MERCHANT_MENU_IDS, type Page, type Reservation } from '@canteen/contract';
import { startTestServer, type TestServer } from '../../testing/server';
import { addCanteen, count, limitedToken, ok, type Fields } from '../../testing/api';

let t: TestServer;
let admin: string;
let admin2: string;
beforeAll(async () => {
  t = await startTestServer();
  [admin, admin2] = await Promise.all([t.token('admin', 'Admin@123'), t.token('admin2', 'Admin@123')]);
});
afterAll(() => t.close());

const addRoom = async (canteenId: number, roomName: string, token = admin) => (await ok<{ roomId: number }>(t, 'canteens.roomAdd', { canteenId, roomName, capacity: 8 }, token)).roomId;
const booking = (startTime: string, endTime: string, extra: Record<string, unknown> = {}) => ({ day: '2025-07-01', startTime, endTime, booker: 'Mr Wang', people: 4, ...extra });
const reserve = async (roomId: number, startTime: string, endTime: string, token = admin) =>
  (await ok<{ reserveId: number }>(t, 'canteens.reservationAdd', { roomId, ...booking(startTime, endTime) }, token)).reserveId;
const edit = (reserveId: number, content: Record<string, unknown>, token = admin) => t.call<Fields>('canteens.reservationEdit', { reserveId, ...content }, { token });
const rowOf = async (reserveId: number) =>
  (await t.db.query<{ day: string; start_minute: number; end_minute: number; booker: string; people: number }>(
    `SELECT day::text AS day, start_minute, end_minute, booker, people FROM room_reservations WHERE id = $1`,
    [reserveId],
  ))[0];

describe('editing and removing room reservations', () => {
  it('edits a reservation (its own old time is no clash) and removes one, booked or cancelled', async () => {
    const room = await addRoom(await addCanteen(t, admin, 'Reserve hall'), 'Jade');
    const first = await reserve(room, '11:00', '12:00');
    await reserve(room, '12:00', '13:00');
    // Moving within its own time, and to touch the next one, is fine.
    expect((await edit(first, booking('11:30', '12:00', { booker: 'Ms Zhou', people: 6, phone: '13900000000', remark: 'Window seat' }))).code).toBe(Code.OK);
    const page = await ok<Page<Reservation>>(t, 'canteens.reservationPage', { roomId: room }, admin);
    expect(page.records.find((r) => r.reserveId === first)).toMatchObject({ startTime: '11:30', endTime: '12:00', booker: 'Ms Zhou', people: 6, phone: '13900000000', remark: 'Window seat', state: 'booked' });
    // Another day is free.
    expect((await edit(first, booking('12:00', '13:00', { day: '2025-07-02' }))).code).toBe(Code.OK);

    await ok(t, 'canteens.reservationRemove', { id: first }, admin);
    expect(await rowOf(first)).toBeUndefined();
    const cancelled = await reserve(room, '18:00', '19:00');
    await ok(t, 'canteens.reservationCancel', { reserveId: cancelled }, admin);
    await ok(t, 'canteens.reservationRemove', { id: cancelled }, admin);
    expect((await t.call('canteens.reservationRemove', { id: cancelled }, { token: admin })).code).toBe(Code.NOT_FOUND);
  });

  it('keeps the overlap rule on edit (42200 naming the clash), refuses bad input and a cancelled one, changing nothing', async () => {
    const room = await addRoom(await addCanteen(t, admin, 'Clash hall'), 'Pearl');
    const lunch = await reserve(room, '11:00', '12:00');
    await reserve(room, '12:30', '14:00');
    const before = await rowOf(lunch);
    const clash = await edit(lunch, booking('11:00', '13:00'));
    expect([clash.code, clash.msg]).toEqual([Code.BUSINESS_RULE, 'The room is already reserved 12:30–14:00 that day']);
    const big = await edit(lunch, booking('11:00', '12:00', { people: 9 }));
    expect([big.code, big.msg]).toEqual([Code.BUSINESS_RULE, 'This room holds at most 8 people']);
    const reversed = await edit(lunch, booking('12:00', '11:00'));
    expect(reversed.data.fields).toEqual([{ field: 'endTime', message: 'The end time must be after the start time' }]);
    const bad = await edit(lunch, { day: 'later', startTime: '7:00', endTime: '08:00', booker: '', people: 0 });
    expect([bad.code, bad.data.fields.map((f) => f.field).sort()]).toEqual([Code.VALIDATION, ['booker', 'day', 'people', 'startTime']]);
    expect(await rowOf(lunch)).toEqual(before);

    await ok(t, 'canteens.reservationCancel', { reserveId: lunch }, admin);
    expect((await edit(lunch, booking('09:00', '10:00'))).code).toBe(Code.CONFLICT);
    expect(await rowOf(lunch)).toEqual(before);
  });

  it('does not reach another merchant’s reservation or one outside the canteen scope (40400), nothing changed', async () => {
    const theirs = await addRoom(await addCanteen(t, admin2, 'Their reserve hall'), 'Theirs', admin2);
    const their = await reserve(theirs, '10:00', '11:00', admin2);
    const before = await count(t, 'room_reservations');
    expect((await edit(their, booking('15:00', '16:00'))).code).toBe(Code.NOT_FOUND);
    expect((await t.call('canteens.reservationRemove', { id: their }, { token: admin })).code).toBe(Code.NOT_FOUND);
    expect(await rowOf(their)).toMatchObject({ start_minute: 600, end_minute: 660 });

    const outside = await addRoom(await addCanteen(t, admin, 'Reserve scope out'), 'Hidden');
    const hidden = await reserve(outside, '10:00', '11:00');
    const limited = await limitedToken(t, admin, 'reserve_scoped', [await addCanteen(t, admin, 'Reserve scope in')]);
    expect((await edit(hidden, booking('15:00', '16:00'), limited)).code).toBe(Code.NOT_FOUND);
    expect((await t.call('canteens.reservationRemove', { id: hidden }, { token: limited })).code).toBe(Code.NOT_FOUND);
    expect(await count(t, 'room_reservations')).toBe(before + 1);
  });

  it('refuses a role without the canteen menu (40300)', async () => {
    const room = await addRoom(await addCanteen(t, admin, 'Menu hall'), 'Coral');
    const id = await reserve(room, '10:00', '11:00');
    const menuIds = MERCHANT_MENU_IDS.filter((m) => m !== 201000);
    const { roleId } = await ok<{ roleId: number }>(t, 'admin.roleAdd', { roleCode: 'r_noreserve', roleName: 'No canteens', roleDesc: '', menuIds }, admin);
    await ok(t, 'admin.userAdd', { username: 'noreserve', password: await t.encrypt('Passw0rd!'), realName: 'No canteens', roleId }, admin);
    const token = await t.token('noreserve', 'Passw0rd!');
    expect((await edit(id, booking('15:00', '16:00'), token)).code).toBe(Code.FORBIDDEN);
    expect((await t.call('canteens.reservationRemove', { id }, { token })).code).toBe(Code.FORBIDDEN);
    expect(await rowOf(id)).toMatchObject({ start_minute: 600 });
  });
});
