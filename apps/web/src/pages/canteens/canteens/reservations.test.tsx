import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Code, type Reservation, type Room } from '@canteen/contract';
import { dialogWith, renderWidget, spaced } from '@/components/testing';
import { fakeApi, page, refuse } from '@/testing/fakeApi';
import zh from '@/i18n/zh/canteens';
import widgets from '@/i18n/zh/widgets';
import CanteensPage from '.';

const room: Room = { roomId: 5, canteenId: 3, canteenName: '北区食堂', roomName: '牡丹厅', capacity: 10, enabled: true, remark: '' };
const booking = (reserveId: number, booker: string, state: Reservation['state']): Reservation => ({
  reserveId,
  roomId: 5,
  roomName: '牡丹厅',
  canteenId: 3,
  canteenName: '北区食堂',
  day: '2025-07-01',
  startTime: '11:30',
  endTime: '13:00',
  booker,
  phone: '',
  people: 6,
  state,
  remark: '',
  createdAt: '2025-06-01T08:00:00+08:00',
});
const CLASH = '该包间当天 12:30–14:00 已被预订';

/** A server that refuses the first edit (a clash) and keeps the next; removing takes the reservation away. */
function server() {
  const bookings = [booking(1, '王先生', 'booked'), booking(2, '李女士', 'cancelled')];
  let edits = 0;
  return fakeApi({
    'canteens.canteenPage': () => page([]),
    'canteens.canteenList': () => [{ canteenId: 3, canteenName: '北区食堂' }],
    'canteens.roomPage': () => page([room]),
    'canteens.reservationPage': () => page(bookings),
    'canteens.reservationEdit': ({ reserveId, ...changes }) => {
      if (++edits === 1) throw refuse(Code.BUSINESS_RULE, CLASH);
      Object.assign(bookings.find((b) => b.reserveId === reserveId)!, changes);
      return null;
    },
    'canteens.reservationRemove': ({ id }) => {
      bookings.splice(bookings.findIndex((b) => b.reserveId === id), 1);
      return null;
    },
  });
}

async function openBookings() {
  renderWidget(<CanteensPage />, { ...widgets, ...zh });
  await userEvent.click(screen.getByRole('tab', { name: '包间预订' }));
  const row = (await screen.findByText('牡丹厅')).closest('tr') as HTMLElement;
  await userEvent.click(within(row).getByText(spaced('预订')));
  return (await screen.findByText('王先生')).closest('tr') as HTMLElement;
}

describe('room reservations', () => {
  it('edits a booked reservation; a refused edit (a clash) keeps the dialog open to try again', async () => {
    const api = server();
    const booked = await openBookings();
    // A cancelled reservation can only be removed.
    const cancelled = screen.getByText('李女士').closest('tr') as HTMLElement;
    expect(within(cancelled).queryByText(spaced('编辑'))).toBeNull();
    expect(within(cancelled).getByText(spaced('删除'))).toBeTruthy();

    await userEvent.click(within(booked).getByText(spaced('编辑')));
    // (The drawer around the list is a dialog too; the edit dialog is the one with an OK button.)
    const editDialog = () => dialogWith(spaced('确定'));
    const dialog = editDialog();
    const booker = within(dialog).getByLabelText('预订人');
    await userEvent.clear(booker);
    await userEvent.type(booker, '王总');
    const people = within(dialog).getByLabelText('人数');
    await userEvent.clear(people);
    await userEvent.type(people, '8');
    await userEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    const sent = { reserveId: 1, day: '2025-07-01', startTime: '11:30', endTime: '13:00', booker: '王总', phone: '', people: 8, remark: '' };
    await waitFor(() => expect(api.calls('canteens.reservationEdit')).toEqual([sent]));
    // Refused: the server's reason is shown and the dialog stays open, so the time can be changed and sent again.
    expect(await screen.findByText(CLASH)).toBeTruthy();
    await userEvent.click(within(editDialog()).getByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(api.calls('canteens.reservationEdit')).toEqual([sent, sent]));
    expect(await screen.findByText('王总')).toBeTruthy();
    expect(within(screen.getByText('王总').closest('tr') as HTMLElement).getByText('8')).toBeTruthy();
  });

  it('removes a reservation after confirmation', async () => {
    const api = server();
    const booked = await openBookings();
    await userEvent.click(within(booked).getByText(spaced('删除')));
    await userEvent.click(await screen.findByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(api.calls('canteens.reservationRemove')).toEqual([{ id: 1 }]));
    await waitFor(() => expect(screen.queryByText('王先生')).toBeNull());
  });
});
