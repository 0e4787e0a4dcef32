import { CHROME_FLAGS, ensureChromium } from '../find-chromium';

export const CHROMIUM_PATH = ensureChromium();

export { CHROME_FLAGS };
