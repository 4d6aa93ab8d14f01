import type { KeyboardEvent } from 'react';

/**
 * Props that make an icon or a span in the top bar work as a button from the keyboard too: it takes the focus in
 * tab order, and Enter or Space acts as a click (which is also what opens a Dropdown bound to it).
 */
export const pressable = {
  role: 'button',
  tabIndex: 0,
  onKeyDown: (e: KeyboardEvent<HTMLElement>) => {
    if (e.key !== 'Enter' && e.key !== ' ') return;
    e.preventDefault();
    e.currentTarget.click();
  },
} as const;
