import { takeApiFailureCounts } from './api-failures';
import { personalValues, reportContext, type KnownRoutes, type ReportContext } from './context';
import { updateDeviceRecord } from './device-record';
import { takeCapturedErrors, type CapturedError, type ErrorSource } from './capture';
import { scrubText, trimStack } from './scrub';
import { onPageHidden, sendReports } from './send';

export interface ErrorReport extends ReportContext {
  type: 'error';
  source: ErrorSource;
  message: string;
  stack?: string;
}

export interface ApiFailureReport extends ReportContext {
  type: 'api-failures';
  counts: Record<string, number>;
}

/** At most this many error reports leave one session (a tab's life, reloads included). */
export const MAX_REPORTS_PER_SESSION = 10;
const SENT_KEY = 'telemetry.errors.sent';
const FLUSH_DELAY_MS = 5_000;

/** Turns a caught value into a report: scrubbed of personal values, its stack trimmed. */
export function toErrorReport(
  { error, source }: CapturedError,
  context: ReportContext,
  secrets: readonly string[],
): ErrorReport {
  const message =
    error instanceof Error
      ? `${error.name}: ${error.message}`
      : typeof error === 'string'
        ? error
        : 'Non-error value';
  const stack = error instanceof Error ? trimStack(error.stack, secrets) : undefined;
  return {
    type: 'error',
    source,
    message: scrubText(message, secrets).slice(0, 300),
    ...(stack ? { stack } : {}),
    ...context,
  };
}

/** The same error (message and first stack frame) is reported once per session. */
export function errorKey(report: Pick<ErrorReport, 'message' | 'stack'>): string {
  const frame = report.stack?.split('\n').find((line) => line.trim().startsWith('at ')) ?? '';
  return `${report.message}|${frame.trim()}`;
}

/** De-duplication and the per-session cap, kept in sessionStorage so a reload loop cannot flood us. */
export class SessionLimiter {
  private readonly seen: Set<string>;

  constructor(
    private readonly storage: Pick<Storage, 'getItem' | 'setItem'> | undefined,
    private readonly max = MAX_REPORTS_PER_SESSION,
  ) {
    this.seen = new Set(this.read());
  }

  /** True when the report may go (and then counts it). */
  admit(key: string): boolean {
    if (this.seen.has(key) || this.seen.size >= this.max) return false;
    this.seen.add(key);
    try {
      this.storage?.setItem(SENT_KEY, JSON.stringify([...this.seen]));
    } catch {
      // Storage full or unavailable: the in-memory set still limits this page.
    }
    return true;
  }

  private read(): string[] {
    try {
      const parsed: unknown = JSON.parse(this.storage?.getItem(SENT_KEY) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
    } catch {
      return [];
    }
  }
}

function sessionStorageOrNothing(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Loaded after the first load when VITE_ERROR_URL is set. */
export function startErrorReporter(url: string, routes: KnownRoutes): void {
  const limiter = new SessionLimiter(sessionStorageOrNothing());
  let pending: (ErrorReport | ApiFailureReport)[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    const counts = takeApiFailureCounts();
    if (Object.keys(counts).length) pending.push({ type: 'api-failures', counts, ...reportContext(routes) });
    sendReports(url, pending);
    pending = [];
  };

  takeCapturedErrors((captured) => {
    updateDeviceRecord((record) => ({ ...record, errors: record.errors + 1 }));
    const report = toErrorReport(captured, reportContext(routes), personalValues());
    if (!limiter.admit(errorKey(report))) return;
    pending.push(report);
    timer ??= setTimeout(flush, FLUSH_DELAY_MS);
  });
  onPageHidden(flush);
}
