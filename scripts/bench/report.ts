import { EVERY_ROUTE, type Budget } from './budgets';
import type { FirstLoad } from './first-load-bytes';
import { PASSES, type LighthouseFigures, type Pass } from './lighthouse-runner';
import type { SharedEntry } from './shared-entry';

export type CheckStatus = 'pass' | 'fail' | 'skipped' | 'error';

export interface Check {
  metric: 'js' | 'lcpRatio' | 'perf' | 'tbt' | 'cls' | 'requests';
  /** The Lighthouse pass the figure comes from; first-load JS has none. */
  pass?: Pass;
  limit: number;
  value: number | null;
  status: CheckStatus;
}

/** LCP and FCP divided by the floor page's, same run and pass. */
export interface Ratios {
  lcp: number | null;
  fcp: number | null;
}

export interface PageResult {
  /** A route path, or `floor` / `shared` for the two reference pages. */
  name: string;
  kind: 'route' | 'floor' | 'shared';
  load: FirstLoad;
  lighthouse: Record<Pass, LighthouseFigures | null>;
  lighthouseError: Record<Pass, string | null>;
  ratios: Record<Pass, Ratios>;
  budget: Budget | null;
  checks: Check[];
}

export interface BenchReport {
  startedAt: string;
  durationSeconds: number;
  commit: string;
  environment: { node: string; chromium: string; lighthouse: string; cpus: number };
  options: {
    routes: string[] | null;
    all: boolean;
    lighthouse: boolean;
    passes: Pass[];
    runs: number;
    strict: boolean;
  };
  units: string;
  floor: PageResult;
  shared: PageResult & { build: SharedEntry };
  routes: PageResult[];
  notRegistered: string[];
  misses: string[];
}

export const kb = (bytes: number) => bytes / 1000;

const fixed = (value: number | null | undefined, digits: number) =>
  value === null || value === undefined ? '—' : value.toFixed(digits);

function mark(check: Check | undefined): string {
  if (!check) return '';
  return { pass: ' ✓', fail: ' ✗', skipped: '', error: ' ✗' }[check.status];
}

const ratio = (value: number | null) => (value === null ? '—' : `${value.toFixed(2)}×`);

function row(page: PageResult, label: string, pass: Pass): string[] {
  const check = (metric: Check['metric']) =>
    page.checks.find((item) => item.metric === metric && (item.pass ?? pass) === pass);
  const lh = page.lighthouse[pass];
  const failed = page.lighthouseError[pass] ? 'error' : '—';
  const cells = [
    label,
    lh ? `${fixed(lh.score, 0)}${mark(check('perf'))}` : failed,
    lh ? fixed(lh.fcpMs, 0) : '—',
    ratio(page.ratios[pass].fcp),
    lh ? fixed(lh.lcpMs, 0) : '—',
    `${ratio(page.ratios[pass].lcp)}${page.ratios[pass].lcp === null ? '' : mark(check('lcpRatio'))}`,
    lh ? `${fixed(lh.tbtMs, 0)}${mark(check('tbt'))}` : '—',
    lh ? `${fixed(lh.cls, 3)}${mark(check('cls'))}` : '—',
    lh ? `${fixed(lh.requestsBeforeLcp, 0)}${mark(check('requests'))}` : '—',
  ];
  if (pass === 'applied') return cells;
  return [
    ...cells,
    lh?.chainLength != null ? `${lh.chainLength} / ${fixed(lh.chainMs, 0)} ms` : '—',
    `${fixed(kb(page.load.jsBytes), 1)}${mark(check('js'))}`,
    fixed(kb(page.load.cssBytes), 1),
  ];
}

