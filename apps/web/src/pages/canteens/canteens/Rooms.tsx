import { useCallback, useMemo, useState } from 'react';
import { Button, Drawer, Popconfirm } from 'antd';
import { CalendarOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type Reservation, type Room, type InputOf } from '@canteen/contract';
import { call } from '@/api';
import ResourcePage, { fieldsFrom, type FieldDef, type Row } from '@/components/ResourcePage';
import EditDialog from '@/components/ResourcePage/EditDialog';
import { EditAction } from '@/components/ResourcePage/RowActions';
import { formValuesToContent, recordToFormValues, showsInForm } from '@/components/ResourcePage/fieldValues';
import { useFieldOptions } from '@/components/ResourcePage/useFieldOptions';
import CanteenPicker from './CanteenPicker';

const roomFields = fieldsFrom<'canteens.roomAdd', Room, 'canteens.roomEdit'>(['canteens.roomAdd', 'canteens.roomEdit'], [
  { key: 'roomName', label: 'canteens.room.name', type: 'text', inSearch: true },
  { key: 'capacity', label: 'canteens.room.capacity', type: 'number' },
  { key: 'enabled', label: 'canteens.enabled', type: 'switch', inForm: 'edit', inSearch: true },
  { key: 'remark', label: 'canteens.remark', type: 'textarea', inTable: false },
]);

const reservationFields = fieldsFrom<'canteens.reservationAdd', Reservation>('canteens.reservationAdd', [
  { key: 'day', label: 'canteens.reservation.day', type: 'date', inSearch: true, rangeKeys: ['startDay', 'endDay'] },
  { key: 'startTime', label: 'canteens.period.start', type: 'time' },
  { key: 'endTime', label: 'canteens.period.end', type: 'time' },
  { key: 'booker', label: 'canteens.reservation.booker', type: 'text', inSearch: true },
  { key: 'phone', label: 'canteens.phone', type: 'text', maxLength: 20 },
  { key: 'people', label: 'canteens.reservation.people', type: 'number' },
  {
    key: 'state',
    label: 'canteens.reservation.state',
    type: 'select',
    inForm: false,
    inSearch: true,
    options: [
      { value: 'booked', label: 'canteens.reservation.state.booked' },
      { value: 'cancelled', label: 'canteens.reservation.state.cancelled' },
    ],
  },
  { key: 'remark', label: 'canteens.remark', type: 'text' },
]);

/** Rooms of a canteen, and per room its reservations. */
export default function Rooms() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [canteenId, setCanteenId] = useState<number | null>(null);
  const [bookingsOf, setBookingsOf] = useState<Room | null>(null);
  const [editingBooking, setEditingBooking] = useState<Reservation | null>(null);
  const choose = useCallback((id: number) => setCanteenId(id), []);
  const fixedQuery = useMemo(() => ({ canteenId: canteenId ?? undefined }), [canteenId]);
  const bookingQuery = useMemo(() => ({ roomId: bookingsOf?.roomId }), [bookingsOf]);
  const reservationOptions = useFieldOptions('canteens.reservationPage', reservationFields as FieldDef[]);
  const bookingFormFields = (reservationFields as FieldDef[]).filter((f) => showsInForm(f, 'edit'));
  /** Only a booked reservation is edited (the server refuses a cancelled one); a clash comes back as 42200 naming it. */
  const saveBooking = async (row: Reservation, values: Row) => {
    // The content comes from the field descriptions: the server's schema checks it (40000 shows on the fields).
    const content = formValuesToContent(bookingFormFields, values, 'edit') as Omit<InputOf<'canteens.reservationEdit'>, 'reserveId'>;
    await call('canteens.reservationEdit', { reserveId: row.reserveId, ...content });
    await queryClient.invalidateQueries({ queryKey: ['canteens.reservationPage'] });
  };
  const cancel = async (row: Reservation) => {
    try {
      await call('canteens.reservationCancel', { reserveId: row.reserveId });
    } catch {
      return;
    }
    await queryClient.invalidateQueries({ queryKey: ['canteens.reservationPage'] });
  };
  return (
    <>
      <CanteenPicker value={canteenId} onChange={choose} />
      {canteenId !== null && (
        <ResourcePage
          title="canteens.room.list"
          rowKey="roomId"
          fields={roomFields}
          pageEndpoint="canteens.roomPage"
          addEndpoint="canteens.roomAdd"
          editEndpoint="canteens.roomEdit"
          removeEndpoint="canteens.roomRemove"
          fixedQuery={fixedQuery}
          fromForm={(content, _mode, row) => (row ? { roomId: row.roomId, enabled: row.enabled, ...content } : { canteenId, ...content })}
          extraActions={(row) => (
            <Button type="link" size="small" icon={<CalendarOutlined />} onClick={() => setBookingsOf(row)}>
              {t('canteens.reservation.list')}
            </Button>
          )}
        />
      )}
      {bookingsOf && (
        <Drawer open size={1000} title={t('canteens.reservation.of', { name: bookingsOf.roomName, capacity: bookingsOf.capacity })} onClose={() => setBookingsOf(null)} destroyOnHidden>
          <ResourcePage
            title="canteens.reservation.list"
            rowKey="reserveId"
            fields={reservationFields}
            pageEndpoint="canteens.reservationPage"
            addEndpoint="canteens.reservationAdd"
            removeEndpoint="canteens.reservationRemove"
            fixedQuery={bookingQuery}
            fromForm={(content) => ({ ...content, roomId: bookingsOf.roomId })}
            extraActions={(row) =>
              row.state === 'booked' && (
                <>
                  <EditAction onClick={() => setEditingBooking(row)} />
                  <Popconfirm title={t('canteens.reservation.cancelConfirm')} onConfirm={() => cancel(row)}>
                    <Button type="link" size="small" danger>
                      {t('canteens.reservation.cancel')}
                    </Button>
                  </Popconfirm>
                </>
              )
            }
          />
        </Drawer>
      )}
      {editingBooking && (
        <EditDialog
          mode="edit"
          initialValues={recordToFormValues(bookingFormFields, editingBooking as unknown as Row, 'edit')}
          fields={bookingFormFields}
          options={reservationOptions}
          save={(values) => saveBooking(editingBooking, values)}
          onClose={() => setEditingBooking(null)}
        />
      )}
    </>
  );
}
