import { HttpResponse } from 'msw';
import { calls } from '@/config/calls';
import { env } from '@/config/env';
import { complaintStore } from '@/demo/fixtures/complaint-store';
import { forgetIdempotencyKeys } from '@/demo/idempotency-store';
import { endpoint } from '@/demo/endpoint';
import { server } from '@/demo/node';

const SAVE = `http://localhost${env.wealthBasePath}${calls.complaintSave.path}`;
const complaint = (detail: string) =>
  new URLSearchParams({ problemType: '2', problemSonType: '', problemDetail: detail, orderNo: 'NO20241' });

const save = (body: URLSearchParams, key?: string) =>
  fetch(SAVE, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      ...(key ? { 'Idempotency-Key': key } : {}),
    },
    body,
  });

// contract §8: the demo backend answers a repeated key with its first answer and creates nothing new.
describe('the demo backend and Idempotency-Key', () => {
  beforeEach(() => forgetIdempotencyKeys());

  it('creates one complaint for a key sent three times, and answers each with the first answer', async () => {
    const before = complaintStore.list('mx').length;
    const answers = await Promise.all([1, 2, 3].map(() => save(complaint('Una vez'), 'key-a')));
    const bodies = await Promise.all(answers.map((answer) => answer.json()));
    expect(new Set(bodies.map((body) => JSON.stringify(body))).size).toBe(1);
    expect(bodies[0]).toMatchObject({ code: 0, data: { problemId: expect.any(String) } });
    expect(answers.map((answer) => answer.headers.get('Idempotent-Replayed'))).toEqual([
      null,
      'true',
      'true',
    ]);
    expect(complaintStore.list('mx').length).toBe(before + 1);
  });

  it('creates again for a new key, or for a request without one', async () => {
    const before = complaintStore.list('mx').length;
    await save(complaint('Primera'), 'key-b');
    await save(complaint('Primera'), 'key-c');
    await save(complaint('Primera'));
    await save(complaint('Primera'));
    expect(complaintStore.list('mx').length).toBe(before + 4);
  });

  it('refuses the same key with other values (a key names one request)', async () => {
    await save(complaint('Texto A'), 'key-d');
    const other = await save(complaint('Texto B'), 'key-d');
    expect(other.status).toBe(422);
    expect(await other.json()).toMatchObject({ success: false, code: 422 });
  });

  it('keeps a key per call: the same key on another call runs that call', async () => {
    let runs = 0;
    server.use(
      endpoint(
        'rating',
        () => {
          runs += 1;
          return HttpResponse.json({ success: true, data: runs });
        },
        'http://localhost/demo-once',
      ),
    );
    const post = () =>
      fetch('http://localhost/demo-once', { method: 'POST', headers: { 'Idempotency-Key': 'key-e' } });
    await post();
    expect(await (await post()).json()).toEqual({ success: true, data: 1 });
    await save(complaint('Otra llamada'), 'key-e');
    expect(runs).toBe(1);
  });
});
