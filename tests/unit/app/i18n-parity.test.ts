import { LOCALES } from '@/lib/i18n';

type Tree = Record<string, unknown>;

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? keys(value as Tree, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

const files = import.meta.glob<{ default: Tree }>(
  ['/src/lib/i18n/locales/*.ts', '/src/features/*/locales/*.ts', '/src/entities/*/*/locales/*.ts'],
  { eager: true },
);

const byNamespace = new Map<string, Map<string, Tree>>();
for (const [file, module] of Object.entries(files)) {
  const match = /\/locales\/([\w-]+)\.(\w+)\.ts$/.exec(file);
  expect(match, `${file} must be named <namespace>.<locale>.ts`).not.toBeNull();
  const [, namespace, locale] = match!;
  if (!byNamespace.has(namespace!)) byNamespace.set(namespace!, new Map());
  expect(
    byNamespace.get(namespace!)!.has(locale!),
    `namespace ${namespace} defined twice for ${locale}`,
  ).toBe(false);
  byNamespace.get(namespace!)!.set(locale!, module.default);
}

/**
 * Hindi's common texts also carry India's profile's Hindi free texts under `profile`: no translation of a
 * Spanish text but the profile's own, which the build puts there (src/lib/i18n/profile-hindi.ts) so that
 * Spanish and English pages, which read the profile itself, load none of it.
 */
const translated = (namespace: string, locale: string) => (key: string) =>
  !(namespace === 'common' && locale === 'hi' && key.startsWith('profile.'));

describe('locales', () => {
  it('has the common namespace', () => {
    expect(byNamespace.has('common')).toBe(true);
  });

  // The legal documents are each market's own (Mexico's in Spanish, India's in English), not translations of
  // one text: the build checks their shape (scripts/lender-profile/documents.ts).
  const OWN_DOCUMENTS = new Set(['privacy', 'loanTerms']);

  for (const [namespace, locales] of byNamespace) {
    if (OWN_DOCUMENTS.has(namespace)) {
      it(`${namespace}: every locale has its document`, () => {
        expect([...locales.keys()].sort()).toEqual([...LOCALES].sort());
        for (const tree of locales.values()) expect(String(tree.title).trim()).not.toBe('');
      });
      continue;
    }
    it(`${namespace}: every locale has every key of es, and no others, none empty`, () => {
      expect([...locales.keys()].sort()).toEqual([...LOCALES].sort());
      const base = keys(locales.get('es')!).sort();
      for (const locale of LOCALES) {
        const tree = locales.get(locale)!;
        expect(keys(tree).filter(translated(namespace, locale)).sort(), locale).toEqual(base);
        for (const key of base) {
          const value = key.split('.').reduce<unknown>((node, part) => (node as Tree)[part], tree);
          expect(
            typeof value === 'string' ? value.trim() : value,
            `${locale}:${namespace}.${key}`,
          ).toBeTruthy();
        }
      }
    });
  }
});
