import { calls } from '@/config/calls';
import { DEMO_ENDPOINTS, parseDemoScenario } from '@/config/demo-scenario';
import { callUrl } from '@/demo/endpoint';
import { handlers } from '@/demo/handlers';

/** Each handler's method and URL pattern, as MSW describes it. */
const registered = handlers.map((handler) => {
  const { method, path } = handler.info as { method: string; path: string };
  return `${method} ${path}`;
});

describe('one name per call: the catalogue key', () => {
  it('the demo serves every call of the catalogue once, at its method and path', () => {
    const paths = new Set(Object.values(calls).map((call) => `${call.method} ${callUrl(call)}`));
    for (const address of paths)
      expect(
        registered.filter((entry) => entry === address),
        address,
      ).toHaveLength(1);
  });

  it('a scenario names a call by its catalogue key; the reload shares its first read’s name and path', () => {
    expect([...DEMO_ENDPOINTS, 'loanConfirmReload'].sort()).toEqual(Object.keys(calls).sort());
    expect(calls.loanConfirmReload.path).toBe(calls.loanConfirm.path);
    expect(parseDemoScenario('fault=loanDetails:500,loan-details:500&code=sendSms:101').faults).toEqual({
      loanDetails: '500',
    });
    expect(parseDemoScenario('code=sendSms:101,get-sms:101').codes).toEqual({ sendSms: '101' });
  });
});
