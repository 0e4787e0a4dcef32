import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe-core on the page as it is, its same-origin frames included (/Policy frames the privacy notice).
 *
 * In legacy mode: axe runs in the page itself and asks its frames over postMessage, instead of opening a blank
 * page in the context to gather the frames' results (`setLegacyMode` in @axe-core/playwright's API). That
 * blank page is a new renderer for every scan: on this 2-core machine a scan took 1.0–2.0 s of CPU with it
 * and 0.5–1.1 s without, across about 200 scans per run. What legacy mode gives up, frames of another
 * origin, the app has none of: it frames only its own pages.
 *
 * Only violations and the results to review by hand are reported in full (axe's `resultTypes`): a pass is not
 * read, and describing each passing node (its selector, its markup) was a sixth of a scan's time.
 */
export const axe = (page: Page) =>
  new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations', 'incomplete'] });
