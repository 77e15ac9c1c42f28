import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { waitForAnimations } from './animations.ts';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/**
 * Runs axe-core on the settled page (WCAG 2.1 A and AA rules) and fails on any serious or critical violation,
 * listing each with the elements at fault. It first waits for running animations to end: text in a dialog that is
 * still fading in has a lighter colour than the user reads, and axe would measure that one. axe is evaluated through
 * the debugging protocol, so the page's Content-Security-Policy does not have to allow it.
 */
export async function expectAccessible(page: Page, where = new URL(page.url()).pathname): Promise<void> {
  await waitForAnimations(page);
  const loaded = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe === 'object');
  if (!loaded) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: unknown, options: unknown) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.slice(0, 5).map((node) => ({ target: node.target, failureSummary: node.failureSummary })),
    }));
  });
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  const report = serious.map(
    (violation) =>
      `${violation.impact} ${violation.id}: ${violation.help}\n` +
      violation.nodes.map((node) => `    at ${JSON.stringify(node.target)}: ${node.failureSummary ?? ''}`).join('\n'),
  );
  expect(report, `accessibility violations on ${where}`).toEqual([]);
}
