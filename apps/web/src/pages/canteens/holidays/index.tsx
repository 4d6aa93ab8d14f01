import { useRef, useState } from 'react';
import { Button, InputNumber, Space, Typography, message } from 'antd';
import { SyncOutlined, UploadOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type Holiday } from '@canteen/contract';
import { call, upload } from '@/api';
import ResourcePage, { fieldsFrom } from '@/components/ResourcePage';

const holidayPage = 'canteens.holidayPage';
const holidayAdd = 'canteens.holidayAdd';
const holidayRemove = 'canteens.holidayRemove';

const fields = fieldsFrom<'canteens.holidayAdd', Holiday>('canteens.holidayAdd', [
  { key: 'day', label: 'canteens.holiday.day', type: 'date' },
  { key: 'holidayName', label: 'canteens.holiday.name', type: 'text', inSearch: true },
  {
    key: 'kind',
    label: 'canteens.holiday.kind',
    type: 'select',
    required: true,
    inSearch: true,
    options: [
      { value: 'holiday', label: 'canteens.holiday.kind.holiday' },
      { value: 'workday', label: 'canteens.holiday.kind.workday' },
    ],
  },
  {
    key: 'source',
    label: 'canteens.holiday.source',
    type: 'select',
    inForm: false,
    options: [
      { value: 'manual', label: 'canteens.holiday.source.manual' },
      { value: 'calendar', label: 'canteens.holiday.source.calendar' },
    ],
  },
]);

/** Holidays (/basesetting/holiday, menu 216000): days off and worked weekend days, synced from a public-holiday calendar. */
export default function HolidaysPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [notice, noticeHolder] = message.useMessage();
  const [year, setYear] = useState<number | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const calendar = useQuery({ queryKey: ['canteens.holidayCalendar'], queryFn: () => call('canteens.holidayCalendar') });

  const sync = async () => {
    try {
      const r = await call('canteens.holidaySync', year ? { year } : {});
      void notice.success(t('canteens.holiday.synced', r));
    } catch {
      return; // the request client has shown why
    }
    await queryClient.invalidateQueries({ queryKey: [holidayPage] });
  };
  const uploadCalendar = async (file: File) => {
    try {
      await upload('canteens.holidayCalendarUpload', file);
      void notice.success(t('canteens.holiday.uploaded'));
    } catch {
      return;
    }
    await calendar.refetch();
  };

  return (
    <>
      {noticeHolder}
      {calendar.data && (
        <Typography.Paragraph type="secondary">
          {t(calendar.data.source === 'bundled' ? 'canteens.holiday.calendarBundled' : 'canteens.holiday.calendarUploaded', {
            name: calendar.data.calendar,
            years: calendar.data.years.join(', '),
          })}
        </Typography.Paragraph>
      )}
      <ResourcePage
        title="/basesetting/holiday"
        rowKey="holidayId"
        fields={fields}
        pageEndpoint={holidayPage}
        addEndpoint={holidayAdd}
        removeEndpoint={holidayRemove}
        fixedQuery={year ? { year } : undefined}
        extraToolbar={
          <Space wrap>
            <InputNumber aria-label={t('canteens.holiday.year')} placeholder={t('canteens.holiday.year')} min={2000} max={2100} value={year} onChange={setYear} />
            <Button icon={<SyncOutlined />} onClick={() => void sync()}>
              {t('canteens.holiday.sync')}
            </Button>
            <Button icon={<UploadOutlined />} onClick={() => fileInput.current?.click()}>
              {t('canteens.holiday.upload')}
            </Button>
            <input
              ref={fileInput}
              type="file"
              accept="application/json,.json"
              hidden
              data-testid="calendar-file"
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (file) void uploadCalendar(file);
              }}
            />
          </Space>
        }
      />
    </>
  );
}
