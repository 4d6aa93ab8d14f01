import dayjs from 'dayjs';
import { TimePicker, type TimePickerProps } from 'antd';

export const TIME_OF_DAY_FORMAT = 'HH:mm';
const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;

type Props = Omit<TimePickerProps, 'value' | 'onChange' | 'format'> & {
  /** 'HH:mm', as the server keeps times of day. */
  value?: string | null;
  onChange?: (value: string | undefined) => void;
};

/**
 * A time of day (meal periods, opening hours, rule times) picked, never typed: the form holds 'HH:mm' strings,
 * the picker a dayjs of today at that time.
 */
export default function TimeOfDayPicker({ value, onChange, minuteStep = 5, ...rest }: Props) {
  const m = typeof value === 'string' ? HH_MM.exec(value) : null;
  const picked = m ? dayjs().startOf('day').hour(Number(m[1])).minute(Number(m[2])) : null;
  return (
    <TimePicker
      {...rest}
      format={TIME_OF_DAY_FORMAT}
      minuteStep={minuteStep}
      needConfirm={false}
      value={picked}
      onChange={(time) => onChange?.(time ? time.format(TIME_OF_DAY_FORMAT) : undefined)}
    />
  );
}
