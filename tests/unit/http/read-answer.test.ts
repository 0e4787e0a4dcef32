import * as v from 'valibot';
import { ApiError, onApiFailure } from '@/lib/http/api-error';
import { isSuccessCode, unwrap } from '@/lib/http/form-api';
import { readAnswer } from '@/lib/http/send';
import { validate } from '@/lib/http/validate';

// How the transport reads an answer, whoever fetched it (axios or index.html's early request): what each
// status and body becomes is what the page shows (its data, the log-in for an ended session, the server's
// message, or a Retry for an answer it cannot read).

/** The ApiError `read` throws. */
function failure(read: () => unknown): ApiError {
  try {
    read();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('no failure');
}

const answer = (status: number, text: string, date?: string | null) => ({ status, text, date });

describe('an answer read (contract §8, spec §7)', () => {
  it('a 2xx JSON body is the data, with the server’s clock from its Date header', () => {
    expect(readAnswer(answer(200, '{"success":true}', 'Sun, 29 Nov 2026 04:00:00 GMT'))).toEqual({
      body: { success: true },
      serverDate: new Date(Date.UTC(2026, 10, 29, 4)),
    });
    expect(readAnswer(answer(299, ' [1] ')).body).toEqual([1]);
    expect(readAnswer(answer(200, '{}', 'not a date')).serverDate).toBeUndefined();
    expect(readAnswer(answer(200, '{}', null)).serverDate).toBeUndefined();
  });

  it('no answer at all is a network failure', () => {
    // Named as axios names it, so the failure counts read one name whoever fetched the answer.
    expect(failure(() => readAnswer(null))).toMatchObject({ kind: 'network', message: 'Network Error' });
  });

  it('HTTP 401 is an ended session, with the server’s message when it gave one', () => {
    const withMessage = failure(() => readAnswer(answer(401, '{"message":"Sesión vencida"}')));
    expect(withMessage).toMatchObject({ kind: 'session', message: 'Sesión vencida', status: 401 });
    expect(failure(() => readAnswer(answer(401, '')))).toMatchObject({
      kind: 'session',
      message: 'HTTP 401',
    });
    // Even a 401 whose body is not JSON (a gateway's page) is the session, not an unreadable answer.
    expect(failure(() => readAnswer(answer(401, '<html>')))).toMatchObject({
      kind: 'session',
      message: 'HTTP 401',
    });
  });

  it('another non-2xx is the server’s error with its message, or the status when it gave none', () => {
    expect(failure(() => readAnswer(answer(500, '{"message":"Servicio no disponible"}')))).toMatchObject({
      kind: 'server',
      message: 'Servicio no disponible',
      status: 500,
    });
    expect(failure(() => readAnswer(answer(503, '{"message":"  "}')))).toMatchObject({
      kind: 'server',
      message: 'HTTP 503',
      status: 503,
    });
    expect(failure(() => readAnswer(answer(404, '')))).toMatchObject({ kind: 'server', message: 'HTTP 404' });
    // 2xx ends at 299: a 300 with a JSON body is not data, nor is a 199.
    expect(failure(() => readAnswer(answer(300, '{}'))).kind).toBe('server');
    expect(failure(() => readAnswer(answer(199, '{}'))).kind).toBe('server');
  });

  it('a body that is not JSON (a captive portal’s page, a truncated body) is an invalid response, whatever the status', () => {
    expect(failure(() => readAnswer(answer(200, '<html>Wi-Fi login</html>')))).toMatchObject({
      kind: 'invalid',
      message: 'Response body is not JSON',
      status: 200,
    });
    expect(failure(() => readAnswer(answer(502, '<html>Bad gateway</html>')))).toMatchObject({
      kind: 'invalid',
      status: 502,
    });
    expect(failure(() => readAnswer(answer(200, '{"data":')))).toMatchObject({
      kind: 'invalid',
      status: 200,
    });
  });

  it('a 2xx with no body, or only white space, is an empty response, not data', () => {
    for (const text of ['', '  \n'])
      expect(failure(() => readAnswer(answer(200, text)))).toMatchObject({
        kind: 'invalid',
        message: 'Response body is empty',
        status: 200,
      });
  });
});

describe('a response of the wrong shape', () => {
  afterEach(() => onApiFailure(undefined));

  it('is the invalid-response error naming the call and the first field that is wrong, and is told once', () => {
    const told: ApiError[] = [];
    onApiFailure((error) => told.push(error));
    const schema = v.object({ loan: v.object({ amount: v.number() }) });
    const error = failure(() => validate(schema, { loan: { amount: 'x' } }, '/v3/loan'));
    expect(error).toMatchObject({
      kind: 'invalid',
      message: 'Invalid response from /v3/loan at loan.amount',
    });
    expect(failure(() => validate(schema, 'x', '/v3/loan')).message).toBe('Invalid response from /v3/loan');
    expect(told).toHaveLength(2);
    expect(validate(schema, { loan: { amount: 1 } }, '/v3/loan')).toEqual({ loan: { amount: 1 } });
  });
});

describe('the form client’s envelope (spec §7)', () => {
  it('succeeds only for a code that parses to 0', () => {
    expect(['0', 0, '00', ' 0 '].map(isSuccessCode)).toEqual([true, true, true, true]);
    expect(['', ' ', '1', 1, '0x', 'E0'].map(isSuccessCode)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('a business failure unwrapped is the server’s error with its code and message', () => {
    expect(unwrap({ success: true, code: 0, message: '', data: 5, raw: {} })).toBe(5);
    const error = failure(() =>
      unwrap({ success: false, code: '2001', message: 'Sin saldo', data: null, raw: {} }),
    );
    expect(error).toMatchObject({ kind: 'server', code: '2001', message: 'Sin saldo' });
  });
});
