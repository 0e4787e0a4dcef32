import { loadersFromGlob } from '@/lib/i18n';

/** Every `locales/<namespace>.<locale>.ts` in the app, each its own lazy chunk. */
export const resourceLoaders = loadersFromGlob(
  import.meta.glob(['../lib/i18n/locales/*.ts', '../features/*/locales/*.ts']),
);
