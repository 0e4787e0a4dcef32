import { resetTelemetryReports, TELEMETRY_PATHS } from '@/demo/handlers/telemetry';

// The demo server (and `npm run dev`) accept both report endpoints and keep the last reports.
describe('demo telemetry collector', () => {
  beforeEach(() => resetTelemetryReports());

  it('keeps what is posted, as the beacon sends it (a JSON array as text), and returns it', async () => {
    const post = (reports: unknown) =>
      fetch(`http://localhost${TELEMETRY_PATHS.errors}`, {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
        body: JSON.stringify(reports),
      });
    expect((await post([{ type: 'error', message: 'a' }])).status).toBe(204);
    expect((await post([{ type: 'error', message: 'b' }])).status).toBe(204);
    expect((await post({ not: 'a batch' })).status).toBe(400);
    const kept = (await (await fetch(`http://localhost${TELEMETRY_PATHS.errors}`)).json()) as {
      reports: unknown[];
    };
    expect(kept.reports).toEqual([
      { type: 'error', message: 'a' },
      { type: 'error', message: 'b' },
    ]);
    const vitals = (await (await fetch(`http://localhost${TELEMETRY_PATHS.vitals}`)).json()) as {
      reports: unknown[];
    };
    expect(vitals.reports).toEqual([]);
  });

  it('keeps only the last 200 reports', async () => {
    const batch = Array.from({ length: 250 }, (_, index) => ({ index }));
    await fetch(`http://localhost${TELEMETRY_PATHS.vitals}`, { method: 'POST', body: JSON.stringify(batch) });
    const { reports } = (await (await fetch(`http://localhost${TELEMETRY_PATHS.vitals}`)).json()) as {
      reports: { index: number }[];
    };
    expect(reports).toHaveLength(200);
    expect(reports[0]).toEqual({ index: 50 });
  });
});
