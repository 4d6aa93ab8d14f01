import { useRef } from 'react';
import { newBizNo } from './money';

/**
 * One bizNo per pending operation on a row (e.g. repairing order 7): a retry after a failure reuses it, so the
 * server can never run it twice; once it succeeded the next operation on that row gets a new one.
 */
export function usePendingBizNos() {
  const pending = useRef(new Map<string | number, string>());
  return {
    of(key: string | number) {
      let bizNo = pending.current.get(key);
      if (!bizNo) {
        bizNo = newBizNo();
        pending.current.set(key, bizNo);
      }
      return bizNo;
    },
    settled(key: string | number) {
      pending.current.delete(key);
    },
  };
}
