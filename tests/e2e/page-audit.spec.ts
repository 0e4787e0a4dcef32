import { axe } from './axe';
import type { Frame, Locator, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { otherMarketWords } from '../support/market-words';
import { foreignWords } from '../support/page-language';
import { watchNetwork } from './fixtures';
import { clearOrigin, test, expect } from './warm-context';
import {
  amountLabelProblems,
  codeBreakProblems,
  contrastProblems,
  layoutProblems,
  MIN_TARGET,
  type LayoutReport,
} from './layout/checks';
import {
  MAX_CLS,
  observeShifts,
  report,
  SERVER_HOLD,
  settleNetwork,
  shiftsOf,
  total,
} from './layout/held-answers';
import { emptyHeadingProblems, gluedLinkProblems } from './layout/structure';
import { fixedTextProblems, recordTextSizes } from './layout/text-size';
import { installTextZoom } from './layout/text-zoom';
import { oneTripProblems, throttleFirstLoad } from './layout/one-trip';
import { EXTRA_STATES, openLoaded, type ExtraState } from './page-states';
import { paths } from '../../src/config/paths';
import { ROUTES, pageUrl, type Locale } from './routes';

/**
 * One audit per route and market and language (Spanish for Mexico, English and Hindi for India), each page load used for every
 * check that needs one:
 *
 * 1. Slow answers (layout/held-answers.ts): the page opens with every API answer held back 1.5 s by the demo
 *    server, as on a slow network; the layout shifts without recent input, summed until it has settled, stay
 *    at or under 0.02, and nothing is logged to the console. On that load every file crosses a slow link
 *    with its cache off, and the load is one trip (layout/one-trip.ts): every script, stylesheet and text
 *    file asked for before the app's first script ran, and each of them in the route map.
 * 2. No page names the other market's law, regulator or identity documents (its text once loaded, closed
 *    disclosures and the /Policy frame included; /testPreview switches markets by design and is left out).
 * 3. axe-core's default rules: zero violations, WCAG 2.0/2.1 A and AA and best practice alike; and what the
 *    structure promises (layout/structure.ts): no heading with nothing under it, no two links side by side
 *    with nothing between them (they read as one), at 360×640.
 * 4. The borrower's own phone (layout/checks.ts): a small screen, 320×568 with normal text, and 360×640
 *    with every font size doubled, as Android's system font size scales a webview (layout/text-zoom.ts).
 *    At each: no sideways scrolling and nothing wider than the screen, no word, amount, date or e-mail
 *    broken over lines (a reference's groups of four included; an e-mail that would fit on a line of its
 *    own), no code (a reference, a CLABE, a UPI ID) broken inside one of its groups nor its groups printed
 *    together, no two links meeting on a line, no text over text or cut off with "…", no floating button over text
 *    wherever it is dragged or the page scrolled, every control visible, reachable and at least 44×44 CSS
 *    px, no amount printed smaller than its label; at 320 px also the boundaries of controls and their
 *    focus rings at 3:1 (WCAG 1.4.11).
 * 5. The root font at 200 % (the browser's text size, layout/text-size.ts) at 320×568: every text twice its
 *    size (none sized in px to escape it, the root included), and the checks of 4 again but contrast.
 * 6. A retry on a slow network, once per route that loads data (RETRIED): the content replaces the error
 *    without moving what is painted.
 *
 * Then each further state a borrower reaches on the page (page-states.ts: dialogs, unfolded details,
 * validation errors, the SMS step) is opened on a fresh load, scanned by axe and measured at 320×568 and with
 * the root font at 200 % (5: the doubled text of 4 on the narrower screen). 3's axe, 4 and the further states
 * in Spanish and Hindi; English's first load gets 1, 2, 3's structure and 5 (MEASURED_WHOLE).
 *
 * Measured without `isMobile`: a mobile viewport in Playwright widens its layout width to fit what
 * overflows, hiding exactly what the layout checks look for. Every load is at the phone's 360×640; the
 * page is resized and zoomed in place for the layout checks. The tests of a worker share its browser context
 * (warm-context.ts), each on a new page with cookies and storage cleared: after the first load (over the
 * network, for 1) the app's files come from its HTTP cache, which is why the answers are held on the server
 * rather than intercepted.
 */

test.use({
  workerContextOptions: { isMobile: false, viewport: { width: 360, height: 640 }, deviceScaleFactor: 1 },
});

const PHONE = { width: 360, height: 640 };
const SETTINGS = [
  { name: '320×568', viewport: { width: 320, height: 568 }, zoom: 1, contrast: true },
  { name: '360×640, text ×2', viewport: PHONE, zoom: 2, contrast: false },
] as const;

/** The WCAG levels every route has always been held to; the rest of axe's default rules are best practice. */
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Nothing scrolls by itself at the moment of a check: every scroll position unchanged over two frames. The
 * home page's carousel turns every 3 s with a smooth scroll, and a check taken in the middle of one would
 * see a slide half out of its box.
 */
const atRest = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((done) => {
        const positions = () =>
          [...document.querySelectorAll('*')]
            .filter(
              (element) =>
                element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight,
            )
            .map((element) => `${element.scrollLeft},${element.scrollTop}`)
            .join(';');
        let last = positions();
        let still = 0;
        const frame = () =>
          requestAnimationFrame(() => {
            const now = positions();
            still = now === last ? still + 1 : 0;
            last = now;
            if (still >= 2) done();
            else frame();
          });
        frame();
      }),
  );

