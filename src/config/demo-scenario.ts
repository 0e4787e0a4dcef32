/**
 * The demo backend's scenario, shared by the demo handlers and the /testPreview picker. It travels in a
 * cookie so that the in-browser worker and the loopback demo server both see it, e.g.
 * `status=174&delay=1500&fault=loanDetails:500&code=sendSms:101`. Calls go by their catalogue names.
 */
import { calls } from './calls';

export const DEMO_SCENARIO_COOKIE = 'demo_scenario';

/** A call's one name: its key in the call catalogue (src/config/calls.ts). */
export type CallName = keyof typeof calls;

/**
 * The calls a scenario can fault or refuse, by their catalogue names. `loanConfirmReload` is `loanConfirm`'s
 * path with `isType=1` added: the demo serves one path with one handler, so a scenario names both the first
 * read and its reload `loanConfirm`.
 */
export type DemoEndpoint = Exclude<CallName, 'loanConfirmReload'>;
export const DEMO_ENDPOINTS: readonly DemoEndpoint[] = (Object.keys(calls) as CallName[]).filter(
  (name): name is DemoEndpoint => name !== 'loanConfirmReload',
);

/**
 * `500`: HTTP 500 with a message. `network`: the connection drops. `timeout`: no answer at all.
 * `malformed`: truncated JSON. `shape`: valid JSON of the wrong shape. `code`: a non-zero business code.
 * `401`: HTTP 401, the session has ended (contract §8).
 */
export const DEMO_FAULTS = ['500', 'network', 'timeout', 'malformed', 'shape', 'code', '401'] as const;
export type DemoFault = (typeof DEMO_FAULTS)[number];

/**
 * The flag `keyFacts` trims the confirm offer's key facts (contract §7): `none` sends none, `-a,b` leaves
 * fields a and b out. This value removes one row from the demo statement in both markets (the interest
 * rate), so /testPreview lists it as missing.
 */
export const DEMO_KEY_FACTS_ONE_ROW_REMOVED = '-interestRate';

export const ORDER_STATUSES = ['21', '110', '151', '170', '174', '180', '200'] as const;

export interface DemoScenario {
  /** Order status served by loan details (contract §4). */
  status?: string;
  /** Added latency in ms on every call. */
  delayMs?: number;
  /** Faults by endpoint name, or `*` for every call. */
  faults: Partial<Record<DemoEndpoint | '*', DemoFault>>;
  /** Business codes by endpoint name (e.g. sendSms:101, register:11, cardRepaymentCommit:800005). */
  codes: Partial<Record<DemoEndpoint, string>>;
  /** Free-form switches a handler may read (e.g. `needValid=0`, `score=1`). */
  flags: Record<string, string>;
}

const isEndpoint = (name: string): name is DemoEndpoint =>
  (DEMO_ENDPOINTS as readonly string[]).includes(name);
const isFault = (name: string): name is DemoFault => (DEMO_FAULTS as readonly string[]).includes(name);

function pairs(list: string | null): [string, string][] {
  return (list ?? '')
    .split(',')
    .map((item) => item.split(':'))
    .filter((pair): pair is [string, string] => pair.length === 2 && Boolean(pair[0]) && Boolean(pair[1]));
}

export function parseDemoScenario(text: string | undefined): DemoScenario {
  const scenario: DemoScenario = { faults: {}, codes: {}, flags: {} };
  if (!text) return scenario;
  const params = new URLSearchParams(text);
  const status = params.get('status');
  if (status && (ORDER_STATUSES as readonly string[]).includes(status)) scenario.status = status;
  const delayMs = Number(params.get('delay'));
  if (Number.isFinite(delayMs) && delayMs > 0) scenario.delayMs = Math.min(delayMs, 120_000);
  for (const [name, fault] of pairs(params.get('fault'))) {
    if ((name === '*' || isEndpoint(name)) && isFault(fault)) scenario.faults[name] = fault;
  }
  for (const [name, code] of pairs(params.get('code'))) {
    if (isEndpoint(name) && /^-?\d{1,8}$/.test(code)) scenario.codes[name] = code;
  }
  for (const [key, value] of params) {
    if (!['status', 'delay', 'fault', 'code'].includes(key)) scenario.flags[key] = value;
  }
  return scenario;
}

export function formatDemoScenario(scenario: Partial<DemoScenario>): string {
  const params = new URLSearchParams();
  if (scenario.status) params.set('status', scenario.status);
  if (scenario.delayMs) params.set('delay', String(scenario.delayMs));
  const faults = Object.entries(scenario.faults ?? {}).map(([name, fault]) => `${name}:${fault}`);
  if (faults.length) params.set('fault', faults.join(','));
  const codes = Object.entries(scenario.codes ?? {}).map(([name, code]) => `${name}:${code}`);
  if (codes.length) params.set('code', codes.join(','));
  for (const [key, value] of Object.entries(scenario.flags ?? {})) params.set(key, value);
  return params.toString();
}
