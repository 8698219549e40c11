// axe-core in the browser tests: WCAG 2.1 A and AA, serious and critical violations fail.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/**
 * axe-core's classic run in the page (legacy mode): the default opens a blank page per audit to merge the
 * frames' results, which doubled the audit's cost. Savor's screens have no cross-origin frames to miss.
 * Answers the serious and critical violations as a report (rule, elements, what fails), empty when clean.
 */
export async function audit(page: Page): Promise<string> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode().analyze();
  return results.violations
    .filter((v) => FAILING_IMPACTS.has(v.impact ?? ''))
    .map((v) => {
      const nodes = v.nodes.map((n) => `  ${n.html.slice(0, 160)}\n    ${n.failureSummary?.split('\n').slice(1).join(' ') ?? ''}`);
      return `${v.id} (${v.impact}): ${v.help}\n${nodes.join('\n')}`;
    })
    .join('\n');
}
