import { ApiError } from '@/lib/http/api-error';
import { intentFingerprint, IntentKeys, newIdempotencyKey } from '@/lib/intent/intent-keys';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function counter() {
  let count = 0;
  return () => `key-${(count += 1)}`;
}

describe('Idempotency-Key', () => {
  it('is a random version-4 UUID, a new one each time', () => {
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(UUID_V4);
  });

  it('is the platform’s own UUID where the page has one (a secure context)', () => {
    vi.spyOn(globalThis.crypto, 'randomUUID').mockReturnValue('3b241101-e2bb-4255-8caf-4136c566a962');
    expect(newIdempotencyKey()).toBe('3b241101-e2bb-4255-8caf-4136c566a962');
  });

  it('is made where the page has no crypto object at all', () => {
    vi.stubGlobal('crypto', undefined);
    try {
      expect(newIdempotencyKey()).toMatch(UUID_V4);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('is made without crypto.randomUUID (a webview page outside a secure context has none)', () => {
    const randomUUID = vi.spyOn(globalThis.crypto, 'randomUUID');
    Object.defineProperty(globalThis.crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const first = newIdempotencyKey();
      expect(first).toMatch(UUID_V4);
      expect(newIdempotencyKey()).not.toBe(first);
    } finally {
      Object.defineProperty(globalThis.crypto, 'randomUUID', { value: randomUUID, configurable: true });
      randomUUID.mockRestore();
    }
  });
});

describe('Idempotency-Key without crypto.randomUUID', () => {
  /** A page outside a secure context: no randomUUID, as a webview on plain http. */
  function withoutRandomUUID(run: () => void) {
    const randomUUID = Object.getOwnPropertyDescriptor(globalThis.crypto, 'randomUUID');
    Object.defineProperty(globalThis.crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      run();
    } finally {
      if (randomUUID) Object.defineProperty(globalThis.crypto, 'randomUUID', randomUUID);
      else Reflect.deleteProperty(globalThis.crypto, 'randomUUID');
    }
  }

  it('writes the random bytes as hex, two digits a byte, with the version and variant bits set', () => {
    vi.spyOn(globalThis.crypto, 'getRandomValues').mockImplementation((array) => {
      const bytes = array as Uint8Array;
      bytes.forEach((_byte, index) => (bytes[index] = index));
      return array;
    });
    withoutRandomUUID(() => expect(newIdempotencyKey()).toBe('00010203-0405-4607-8809-0a0b0c0d0e0f'));
  });

  it('falls back to Math.random when the crypto object fails', () => {
    vi.spyOn(globalThis.crypto, 'getRandomValues').mockImplementation(() => {
      throw new Error('no entropy');
    });
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    withoutRandomUUID(() => expect(newIdempotencyKey()).toBe('80808080-8080-4080-8080-808080808080'));
  });
});

describe('intent keys', () => {
  const values = { amount: 300000, periods: 14, productId: '7' };
  const same = intentFingerprint(values);

  it('names an intent by its values, in any order, leaving out values that are not sent', () => {
    expect(intentFingerprint({ productId: '7', periods: 14, amount: 300000, couponId: undefined })).toBe(
      same,
    );
    expect(intentFingerprint({ ...values, couponId: null })).toBe(same);
    expect(intentFingerprint({ ...values, amount: 300001 })).not.toBe(same);
  });

  it('remembers eight unanswered intents of one control, forgetting the oldest first', () => {
    const keys = new IntentKeys(counter());
    const intent = (amount: number) => intentFingerprint({ ...values, amount });
    for (let amount = 1; amount <= 8; amount += 1) keys.keyFor(intent(amount));
    expect(keys.isOpen(intent(1))).toBe(true);
    keys.keyFor(intent(9));
    expect(keys.isOpen(intent(1))).toBe(false);
    expect(keys.keyFor(intent(2))).toBe('key-2');
  });

  it('gives a retry after a time-out, a dropped connection, an unreadable answer or a 5xx the same key', async () => {
    const keys = new IntentKeys(counter());
    const sent: string[] = [];
    for (const failure of [
      new ApiError('timeout', 'timeout of 60000ms exceeded'),
      new ApiError('network', 'Network Error'),
      new ApiError('invalid', 'Unexpected end of JSON input'),
      new ApiError('server', 'Bad gateway', { status: 502 }),
    ]) {
      await expect(
        keys.send(same, (key) => {
          sent.push(key);
          return Promise.reject(failure);
        }),
      ).rejects.toBe(failure);
    }
    await keys.send(same, (key) => Promise.resolve(sent.push(key)));
    expect(sent).toEqual(['key-1', 'key-1', 'key-1', 'key-1', 'key-1']);
  });

  it('gives the same key to a second tap while the first is in flight', async () => {
    const keys = new IntentKeys(counter());
    let answer!: () => void;
    const first = keys.send(same, () => new Promise<void>((resolve) => (answer = resolve)));
    expect(keys.keyFor(same)).toBe('key-1');
    expect(keys.isOpen(same)).toBe(true);
    answer();
    await first;
    expect(keys.isOpen(same)).toBe(false);
  });

  it('makes a new key for new values, and keeps each unanswered intent its own', async () => {
    const keys = new IntentKeys(counter());
    const other = intentFingerprint({ ...values, amount: 150000 });
    const timeout = () => Promise.reject(new ApiError('timeout', 'timeout'));
    await keys.send(same, timeout).catch(() => undefined);
    expect(keys.keyFor(other)).toBe('key-2');
    // Edited back to the first values: that intent may still have happened, so it keeps its key.
    expect(keys.keyFor(same)).toBe('key-1');
  });

  it('makes a new key once the server has answered, a success or a refusal', async () => {
    const keys = new IntentKeys(counter());
    await keys.send(same, () => Promise.resolve({ success: false, code: 101 }));
    expect(keys.keyFor(same)).toBe('key-2');
    await keys
      .send(same, () => Promise.reject(new ApiError('server', 'Cupo agotado', { code: 3 })))
      .catch(() => undefined);
    expect(keys.keyFor(same)).toBe('key-3');
    await keys.send(same, () => Promise.resolve('ok'));
    expect(keys.keyFor(same)).toBe('key-4');
  });
});
