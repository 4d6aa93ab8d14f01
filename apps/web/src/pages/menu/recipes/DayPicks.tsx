import { Button, DatePicker, Space, Tag } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { datePattern, formatDate } from '@/shell/clock';

/**
 * Days picked one by one ('YYYY-MM-DD', in order): a date picker adds the day chosen (choosing a picked day again
 * takes it off), and each picked day shows with a button that removes it. antd's own multiple picker leaves its input
 * without a label, so a form label could not name it.
 */
export default function DayPicks({ id, value = [], onChange, weekdayOf }: { id?: string; value?: string[]; onChange?: (days: string[]) => void; weekdayOf: (day: string) => string }) {
  const { t } = useTranslation();
  const toggle = (day: string) => onChange?.(value.includes(day) ? value.filter((d) => d !== day) : [...value, day].sort());
  return (
    <div>
      <DatePicker
        id={id}
        value={null as Dayjs | null}
        format={datePattern()}
        placeholder={t('menuRecipes.copy.addDay')}
        style={{ width: '100%' }}
        cellRender={(current, info) => {
          if (info.type !== 'date' || !dayjs.isDayjs(current)) return info.originNode;
          return value.includes(current.format('YYYY-MM-DD')) ? <div className="ant-picker-cell-inner" style={{ background: '#0958d9', color: '#fff' }}>{current.date()}</div> : info.originNode;
        }}
        onChange={(d) => d && toggle(d.format('YYYY-MM-DD'))}
      />
      {value.length > 0 && (
        <Space size={[4, 4]} wrap style={{ marginTop: 8 }} aria-label={t('menuRecipes.copy.pickedDays', { count: value.length })} role="list">
          {value.map((day) => (
            <Tag key={day} role="listitem" style={{ marginInlineEnd: 0 }}>
              {formatDate(day)} {weekdayOf(day)}
              <Button type="text" size="small" icon={<CloseOutlined />} aria-label={t('menuRecipes.copy.removeDay', { day: formatDate(day) })} onClick={() => toggle(day)} style={{ marginInlineStart: 4, height: 18, width: 18, minWidth: 18 }} />
            </Tag>
          ))}
        </Space>
      )}
    </div>
  );
}
