import { ensureChromium } from '../find-chromium';

export const CHROMIUM_PATH = ensureChromium();

export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];