/**
 * A carousel that turns by itself (the home page's) is stopped with its own button and shown at its first
 * slide before the page is resized for the layout checks: it keeps its scroll offset through a resize, so a
 * later slide would be measured 20 px off its box, a state a borrower sees only until its next turn.
 */
async function stopCarousels(page: Page): Promise<void> {
  const stop = page.getByRole('button', {
    name: /^(Detener el desplazamiento automático|Stop automatic slide show|अपने-आप चलने वाला स्लाइड शो रोकें)$/,
  });
  if ((await stop.count()) === 0) return;
  await stop.click();
  await page.getByRole('button', { name: /^(Mostrar promoción 1|Show promotion 1|ऑफ़र 1 दिखाएँ)$/ }).click();
  // Until the smooth scroll back to the first slide has ended: a turn that had begun before the stop, on a
  // busy machine, can leave two still frames on the way (a slide measured 20 px into its neighbour once).
  await expect
    .poll(() =>
      page.locator('.carousel__track').evaluateAll((tracks) => tracks.map((track) => track.scrollLeft)),
    )
    .toEqual([0]);
  await atRest(page);
}

/** axe's default rules on the page as it is: one line per violating node. */
async function scan(page: Page, label: string): Promise<string[]> {
  // Entry transitions (dialogs, toasts) finished, so colours are measured at rest: waited for, not timed.
  for (const frame of page.frames())
    await frame.evaluate(() =>
      Promise.race([
        Promise.all(
          document
            .getAnimations()
            .filter(
              (animation) =>
                animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity,
            )
            .map((animation) => animation.finished.catch(() => undefined)),
        ),
        // A bound, not a wait: an entry transition lasts a few hundred ms.
        new Promise((done) => setTimeout(done, 2_000)),
      ]),
    );
  await atRest(page);
  const { violations, incomplete } = await axe(page).analyze();
  const found = violations.flatMap((violation) => {
    const level = violation.tags.some((tag) => WCAG.includes(tag)) ? 'WCAG' : 'best practice';
    return violation.nodes.map(
      (node) =>
        `${violation.id} (${level}, ${violation.impact}): ${node.target.join(' ')} — ${node.failureSummary?.split('\n')[1]?.trim() ?? ''}`,
    );
  });
  console.log(
    `axe ${label}: ${found.length ? `${found.length} violation(s)` : 'no violations'}${incomplete.length ? ` (${incomplete.length} to review by hand)` : ''}`,
  );
  return found.map((line) => `axe ${label}: ${line}`);
}

