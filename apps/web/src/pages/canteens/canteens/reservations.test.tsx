import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Reservation, Room } from '@canteen/contract';
import { dialogWith, renderWidget, spaced } from '@/components/testing';
import zh from '@/i18n/zh/canteens';
import widgets from '@/i18n/zh/widgets';
import CanteensPage from '.';

vi.mock('@/api', () => ({ call: vi.fn(), download: vi.fn(), upload: vi.fn() }));
const { call } = await import('@/api');

const page = <T,>(records: T[]) => ({ records, total: records.length, page: 1, limit: 20 });
const callsTo = (id: string) => vi.mocked(call).mock.calls.filter(([e]) => (typeof e === 'string' ? e : e.id) === id).map(([, c]) => c);
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
const clash = { code: 42200, msg: '该包间当天 12:30–14:00 已被预订', data: null };

async function openBookings() {
  renderWidget(<CanteensPage />, { ...widgets, ...zh });
  await userEvent.click(screen.getByRole('tab', { name: '包间预订' }));
  const row = (await screen.findByText('牡丹厅')).closest('tr') as HTMLElement;
  await userEvent.click(within(row).getByText(spaced('预订')));
  return (await screen.findByText('王先生')).closest('tr') as HTMLElement;
}

describe('room reservations', () => {
  beforeEach(() => {
    vi.mocked(call).mockReset();
    vi.mocked(call).mockImplementation(async (endpoint) => {
      const id = typeof endpoint === 'string' ? endpoint : endpoint.id;
      if (id === 'canteens.canteenPage') return page([]);
      if (id === 'canteens.canteenList') return [{ canteenId: 3, canteenName: '北区食堂' }];
      if (id === 'canteens.roomPage') return page([room]);
      if (id === 'canteens.reservationPage') return page([booking(1, '王先生', 'booked'), booking(2, '李女士', 'cancelled')]);
      return null;
    });
  });

  it('edits a booked reservation; a refused edit (a clash) keeps the dialog open to try again', async () => {
    const booked = await openBookings();
    // A cancelled reservation can only be removed.
    const cancelled = screen.getByText('李女士').closest('tr') as HTMLElement;
    expect(within(cancelled).queryByText(spaced('编辑'))).toBeNull();
    expect(within(cancelled).getByText(spaced('删除'))).toBeTruthy();

    vi.mocked(call).mockImplementationOnce(async () => Promise.reject(clash));
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
    await waitFor(() => expect(callsTo('canteens.reservationEdit')).toEqual([sent]));
    // Refused: still open, so the time can be changed and sent again.
    await userEvent.click(within(editDialog()).getByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(callsTo('canteens.reservationEdit')).toHaveLength(2));
  });

  it('removes a reservation after confirmation', async () => {
    const booked = await openBookings();
    await userEvent.click(within(booked).getByText(spaced('删除')));
    await userEvent.click(await screen.findByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(callsTo('canteens.reservationRemove')).toEqual([{ id: 1 }]));
  });
});
