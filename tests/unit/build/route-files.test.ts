// @vitest-environment node
import { routeFiles, type ChunkGraph } from '../../../scripts/route-preload/route-files';
import type { RouteDef } from '@/lib/router/route-def';
import { paths } from '@/config/paths';

const graph = (imports: Record<string, string[]>, modules: Record<string, string>): ChunkGraph => ({
  entries: ['core.js'],
  modules: Object.keys(modules),
  fileOf: (module) => modules[module],
  importsOf: (file) => imports[file] ?? [],
});

const modules = {
  'src/main.ts': 'core.js',
  'src/app/start.tsx': 'app.js',
  'src/lib/http/network.ts': 'network.js',
  'src/features/loan/routes/confirm-loan.tsx': 'confirm-loan.js',
  'src/features/loan/routes/confirm-loan.data.ts': 'loan-data.js',
  'src/features/official/routes/home.tsx': 'home.js',
  'src/features/official/components/site-layout.tsx': 'site-layout.js',
  'src/features/loan/locales/loan-confirm.es.ts': 'loan-confirm.es.js',
  'src/features/loan/locales/loan-confirm.en.ts': 'loan-confirm.en.js',
  'src/features/official/locales/official.es.ts': 'official.es.js',
  'src/features/official/locales/official.en.ts': 'official.en.js',
  'src/features/loan/locales/loan-confirm.hi.ts': 'loan-confirm.hi.js',
  'src/features/official/locales/official.hi.ts': 'official.hi.js',
  'src/lib/i18n/locales/common.hi.ts': 'common.hi.js',
  'src/app/not-found.tsx': 'not-found.js',
};
const imports = {
  'core.js': ['runtime.js'],
  'app.js': ['core.js', 'framework.js'],
  'transport.js': ['core.js'],
  'network.js': ['core.js'],
  'confirm-loan.js': ['framework.js', 'app.js', 'loan-ui.js'],
  'loan-data.js': ['core.js', 'transport.js'],
  'home.js': ['framework.js', 'app.js'],
  'site-layout.js': ['framework.js', 'app.js'],
  'not-found.js': ['framework.js', 'app.js'],
};
const table: RouteDef[] = [
  {
    path: paths.confirmLoan,
    page: 'loan/routes/confirm-loan',
    data: 'loan/routes/confirm-loan.data',
    namespaces: ['loan-confirm'],
  },
  {
    path: '/',
    page: 'official/routes/home',
    namespaces: ['official'],
    layout: { id: 'site', module: 'official/components/site-layout', namespaces: ['official'] },
  },
];

describe('route files (the preload map)', () => {
  const report = routeFiles(graph(imports, modules), table);

  it('puts the entry and the React half of start-up in the shell', () => {
    expect(report.shell.entryJs.sort()).toEqual(['core.js', 'runtime.js']);
    expect(report.shell.js.sort()).toEqual(['app.js', 'core.js', 'framework.js', 'runtime.js']);
  });

  it('gives a data route its page, its data module, the transport and its texts per locale', () => {
    const confirm = report.routes.find((route) => route.path === paths.confirmLoan)!;
    expect(confirm.data).toBe(true);
    expect(confirm.js).toEqual(
      expect.arrayContaining(['confirm-loan.js', 'loan-ui.js', 'loan-data.js', 'transport.js']),
    );
    expect(confirm.texts).toEqual({
      es: ['loan-confirm.es.js'],
      en: ['loan-confirm.en.js'],
      // Hindi's common texts are a file of their own: the Spanish and English ones ship with start-up.
      hi: ['common.hi.js', 'loan-confirm.hi.js'],
    });
  });

  it('gives axios only to a data route whose first call the HTML does not send', () => {
    const sends = (firstCalls?: RouteDef['firstCalls']) =>
      routeFiles(graph(imports, modules), [{ ...table[0]!, firstCalls }]).routes[0]!.js;
    expect(sends()).toContain('network.js');
    expect(sends(['loanConfirm'])).not.toContain('network.js');
  });

  it('gives a static page its layout and no transport, and names each text once', () => {
    const home = report.routes.find((route) => route.path === '/')!;
    expect(home.js).toContain('site-layout.js');
    expect(home.js).not.toContain('transport.js');
    expect(home.texts.es).toEqual(['official.es.js']);
  });

  it("follows what a route's texts import: a phrase they share is a chunk its first load needs", () => {
    const withPhrase = {
      ...imports,
      'loan-confirm.es.js': ['phrase.js'],
      'loan-confirm.hi.js': ['phrase.js'],
    };
    const confirm = routeFiles(graph(withPhrase, modules), table).routes[0]!;
    expect(confirm.js).toContain('phrase.js');
    // The texts themselves stay per language.
    expect(confirm.js.filter((file) => file.includes('loan-confirm.'))).toEqual([]);
  });

  it('names what only some queries need at once, beyond the route files', () => {
    const withQr = { ...modules, 'src/features/loan/components/qr.tsx': 'qr.js' };
    const qrImports = { ...imports, 'qr.js': ['qr-encoder.js', 'framework.js'] };
    const when = [{ key: 'payCode', pattern: '^UPI', module: 'loan/components/qr' }];
    const confirm = routeFiles(graph(qrImports, withQr), [{ ...table[0]!, firstLoadWhen: when }]).routes[0]!;
    expect(confirm.when).toEqual([{ key: 'payCode', pattern: '^UPI', js: ['qr.js', 'qr-encoder.js'] }]);
    expect(confirm.js).not.toContain('qr.js');
  });

  it('names what a page fetches on purpose after its first paint, with its texts, apart from its files', () => {
    const withAnnex = { ...modules, 'src/features/loan/components/annex.tsx': 'annex.js' };
    const annexImports = { ...imports, 'annex.js': ['annex-parts.js', 'app.js'] };
    const afterFirstPaint = [{ module: 'loan/components/annex', namespaces: ['loan-confirm'] }];
    const confirm = routeFiles(graph(annexImports, withAnnex), [{ ...table[0]!, afterFirstPaint }])
      .routes[0]!;
    expect(confirm.later?.sort()).toEqual(
      ['annex-parts.js', 'annex.js', 'loan-confirm.en.js', 'loan-confirm.es.js', 'loan-confirm.hi.js'].sort(),
    );
    expect(confirm.js).not.toContain('annex.js');
  });

  it('names the chunks of the page an address no route matches shows, beyond the shell', () => {
    expect(report.notFound).toEqual(['not-found.js']);
  });

  it('lists the background files apart from every first load', () => {
    const withBackground = { ...modules, 'src/lib/pwa/register.ts': 'register.js' };
    const report = routeFiles(graph({ ...imports, 'register.js': ['core.js'] }, withBackground), table);
    expect(report.background).toEqual(['register.js']);
  });

  it('fails the build when a route module has no chunk', () => {
    const broken = { ...modules, 'src/features/official/routes/home.tsx': undefined } as unknown as Record<
      string,
      string
    >;
    expect(() => routeFiles(graph(imports, broken), table)).toThrow('no chunk for src/features/official');
  });
});