/** Where a problem was found: nothing for the page, the frame's route or address for a frame. */
const frameLabel = (page: Page, frame: Frame) =>
  frame === page.mainFrame() ? '' : ` (frame ${new URL(frame.url()).hash || frame.url()})`;

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
  await atRest(page);
  const problems: string[] = [];
  const counted = { words: 0, controls: 0 };
  for (const frame of page.frames()) {
    const where = frameLabel(page, frame);
    const layout: LayoutReport = await frame.evaluate(layoutProblems, MIN_TARGET);
    problems.push(
      ...layout.problems.map((problem) => `layout ${label} [${setting.name}]${where}: ${problem}`),
    );
    counted.words += layout.counted.words;
    counted.controls += layout.counted.controls;
    const amountsAndCodes = [
      ...(await frame.evaluate(amountLabelProblems)),
      ...(await frame.evaluate(codeBreakProblems)),
      ...(await frame.evaluate(gluedLinkProblems)),
    ];
    problems.push(
      ...amountsAndCodes.map((problem) => `layout ${label} [${setting.name}]${where}: ${problem}`),
    );
    if (setting.contrast) {
      // One real key press first: focus moved by script then shows the keyboard's :focus-visible ring.
      if (frame === page.mainFrame()) await page.keyboard.press('Tab');
      const contrast = await frame.evaluate(contrastProblems, true);
      problems.push(...contrast.map((problem) => `layout ${label} [${setting.name}]${where}: ${problem}`));
    }
  }
  console.log(
    `layout ${label} [${setting.name}]: ${counted.words} words, ${counted.controls} controls, ` +
      `${problems.length ? `${problems.length} problem(s)` : 'no problems'}`,
  );
  await zoomText(page, 1);
  await page.setViewportSize(PHONE);
  return problems;
}

/** Chromium's default text sizes (standard, and fixed for monospace), as a browser ships them. */
const DEFAULT_TEXT = { standard: 16, fixed: 13 };

/**
 * The root font at 200 %, as the browser's text size sets it (Chromium's default font size, the setting an
 * Android host also makes through `WebSettings.setDefaultFontSize`), on the small screen (320×568): 1rem
 * doubles, and whatever is sized in rem or em with it; a root or any text sized in px would not
 * (layout/text-size.ts names each). An amount must grow with its label ("Pagas en total" over
 * "$3,351.17"), a code that wraps must wrap between its groups ("cashloan.363859@icici" once broke as
 * "cashloan.3638" / "59@icici" here), two links must not meet on a line, and no word, amount, date or e-mail
 * may break where it fits (layoutProblems, as at the other settings).
 */
async function measureRootFont(page: Page, label: string): Promise<string[]> {
  await page.setViewportSize(SETTINGS[0].viewport);
  await settled(page);
  for (const frame of page.frames()) await frame.evaluate(recordTextSizes);
  // Set after the resize: Playwright's viewport emulation puts the page's text size back.
  const browser = await page.context().newCDPSession(page);
  await browser.send('Page.setFontSizes', {
    fontSizes: { standard: DEFAULT_TEXT.standard * 2, fixed: DEFAULT_TEXT.fixed * 2 },
  });
  await settled(page);
  await atRest(page);
  const problems: string[] = [];
  for (const frame of page.frames()) {
    const where = frameLabel(page, frame);
    const layout: LayoutReport = await frame.evaluate(layoutProblems, MIN_TARGET);
    const found = [
      ...(await frame.evaluate(fixedTextProblems, 2)),
      ...layout.problems,
      ...(await frame.evaluate(amountLabelProblems)),
      ...(await frame.evaluate(codeBreakProblems)),
      ...(await frame.evaluate(gluedLinkProblems)),
    ];
    problems.push(...found.map((problem) => `layout ${label} [root font 200 %]${where}: ${problem}`));
  }
  console.log(
    `layout ${label} [root font 200 %]: ${problems.length ? `${problems.length} problem(s)` : 'no problems'}`,
  );
  await browser.send('Page.setFontSizes', { fontSizes: DEFAULT_TEXT });
  await browser.detach();
  await page.setViewportSize(PHONE);
  await settled(page);
  return problems;
}

