import { formatDemoScenario, parseDemoScenario } from '@/config/demo-scenario';

describe('demo scenario cookie format', () => {
  it('round-trips status, delay, faults, codes and flags', () => {
    const text = formatDemoScenario({
      status: '180',
      delayMs: 1500,
      faults: { loanDetails: '500', '*': 'network' },
      codes: { sendSms: '101' },
      flags: { score: '1' },
    });
    expect(parseDemoScenario(text)).toEqual({
      status: '180',
      delayMs: 1500,
      faults: { loanDetails: '500', '*': 'network' },
      codes: { sendSms: '101' },
      flags: { score: '1' },
    });
  });

  it('ignores unknown statuses, endpoints, faults and junk', () => {
    expect(
      parseDemoScenario('status=999&delay=-4&fault=nope:500,loanDetails:boom,:x&code=register:abc'),
    ).toEqual({
      faults: {},
      codes: {},
      flags: {},
    });
    expect(parseDemoScenario(undefined)).toEqual({ faults: {}, codes: {}, flags: {} });
  });
});
