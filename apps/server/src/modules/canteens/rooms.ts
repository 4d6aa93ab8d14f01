import type { Reservation, Room } from '@canteen/contract';
import { withTx, type Ctx } from '../../platform/context';
import { businessRule, conflict, fieldError } from '../../platform/http/errors';
import { defineResource } from '../../platform/resource';
import { findCanteen } from './canteens';
import { toHHmm, toMinutes } from './timeOfDay';

/** Private rooms (包间) of a canteen that can be reserved. */
export const rooms = defineResource<Room>({
  table: 'rooms',
  idField: 'roomId',
  fields: { canteenId: 'canteen_id', roomName: 'name', capacity: 'capacity', enabled: 'enabled', remark: 'remark' },
  computed: { canteenName: '(SELECT c.name FROM canteens c WHERE c.id = r.canteen_id)' },
  filters: { canteenId: { column: 'canteen_id', op: 'eq' }, roomName: { column: 'name', op: 'like' }, enabled: { column: 'enabled', op: 'eq' } },
  orderBy: 'r.canteen_id, r.id',
  scope: { type: 'canteen', column: 'canteen_id' },
  unique: [['roomName', 'canteenId']],
  what: 'room',
});

const hhmm = (column: string) => `lpad((${column} / 60)::text, 2, '0') || ':' || lpad((${column} % 60)::text, 2, '0')`;

export const reservations = defineResource<Reservation>({
  table: 'room_reservations',
  idField: 'reserveId',
  fields: {
    roomId: 'room_id',
    canteenId: 'canteen_id',
    day: 'day',
    booker: 'booker',
    phone: 'phone',
    people: 'people',
    state: 'state',
    remark: 'remark',
    createdAt: 'created_at',
  },
  readOnly: ['createdAt'],
  computed: {
    roomName: '(SELECT m.name FROM rooms m WHERE m.id = r.room_id)',
    canteenName: '(SELECT c.name FROM canteens c WHERE c.id = r.canteen_id)',
    startTime: hhmm('r.start_minute'),
    endTime: hhmm('r.end_minute'),
  },
  filters: {
    canteenId: { column: 'canteen_id', op: 'eq' },
    roomId: { column: 'room_id', op: 'eq' },
    startDay: { column: 'day', op: 'gte' },
    endDay: { column: 'day', op: 'lte' },
    booker: { column: 'booker', op: 'like' },
    state: { column: 'state', op: 'eq' },
  },
  orderBy: 'r.day DESC, r.start_minute, r.id',
  scope: { type: 'canteen', column: 'canteen_id' },
  what: 'reservation',
});

export async function addRoom(ctx: Ctx, input: Record<string, unknown> & { canteenId: number }) {
  await findCanteen(ctx, input.canteenId);
  return { roomId: await rooms.create(ctx, input) };
}

interface ReservationInput {
  day: string;
  startTime: string;
  endTime: string;
  booker: string;
  phone: string;
  people: number;
  remark: string;
}

/**
 * The rules of a booking of a room: the end after the start, the room in use and large enough, and no other booked
 * reservation of the room that day sharing a minute (touching is fine). Checked with the room locked, so two
 * bookers cannot both pass; `except` is the reservation being edited. Returns the room and the minutes.
 */
async function checkBooking(tx: Ctx, roomId: number, input: ReservationInput, except: number | null) {
  const start = toMinutes(input.startTime);
  const end = toMinutes(input.endTime);
  if (end <= start) throw fieldError('endTime', 'endTimeNotAfterStart');
  const room = await rooms.get(tx, roomId);
  if (!room.enabled) throw businessRule('roomDisabled');
  if (input.people > room.capacity) throw businessRule('roomTooSmall', { capacity: room.capacity });
  await tx.db.query(`SELECT id FROM rooms WHERE id = $1 AND merchant_id = $2 FOR UPDATE`, [roomId, tx.merchantId]);
  const clash = (
    await tx.db.query<{ start_minute: number; end_minute: number }>(
      `SELECT start_minute, end_minute FROM room_reservations
        WHERE merchant_id = $1 AND room_id = $2 AND day = $3 AND state = 'booked' AND start_minute < $5 AND $4 < end_minute
          AND id IS DISTINCT FROM $6::int
        ORDER BY start_minute LIMIT 1`,
      [tx.merchantId, roomId, input.day, start, end, except],
    )
  )[0];
  if (clash) throw businessRule('roomReserved', { start: toHHmm(clash.start_minute), end: toHHmm(clash.end_minute) });
  return { room, start, end };
}

/** Reserves a room that is in use, large enough, and free then. */
export function addReservation(ctx: Ctx, input: ReservationInput & { roomId: number }) {
  return withTx(ctx, async (tx) => {
    const { room, start, end } = await checkBooking(tx, input.roomId, input, null);
    const row = await tx.db.query<{ id: number }>(
      `INSERT INTO room_reservations (merchant_id, canteen_id, room_id, day, start_minute, end_minute, booker, phone, people, remark)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
      [tx.merchantId, room.canteenId, input.roomId, input.day, start, end, input.booker, input.phone, input.people, input.remark],
    );
    return { reserveId: row[0].id };
  });
}

/** Edits a booked reservation under the same rules as a new one (its own old time does not clash); the room stays. */
export function editReservation(ctx: Ctx, input: ReservationInput & { reserveId: number }) {
  return withTx(ctx, async (tx) => {
    const current = await reservations.get(tx, input.reserveId);
    if (current.state !== 'booked') throw conflict('reservationCancelled');
    const { start, end } = await checkBooking(tx, current.roomId, input, input.reserveId);
    const updated = await tx.db.query(
      `UPDATE room_reservations SET day = $3, start_minute = $4, end_minute = $5, booker = $6, phone = $7, people = $8, remark = $9
        WHERE id = $1 AND merchant_id = $2 AND state = 'booked' RETURNING id`,
      [input.reserveId, tx.merchantId, input.day, start, end, input.booker, input.phone, input.people, input.remark],
    );
    // Cancelled meanwhile (the room lock does not cover the reservation row).
    if (!updated.length) throw conflict('reservationCancelled');
    return null;
  });
}

/** Removes a reservation, booked or cancelled; 40400 for another merchant's or one outside the canteen scope. */
export async function removeReservation(ctx: Ctx, reserveId: number) {
  await reservations.remove(ctx, reserveId);
  return null;
}

export async function cancelReservation(ctx: Ctx, reserveId: number) {
  await reservations.get(ctx, reserveId);
  const cancelled = await ctx.db.query(`UPDATE room_reservations SET state = 'cancelled' WHERE id = $1 AND merchant_id = $2 AND state = 'booked' RETURNING id`, [
    reserveId,
    ctx.merchantId,
  ]);
  if (!cancelled.length) throw conflict('reservationCancelled');
  return null;
}