/**
 * What a page's structure promises (layout/structure.ts), on the page as it is: every heading has
 * something under it, and no two links meet on a line with nothing between them.
 */
async function structureProblems(page: Page, label: string): Promise<string[]> {
  const problems: string[] = [];
  for (const frame of page.frames()) {
    const where = frameLabel(page, frame);
    const found = [
      ...(await frame.evaluate(emptyHeadingProblems)),
      ...(await frame.evaluate(gluedLinkProblems)),
    ];
    problems.push(...found.map((problem) => `structure ${label} [360×640]${where}: ${problem}`));
  }
  return problems;
}

/**
 * What a borrower reaches without scrolling, the page at its top, per route and setting: on an open loan's
 * details (the demo's 174) Pay, at both settings; on /repay, what the amount to pay includes (Mexico's loan,
 * one payment) at 320×568 (with doubled text it follows the amount and its date, a screen further down).
 */
const FIRST_SCREEN: Record<
  string,
  { locales?: Locale[]; settings: string[]; what: string; find: (page: Page) => Locator }[]
> = {
  [paths.loanDetails]: [
    {
      settings: ['320×568', '360×640, text ×2'],
      what: 'Pay',
      find: (page) => page.getByRole('link', { name: /^(Pagar|Repay|लोन चुकाएँ)$/ }),
    },
  ],
  [paths.repay]: [
    {
      locales: ['es'],
      settings: ['320×568'],
      what: 'what the amount includes',
      find: (page) => page.getByRole('region', { name: 'Lo que incluye este pago' }),
    },
    {
      settings: ['360×640'],
      what: 'the first way to pay',
      find: (page) =>
        page
          .getByRole('region', { name: /^(Elige dónde pagar|Choose where to pay|भुगतान का तरीका चुनें)$/ })
          .getByRole('link')
          .first(),
    },
  ],
};

/** The walk's own load: the phone's screen, its text as the phone sets it (a first screen is read here). */
const AT_LOAD = { name: '360×640', viewport: PHONE, zoom: 1 } as const;

/** Each first-screen item of the route that is not whole within the screen at its setting. */
async function firstScreenProblems(page: Page, path: string, locale: Locale): Promise<string[]> {
  const problems: string[] = [];
  for (const setting of [AT_LOAD, ...SETTINGS]) {
    const items = (FIRST_SCREEN[path] ?? []).filter(
      (item) => item.settings.includes(setting.name) && (!item.locales || item.locales.includes(locale)),
    );
    if (items.length === 0) continue;
    await page.setViewportSize(setting.viewport);
    await zoomText(page, setting.zoom);
    await page.evaluate(() => window.scrollTo(0, 0));
    await settled(page);
    await atRest(page);
    for (const item of items) {
      const box = await item.find(page).boundingBox();
      if (!box || box.y < 0 || box.y + box.height > setting.viewport.height)
        problems.push(
          `first screen ${locale} ${path} [${setting.name}]: ${item.what} is ${box ? `at ${Math.round(box.y)}–${Math.round(box.y + box.height)} px` : 'missing'}, the screen ends at ${setting.viewport.height} px`,
        );
    }
    await zoomText(page, 1);
    await page.setViewportSize(PHONE);
  }
  return problems;
}

/** Every text a borrower can read on the page and in its frames, the title included. */
async function readableText(page: Page): Promise<string[]> {
  const texts: string[] = [];
  for (const frame of page.frames())
    texts.push(
      await frame.evaluate(() => {
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
          acceptNode: (node) =>
            node.parentElement?.closest('script, style, noscript, template')
              ? NodeFilter.FILTER_REJECT
              : NodeFilter.FILTER_ACCEPT,
        });
        const parts = [document.title];
        while (walker.nextNode()) parts.push(walker.currentNode.textContent ?? '');
        return parts.join(' ');
      }),
    );
  return texts;
}

const MARKET = { es: 'mx', en: 'in', hi: 'in' } as const;

/**
 * The names a page may show in Latin letters whatever its language: the lender's, its apps', its partners' and
 * people's, from the profiles the build used (profiles/).
 */
