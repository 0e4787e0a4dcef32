const locales = import.meta.glob<{ default: Record<string, unknown> }>('@/features/loan/locales/*.ts', {
  eager: true,
});

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

function at(tree: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree);
}

const namespaces = Object.keys(locales)
  .map((file) => /\/([\w-]+)\.es\.ts$/.exec(file)?.[1])
  .filter((name): name is string => Boolean(name));

function load(name: string, locale: 'es' | 'en') {
  const file = Object.keys(locales).find((path) => path.endsWith(`/${name}.${locale}.ts`));
  if (!file) throw new Error(`missing ${name}.${locale}`);
  return locales[file]!.default;
}

describe('loan locales', () => {
  it('has every namespace the loan pages use', () => {
    expect(namespaces.sort()).toEqual([
      'loan',
      'loan-agreement',
      'loan-bind-card',
      'loan-confirm',
      'loan-details',
      'loan-incomplete',
      'loan-products',
      'loan-statement',
    ]);
  });

  it.each(namespaces)('%s: English has exactly the Spanish keys, none empty', (name) => {
    const es = load(name, 'es');
    const en = load(name, 'en');
    expect(keys(en).sort()).toEqual(keys(es).sort());
    for (const key of keys(en)) {
      const value = at(en, key);
      expect(typeof value === 'string' && value.trim().length > 0, key).toBe(true);
    }
  });
});
