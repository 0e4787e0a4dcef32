import { loadersFromGlob } from '@/lib/i18n';
import commonEn from '@/lib/i18n/locales/common.en';
import commonEs from '@/lib/i18n/locales/common.es';

/**
 * Every feature's `locales/<namespace>.<locale>.ts` (and an entity's), each its own lazy chunk. The common texts
 * in Spanish and English ship with the start-up code instead (~0.7 KB gzip each): one request fewer on every
 * first load. Hindi's come as a file of their own, asked for by the HTML with the page's texts.
 */
export const resourceLoaders = {
  ...loadersFromGlob(import.meta.glob(['../features/*/locales/*.ts', '../entities/*/*/locales/*.ts'])),
  'es/common': () => Promise.resolve({ default: commonEs }),
  'en/common': () => Promise.resolve({ default: commonEn }),
  // Hindi's own file: the Spanish and English first loads carry none of it.
  'hi/common': () => import('@/lib/i18n/locales/common.hi'),
};