const PROFILE_NAMES: string[] = ['mx', 'in'].flatMap((market) => {
  const profile = JSON.parse(readFileSync(`profiles/${market}.json`, 'utf8')) as Record<string, unknown>;
  const names: string[] = [];
  const walk = (node: unknown, key = '') => {
    if (typeof node === 'string' && /^(name|brandName|legalName|operator|address)$/.test(key))
      names.push(node);
    else if (Array.isArray(node)) node.forEach((item) => walk(item, key));
    else if (node && typeof node === 'object')
      for (const [child, value] of Object.entries(node)) walk(value, child);
  };
  walk(profile);
  return names;
});

/**
 * The page's own words, block by block: a line split into inline parts (a code in groups, a number kept whole)
 * reads as one; what the borrower typed and what is marked translate="no" (their own complaint, a code) is left
 * out, being in no page's language.
 */
async function pageWords(page: Page): Promise<string[]> {
  const texts: string[] = [];
  for (const frame of page.frames())
    texts.push(
      await frame.evaluate(() => {
        const blocks = new Map<Element, string>();
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
          acceptNode: (node) =>
            node.parentElement?.closest('script, style, noscript, template, textarea, [translate="no"]')
              ? NodeFilter.FILTER_REJECT
              : NodeFilter.FILTER_ACCEPT,
        });
        while (walker.nextNode()) {
          let block = walker.currentNode.parentElement!;
          while (block.parentElement && getComputedStyle(block).display.startsWith('inline'))
            block = block.parentElement;
          blocks.set(block, (blocks.get(block) ?? '') + (walker.currentNode.textContent ?? ''));
        }
        return [document.title, ...blocks.values()].join('\n');
      }),
    );
  return texts;
}

/** No word of another language (docs/glossary.md): Hindi pages no Latin beyond codes and names. */
async function languageProblems(page: Page, locale: Locale, label: string): Promise<string[]> {
  const found = (await pageWords(page)).flatMap((text) =>
    foreignWords(locale, text, { names: PROFILE_NAMES }),
  );
  return found.length
    ? [`${label}: words not in the page's language: ${[...new Set(found)].join(', ')}`]
    : [];
}

/**
 * Which languages are measured whole. Spanish (Mexico, Latin letters) and Hindi (India, Devanagari, the longer
 * words and the script whose vowel signs clip) get every check and every further state. English shows
 * India's pages, the same markup, data and states as Hindi, in Latin letters as Spanish: its first load is
 * checked for what its own words decide (shifts while the answers arrive, no other market's or language's
 * words, where its lines end: two links that fit on one line in one language and not in another, and what
 * breaks with the text at 200 %); axe, its layout at the other settings and its further states would repeat
 * on the same markup what Hindi's and Spanish's prove.
 */
const MEASURED_WHOLE: Record<Locale, boolean> = { es: true, en: false, hi: true };

/**
 * 6. A retry on a slow network: the page opens with its answers failed, the borrower taps
 * Retry, and the held second answer replaces the error in place (shifts without recent input at most 0.02;
 * the tap is input, what the late answer moves after it is not). On each route whose first paint waits for
 * an answer (its data module calls the backend), once: Spanish with the server's message (an HTTP 500) and
 * English with the offline message (a dropped connection) take turns down the route table. Both messages sit
 * in the one error view, so what could move is the route's own content, which either failure shows.
 */
const FAILURES = [
  { locale: 'es', fault: '500', retry: 'Reintentar' },
  { locale: 'en', fault: 'network', retry: 'Try again' },
] as const;
const RETRIED = new Map(
  ROUTES.filter((route) => route.data && !route.callsOnAction).map(
    (route, index) => [route.path, FAILURES[index % FAILURES.length]!] as const,
  ),
);

