import { HttpResponse } from 'msw';

/**
 * The demo backend honours contract §8's Idempotency-Key as Stripe does: the first request with a key runs
 * and its answer is kept; a repeat of that key for the same call answers with the kept answer and creates
 * nothing (a repeat that arrives while the first is still running waits for it). The same key with other
 * values is refused (HTTP 422): a key names one request. Bounded: the newest 500 keys, for 24 hours.
 */
const MAX_KEYS = 500;
const KEPT_MS = 24 * 60 * 60 * 1000;

interface KeptAnswer {
  status: number;
  headers: [string, string][];
  body: string;
}

interface Entry {
  values: string;
  answer: Promise<KeptAnswer>;
  at: number;
}

const entries = new Map<string, Entry>();

function prune(now: number): void {
  for (const [id, entry] of entries) {
    if (entries.size <= MAX_KEYS && now - entry.at < KEPT_MS) break;
    entries.delete(id);
  }
}

async function keep(response: Response): Promise<KeptAnswer> {
  const headers: [string, string][] = [];
  response.headers.forEach((value, name) => headers.push([name, value]));
  return { status: response.status, headers, body: await response.text() };
}

const answerWith = (kept: KeptAnswer, replayed: boolean) =>
  new HttpResponse(kept.body, {
    status: kept.status,
    headers: replayed ? [...kept.headers, ['Idempotent-Replayed', 'true']] : kept.headers,
  });

/** Runs `create` once per Idempotency-Key of this call; a request without a key always runs it. */
export async function oncePerKey(
  call: string,
  request: Request,
  create: () => Response | Promise<Response>,
): Promise<Response> {
  const key = request.headers.get('idempotency-key')?.trim();
  if (!key) return create();
  const id = `${call} ${key}`;
  const values = await request.clone().text();
  const now = Date.now();
  prune(now);
  const earlier = entries.get(id);
  if (earlier) {
    if (earlier.values !== values) {
      return HttpResponse.json(
        { success: false, code: 422, message: 'Demo: this Idempotency-Key was sent with other values' },
        { status: 422 },
      );
    }
    return answerWith(await earlier.answer, true);
  }
  const answer = Promise.resolve().then(create).then(keep);
  entries.set(id, { values, answer, at: now });
  // A request that failed to run created nothing: its key may be used again.
  answer.catch(() => entries.delete(id));
  return answerWith(await answer, false);
}

/** Forgets every key (tests that count what the demo created). */
export function forgetIdempotencyKeys(): void {
  entries.clear();
}
