import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** The console's accessibility bar: WCAG 2.0 and 2.1, levels A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The rules of those levels that this axe (4.13) marks experimental and leaves out even when their tags are asked
 * for: a control's name contains the text it shows (2.5.3), data cells have headers and tables no fake caption
 * (1.3.1), no paragraph styled as a heading (1.3.1), and no orientation lock (1.3.4).
 */
const EXPERIMENTAL_WCAG_RULES = ['label-content-name-mismatch', 'td-has-header', 'table-fake-caption', 'p-as-heading', 'css-orientation-lock'];

/** An axe run over the page by every WCAG 2.1 A/AA rule, the experimental ones included. */
export function wcagAxe(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).options({
    runOnly: { type: 'tag', values: WCAG_TAGS },
    rules: Object.fromEntries(EXPERIMENTAL_WCAG_RULES.map((id) => [id, { enabled: true }])),
  });
}
