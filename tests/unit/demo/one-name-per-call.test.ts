import type { CallDescription } from '@/config/call-description';
import { calls } from '@/config/calls';
import {
  DEMO_ENDPOINTS,
  DEMO_SCENARIO_COOKIE,
  formatDemoScenario,
  parseDemoScenario,
  type CallName,
  type DemoEndpoint,
} from '@/config/demo-scenario';
import { env } from '@/config/env';
import { CALL_WORDS, callUrl } from '@/demo/endpoint';
import { handlers } from '@/demo/handlers';

/** Each handler's method and URL pattern, as MSW describes it. */
const registered = handlers.map((handler) => {
  const { method, path } = handler.info as { method: string; path: string };
  return `${method} ${path}`;
});

/**
 * A scenario names a call by its catalogue key: the reload of the loan offer is served by its first read's
 * handler (one path), so `loanConfirm` names both.
 */
const scenarioName = (name: CallName): DemoEndpoint => (name === 'loanConfirmReload' ? 'loanConfirm' : name);

/**
 * Sends one call of the catalogue to the demo backend (tests/setup.ts serves its handlers) with a scenario,
 * and the session query every call carries (`type`, `language`).
 */
async function send(name: CallName, scenario: string, query = ''): Promise<string> {
  const call: CallDescription = calls[name];
  const url = `http://demo.test${call.service === 'wealth' ? env.wealthBasePath : ''}${call.path}${query}`;
  const response = await fetch(url, {
    method: call.method,
    headers: { cookie: `${DEMO_SCENARIO_COOKIE}=${encodeURIComponent(scenario)}` },
    ...(call.method === 'POST' ? { body: '{}' } : {}),
  });
  return `${response.status} ${await response.text()}`;
}

/** The demo's 500 for a call, naming it in the request's words (CALL_WORDS, one wording per call). */
const failedAsNamed = (name: DemoEndpoint) =>
  new RegExp(`^500 .*"Demo: el servidor falló al dar ${CALL_WORDS[name].es}"`);

describe('one name per call: the catalogue key', () => {
  it('the demo serves every call of the catalogue once, at its method and path', () => {
    const paths = new Set(Object.values(calls).map((call) => `${call.method} ${callUrl(call)}`));
    for (const address of paths)
      expect(
        registered.filter((entry) => entry === address),
        address,
      ).toHaveLength(1);
  });

  it.each(Object.keys(calls) as CallName[])(
    'a scenario that names %s by its catalogue key fails that call, and one naming every other call does not',
    async (name) => {
      const own = scenarioName(name);
      expect(await send(name, formatDemoScenario({ faults: { [own]: '500' } }))).toMatch(failedAsNamed(own));
      const others = Object.fromEntries(
        DEMO_ENDPOINTS.filter((other) => other !== own).map((other) => [other, '500' as const]),
      );
      expect(await send(name, formatDemoScenario({ faults: others }))).not.toMatch(/el servidor falló/);
    },
  );

  it('each call has its own words in every language, so a message names one call', () => {
    for (const language of ['es', 'en', 'hi'] as const) {
      const words = DEMO_ENDPOINTS.map((name) => CALL_WORDS[name][language]);
      expect(new Set(words).size).toBe(words.length);
    }
    // Hindi's in Hindi: no Latin letters but the codes a borrower reads as such (SMS).
    for (const name of DEMO_ENDPOINTS) expect(CALL_WORDS[name].hi.replace('SMS', '')).not.toMatch(/[A-Za-z]/);
  });

  it('a scenario ignores a name that is not a catalogue key', () => {
    expect(parseDemoScenario('fault=loanDetails:500,loan-details:500&code=sendSms:101').faults).toEqual({
      loanDetails: '500',
    });
    expect(parseDemoScenario('code=sendSms:101,get-sms:101').codes).toEqual({ sendSms: '101' });
  });
});

describe('the demo’s injected faults', () => {
  it('word a forced business code with the code, in the request’s language', async () => {
    expect(await send('repayDetail', 'code=repayDetail:4021')).toMatch(
      /^200 .*"code":"4021".*"Demo: se rechazó el pago del préstamo \(código 4021\)"/,
    );
  });

  it.each([
    ['Mexico', '', '500 .*"Demo: el servidor falló al dar los detalles del préstamo"'],
    ['India in English', '?type=1', '500 .*"Demo: the server failed on the loan details"'],
    // In Hindi words all through: the call named in them, never by its code name.
    ['India in Hindi', '?type=1&language=hi', '500 .*"डेमो: लोन की जानकारी देते समय सर्वर विफल रहा"'],
  ])(
    'word their message in the request’s language (%s), as that market’s server would',
    async (_market, query, answer) => {
      expect(
        await send('loanDetails', formatDemoScenario({ faults: { loanDetails: '500' } }), query),
      ).toMatch(new RegExp(answer));
    },
  );
});