function table(header: string[], rows: string[][]): string {
  const all = [header, ...rows];
  const widths = header.map((_, column) =>
    Math.max(...all.map((cells) => [...(cells[column] ?? '')].length)),
  );
  const line = (cells: string[]) =>
    `| ${cells
      .map((cell, column) => {
        const pad = ' '.repeat((widths[column] ?? 0) - [...cell].length);
        return column === 0 ? cell + pad : pad + cell;
      })
      .join(' | ')} |`;
  const rule = `|${widths.map((width, column) => (column === 0 ? `:${'-'.repeat(width + 1)}` : `${'-'.repeat(width + 1)}:`)).join('|')}|`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

const HEADER = [
  'route',
  'score',
  'FCP ms',
  'FCP/floor',
  'LCP ms',
  'LCP/floor',
  'TBT ms',
  'CLS',
  'req. before LCP',
];
const SIMULATED_HEADER = [...HEADER, 'longest chain', 'JS KB gz', 'CSS KB gz'];

const PASS_TITLE: Record<Pass, string> = {
  simulated:
    'Simulated throttling (Lighthouse default: the trace is loaded at full speed, then a slow phone is modelled from it)',
  applied:
    'Applied throttling (`devtools`: every request really held 562.5 ms, 1.47 Mbps down, CPU 4× slower)',
};

function budgetText(budget: Budget): string {
  return `${budget.group} routes: LCP ≤ ${budget.maxLcpRatio.simulated}× floor simulated, ≤ ${budget.maxLcpRatio.applied}× applied`;
}

export function renderMarkdown(report: BenchReport): string {
  const { shared, floor } = report;
  const out: string[] = [];
  out.push(`# Bench ${report.startedAt} (${report.commit})`, '');
  out.push(
    `Production build served with gzip by the demo server; bytes are the encoded (transfer) sizes of the ` +
      `scripts and stylesheets a fresh Chromium loads until the network is idle. ${report.units}`,
  );
  out.push(
    report.options.lighthouse
      ? `Lighthouse ${report.environment.lighthouse}, mobile defaults, passes: ${report.options.passes.join(', ')}; ` +
          `${report.options.runs} run(s) per page and pass, median per figure; taken in rounds (the floor, then ` +
          "every page), each ratio to the floor the median of its rounds' ratios."
      : 'Lighthouse skipped (--no-lighthouse).',
    '',
  );
  const indexes = [floor, shared, ...report.routes]
    .flatMap((page) => PASSES.map((pass) => page.lighthouse[pass]?.benchmarkIndex))
    .filter((value): value is number => typeof value === 'number');
  if (indexes.length)
    out.push(
      `Lighthouse CPU benchmark index over the run: ${Math.min(...indexes).toFixed(0)}–${Math.max(...indexes).toFixed(0)} ` +
        '(simulated timings scale with it; other work on this machine lowers it, so compare runs with similar ' +
        'indexes or use --runs 3).',
      '',
    );
  for (const pass of report.options.lighthouse ? report.options.passes : (['simulated'] as Pass[])) {
    const rows = [
      row(floor, 'floor (bench/floor)', pass),
      row(shared, 'shared shell (not-found route)', pass),
      ...report.routes.map((page) => row(page, page.name, pass)),
    ];
    out.push(`## ${PASS_TITLE[pass]}`, '', table(pass === 'simulated' ? SIMULATED_HEADER : HEADER, rows), '');
  }
  out.push(
    `**Shared first-load JS: ${kb(shared.load.jsBytes).toFixed(1)} KB gz** — measured as the JS the ` +
      `not-found route loads: the entry, the React half of start-up, the common texts and the not-found page.`,
    '',
  );
  out.push('Shared chunks according to the build (gzip -9, as served), with their largest parts:', '');
  const parts = (groups: SharedEntry['groups']) =>
    groups
      .filter((group) => group.gzipBytes >= 300)
      .slice(0, 6)
      .map((group) => `${group.name} ${kb(group.gzipBytes).toFixed(1)}`)
      .join(', ');
  for (const chunk of shared.build.chunks)
    out.push(
      `- ${chunk.file} (${chunk.role}): ${kb(chunk.gzipBytes).toFixed(1)} KB gz, ${kb(chunk.rawBytes).toFixed(1)} KB min` +
        (chunk.groups.length ? ` — ${parts(chunk.groups)}` : ''),
    );
  out.push(`- total: ${kb(shared.build.gzipBytes).toFixed(1)} KB gz`, '');
  out.push(
    "By package or folder over the shared chunks (KB gz; each chunk's served size shared out by its modules' gzip sizes, an estimate):",
    '',
  );
  out.push(
    shared.build.groups
      .slice(0, 15)
      .map((group) => `${group.name} ${kb(group.gzipBytes).toFixed(1)}`)
      .join(' · '),
    '',
  );
  if (report.notRegistered.length)
    out.push(`Not registered yet (they render the not-found page): ${report.notRegistered.join(', ')}`, '');
  const budgets = new Map(
    report.routes.flatMap((page) => (page.budget ? [[page.budget.group, page.budget]] : [])),
  );
  if (budgets.size) {
    out.push('Targets (scripts/bench/budgets.ts):', '');
    for (const budget of budgets.values()) out.push(`- ${budgetText(budget)}`);
    out.push(
      `- every route: CLS ≤ ${EVERY_ROUTE.maxCls} in both passes; simulated: score ≥ ${EVERY_ROUTE.minPerf}, ` +
        `TBT ≤ ${EVERY_ROUTE.maxTbtMs} ms, ≤ ${EVERY_ROUTE.maxRequestsBeforeLcp} requests before LCP; first-load JS ≤ ` +
        `its figure in bench/first-load.json + ${EVERY_ROUTE.jsToleranceKb} KB (Spanish loads)`,
    );
    out.push('');
  }
  out.push(
    report.misses.length
      ? `Target misses:\n\n${report.misses.map((miss) => `- ${miss}`).join('\n')}`
      : 'No target missed.',
  );
  const notes = [floor, shared, ...report.routes].flatMap((page) => [
    ...PASSES.flatMap((pass) =>
      page.lighthouseError[pass]
        ? [`${page.name}: Lighthouse (${pass}) failed: ${page.lighthouseError[pass]}`]
        : [],
    ),
    ...(page.load.timedOut ? [`${page.name}: the network never went idle; bytes are what had loaded`] : []),
    ...page.load.errors.map((error) => `${page.name}: ${error}`),
    ...PASSES.flatMap((pass) =>
      (page.lighthouse[pass]?.warnings ?? []).map(
        (warning) => `${page.name}: Lighthouse (${pass}) warning: ${warning}`,
      ),
    ),
  ]);
  if (notes.length) out.push('', 'Notes:', '', ...notes.map((note) => `- ${note}`));
  out.push('', `Run took ${report.durationSeconds.toFixed(0)} s.`);
  return `${out.join('\n')}\n`;
}
