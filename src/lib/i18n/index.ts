import i18next, { type BackendModule, type i18n as I18n, type PostProcessorModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '@/lib/session';

export const LOCALES = ['es', 'en', 'hi'] as const satisfies readonly Locale[];
export const BASE_LOCALE: Locale = 'es';

export type ResourceModule = { default: Record<string, unknown> };
/** `${locale}/${namespace}` -> a lazy import of that namespace's resources. */
export type ResourceLoaders = Record<string, () => Promise<ResourceModule>>;

/**
 * Locale files live beside their code as `locales/<namespace>.<locale>.ts`. This turns an
 * `import.meta.glob` of them into loaders keyed `${locale}/${namespace}`.
 */
export function loadersFromGlob(modules: Record<string, () => Promise<unknown>>): ResourceLoaders {
  const loaders: ResourceLoaders = {};
  for (const [file, load] of Object.entries(modules)) {
    const match = /\/locales\/([\w-]+)\.(\w+)\.ts$/.exec(file);
    if (match) loaders[`${match[2]}/${match[1]}`] = load as () => Promise<ResourceModule>;
  }
  return loaders;
}

function lazyBackend(loaders: ResourceLoaders): BackendModule {
  return {
    type: 'backend',
    init: () => undefined,
    read(language, namespace, callback) {
      const load = loaders[`${language}/${namespace}`];
      if (!load) {
        callback(new Error(`No resources for ${language}/${namespace}`), false);
        return;
      }
      load().then(
        (module) => callback(null, module.default as never),
        (error: unknown) => callback(error as Error, false),
      );
    },
  };
}

/**
 * A sentence ends with one full stop, also where the value put before it ends with its own: a lender's
 * name ("…, SOFOM, E.N.R."), a time ("4:08 p.m."). An ellipsis ("...") is left alone.
 */
export const withOneFullStop = (text: string): string => text.replace(/(^|[^.])\.\.(?!\.)/g, '$1.');

/** Every text the pages show goes through withOneFullStop. */
export const oneFullStop: PostProcessorModule = {
  type: 'postProcessor',
  name: 'oneFullStop',
  process: (value: string) => withOneFullStop(value),
};

/**
 * Starts i18next with only the active locale: each namespace is fetched on first use (or when a route
 * preloads it), so the first load carries one language.
 */
export async function initI18n(
  locale: Locale,
  loaders: ResourceLoaders,
  instance: I18n = i18next,
): Promise<I18n> {
  if (instance.isInitialized) {
    await instance.changeLanguage(locale);
    return instance;
  }
  await instance
    .use(lazyBackend(loaders))
    .use(oneFullStop)
    .use(initReactI18next)
    .init({
      lng: locale,
      fallbackLng: false,
      supportedLngs: [...LOCALES],
      ns: ['common'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      postProcess: [oneFullStop.name],
      react: { useSuspense: true },
      showSupportNotice: false,
    });
  // The build's prerender runs this in Node, where there is no document.
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  return instance;
}

export function preloadNamespaces(...namespaces: string[]): Promise<unknown> {
  return i18next.loadNamespaces(namespaces).catch(() => undefined);
}

export { i18next };
