import { message as staticMessage } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';

type Notifier = Pick<MessageInstance, 'error' | 'success' | 'warning' | 'loading' | 'info'>;

let current: Notifier = staticMessage;

/** The shell registers antd's App message API so the client's messages follow the theme and locale. */
export function setMessageApi(api: Notifier): void {
  current = api;
}

export function messageApi(): Notifier {
  return current;
}
