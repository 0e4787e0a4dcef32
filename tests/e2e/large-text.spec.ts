import type { Page } from '@playwright/test';
import { test, expect, watchNetwork } from './fixtures';
import { contrastProblems, layoutProblems, MIN_TARGET, type LayoutReport } from './layout/checks';
import { installTextZoom } from './layout/text-zoom';
import { EXTRA_STATES, openLoaded, type ExtraState } from './page-states';
import { ROUTES, pageUrl, type Locale } from './routes';

/**
 * The borrower's own phone. Every route in both markets, with each state a borrower reaches
 * (page-states.ts: the dialogs, unfolded details, validation errors), measured at two settings:
 * - a small screen, 320×568, with normal text;
 * - 360×640 with every font size doubled, as Android's system font size scales a webview (text-zoom.ts).
 * At each: no sideways scrolling and nothing wider than the screen, no word, amount, date or e-mail broken
 * over lines, no text over text, every control visible, reachable and at least 44×44 CSS px (checks.ts).
 * At the small screen also the boundaries of controls and their focus rings at 3:1 (WCAG 1.4.11).
 *
 * Measured without `isMobile`: a mobile viewport in Playwright widens its layout width to fit what
 * overflows, hiding exactly what this test looks for. One page per route and market, resized and zoomed
 * in place between the two settings.
 */

test.use({ isMobile: false, viewport: { width: 320, height: 568 }, deviceScaleFactor: 1 });

const SETTINGS = [
  { name: '320×568', viewport: { width: 320, height: 568 }, zoom: 1, contrast: true },
  { name: '360×640, text ×2', viewport: { width: 360, height: 640 }, zoom: 2, contrast: false },
] as const;

/** Two frames: React and the browser have answered the resize or the zoom. */
const settled = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

async function zoomText(page: Page, factor: number) {
  for (const frame of page.frames())
    await frame.evaluate(
      (value) => (window as unknown as { __textZoom: (f: number) => void }).__textZoom(value),
      factor,
    );
}

async function measure(page: Page, setting: (typeof SETTINGS)[number], label: string): Promise<string[]> {
  await page.setViewportSize(setting.viewport);
  await zoomText(page, setting.zoom);
  await settled(page);
  const problems: string[] = [];
  const counted = { words: 0, lines: 0, controls: 0 };
  for (const frame of page.frames()) {
    const where = frame === page.mainFrame() ? '' : ` (frame ${new URL(frame.url()).hash || frame.url()})`;
    const report: LayoutReport = await frame.evaluate(layoutProblems, MIN_TARGET);
    problems.push(...report.problems.map((problem) => `${label} [${setting.name}]${where}: ${problem}`));
    counted.words += report.counted.words;
    counted.controls += report.counted.controls;
    if (setting.contrast) {
      // One real key press first: focus moved by script then shows the keyboard's :focus-visible ring.
      if (frame === page.mainFrame()) await page.keyboard.press('Tab');
      const contrast = await frame.evaluate(contrastProblems, true);
      problems.push(...contrast.map((problem) => `${label} [${setting.name}]${where}: ${problem}`));
    }
  }
  console.log(
    `layout ${label} [${setting.name}]: ${counted.words} words, ${counted.controls} controls, ` +
      `${problems.length ? `${problems.length} problem(s)` : 'no problems'}`,
  );
  await zoomText(page, 1);
  return problems;
}

for (const locale of ['es', 'en'] as Locale[]) {
  for (const route of ROUTES) {
    test(`large text and small screens: ${locale} ${route.path}`, async ({ page, scenario, context }) => {
      const states: ExtraState[] = EXTRA_STATES[route.path] ?? [];
      test.setTimeout(30_000 + states.length * 15_000);
      await page.addInitScript(installTextZoom);
      const url = pageUrl(route, locale);
      const network = watchNetwork(page);
      const problems: string[] = [];
      for (const state of [undefined, ...states]) {
        const label = `${locale} ${route.path}${state ? ` [${state.name}]` : ''}`;
        await context.clearCookies();
        if (state?.flags) await scenario({ flags: state.flags });
        await page.setViewportSize(SETTINGS[0].viewport);
        await openLoaded(page, network, url);
        await state?.open(page);
        // Entry transitions (dialogs, toasts) at rest.
        await page.waitForTimeout(state ? 350 : 0);
        for (const setting of SETTINGS) problems.push(...(await measure(page, setting, label)));
      }
      expect(problems.length, `layout problems:\n${problems.join('\n')}`).toBe(0);
    });
  }
}