for (const locale of ['es', 'en', 'hi'] as Locale[]) {
  for (const route of ROUTES) {
    test(`page audit: ${locale} ${route.path}`, async ({ page, scenario, context, pageErrors, baseURL }) => {
      const whole = MEASURED_WHOLE[locale];
      const states: ExtraState[] = whole ? (EXTRA_STATES[route.path] ?? []) : [];
      const retried = RETRIED.get(route.path)?.locale === locale;
      test.setTimeout(40_000 + states.length * 20_000 + (retried ? 15_000 : 0));
      await page.addInitScript(installTextZoom);
      const url = pageUrl(route, locale);
      const label = `${locale} ${route.path}`;

      // 1. The first load, every answer held back: nothing moves when they arrive; and, each file over a
      // slow link, it is one trip.
      const network = watchNetwork(page);
      await observeShifts(page);
      await scenario(SERVER_HOLD);
      const unthrottle = await throttleFirstLoad(page);
      await page.goto(url);
      await settleNetwork(page, network);
      expect(await oneTripProblems(page, route.path, locale, url), `${label}: one trip`).toEqual([]);
      await unthrottle();
      const shifts = await shiftsOf(page);
      expect(total(shifts), `layout shifts:\n${report(shifts)}`).toBeLessThanOrEqual(MAX_CLS);
      expect(pageErrors).toEqual([]);
      await expect(page.locator('h1').first()).toBeVisible();
      await expect(page.locator('main .loading')).toHaveCount(0);
      // A framed page (/Policy frames the app's own privacy notice) is read and scanned with its frame's content.
      for (const frame of page.frames().filter((other) => other !== page.mainFrame()))
        await expect(frame.locator('h1').first()).toBeVisible();

      // 2. The other market's words.
      if (route.path !== paths.testPreview) {
        const found = (await readableText(page)).flatMap((text) => otherMarketWords(MARKET[locale], text));
        expect(found, `${label}: the other market's law, regulator or documents`).toEqual([]);
      }
      // 2b. No other language's words (the test preview's own controls are the developers').
      const languageChecked = route.path !== paths.testPreview;
      if (languageChecked) expect(await languageProblems(page, locale, label)).toEqual([]);

      // 3 and 4 on this load, then on a fresh load for each further state.
      const problems = [...(whole ? await scan(page, label) : []), ...(await structureProblems(page, label))];
      await stopCarousels(page);
      if (whole) {
        for (const setting of SETTINGS) problems.push(...(await measure(page, setting, label)));
        problems.push(...(await firstScreenProblems(page, route.path, locale)));
      }
      problems.push(...(await measureRootFont(page, label)));
      for (const state of states) {
        const stateLabel = `${label} [${state.name}]`;
        await context.clearCookies();
        if (state.flags) await scenario({ flags: state.flags });
        await openLoaded(page, network, url);
        // Stopped before the state opens: the button is not to be pressed past an open menu or dialog.
        await stopCarousels(page);
        await state.open(page);
        if (languageChecked) problems.push(...(await languageProblems(page, locale, stateLabel)));
        problems.push(...(await scan(page, stateLabel)), ...(await structureProblems(page, stateLabel)));
        // Doubled text once: the root font at 200 % on the small screen (every size in rem, which that check
        // proves) is the doubled text of the other setting on a narrower screen.
        problems.push(...(await measure(page, SETTINGS[0], stateLabel)));
        problems.push(...(await measureRootFont(page, stateLabel)));
      }
      expect(problems, problems.join('\n')).toEqual([]);

      // 6. Retry on a slow network, on a fresh load as a first visit (nothing kept from the loads above,
      // such as /carpmm's voucher), the demo server failing the answers (at once: what is measured is the
      // retry's late answer, not how late the failure came).
      const failure = RETRIED.get(route.path);
      if (failure && retried) {
        await context.clearCookies();
        await clearOrigin(page, baseURL!);
        await scenario({ faults: { '*': failure.fault } });
        await page.goto('about:blank');
        await page.goto(url);
        await settleNetwork(page, network);
        // The same cookie again, without the faults: the retry's answer is held and then given.
        await scenario(SERVER_HOLD);
        await page.getByRole('button', { name: failure.retry }).first().click();
        await settleNetwork(page, network);
        const after = await shiftsOf(page);
        expect(
          total(after),
          `${label}: retry after ${failure.fault}, layout shifts:\n${report(after)}`,
        ).toBeLessThanOrEqual(MAX_CLS);
      }
    });
  }
}
