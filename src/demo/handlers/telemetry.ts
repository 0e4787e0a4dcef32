import { http, HttpResponse, type HttpHandler } from 'msw';
import { api } from '../endpoint';

/**
 * The demo's collector for field figures and error reports (set VITE_RUM_URL and VITE_ERROR_URL
 * to these paths). It keeps the last reports in memory; GET returns them, newest last.
 */
export const TELEMETRY_PATHS = { vitals: '/telemetry/vitals', errors: '/telemetry/errors' } as const;
const KEEP = 200;
const kept: Record<keyof typeof TELEMETRY_PATHS, unknown[]> = { vitals: [], errors: [] };

export function resetTelemetryReports(): void {
  kept.vitals.length = 0;
  kept.errors.length = 0;
}

function collector(kind: keyof typeof TELEMETRY_PATHS): HttpHandler[] {
  // Any origin, as the API handlers: the demo server, the dev worker and Vitest all see it.
  const path = api(TELEMETRY_PATHS[kind]);
  return [
    http.post(path, async ({ request }) => {
      let reports: unknown;
      try {
        reports = JSON.parse(await request.text());
      } catch {
        return new HttpResponse(null, { status: 400 });
      }
      if (!Array.isArray(reports)) return new HttpResponse(null, { status: 400 });
      kept[kind].push(...reports);
      kept[kind].splice(0, Math.max(0, kept[kind].length - KEEP));
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(path, () => HttpResponse.json({ reports: kept[kind] })),
  ];
}

export const telemetryHandlers: HttpHandler[] = [...collector('vitals'), ...collector('errors')];
