import { isRetryable } from '@/lib/http/api-error';

/**
 * The Idempotency-Key of a borrower's intent (contract §8; the header itself is sent by lib/http/send.ts).
 * Kept out of the transport: the controls that hold a key are on pages that have not loaded it yet.
 */
const hex = (byte: number) => byte.toString(16).padStart(2, '0');

/**
 * A random version-4 UUID. `crypto.randomUUID` exists only in secure contexts (a webview on plain http
 * has none); `getRandomValues` exists everywhere on the support floor, and Math.random is a last resort
 * for a crypto object that throws.
 */
export function newIdempotencyKey(): string {
  const crypto = globalThis.crypto as Crypto | undefined;
  if (typeof crypto?.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  try {
    crypto!.getRandomValues(bytes);
  } catch {
    for (let index = 0; index < bytes.length; index += 1) bytes[index] = Math.floor(Math.random() * 256);
  }
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const text = Array.from(bytes, hex).join('');
  return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`;
}

/**
 * Whether a failed write may still have happened on the server, so its retry must carry the same key: no
 * answer (network, time-out), an answer we could not read, or a failure of the server itself (5xx). A
 * refusal the server did answer (a business code, a 4xx) created nothing: the next try is a new attempt.
 */
export const outcomeUnknown = isRetryable;

/** How many intents with an unknown outcome one control remembers (edited back and forth, each keeps its key). */
const MAX_OPEN_INTENTS = 8;

/**
 * The keys of one control's intents. An intent is named by its fingerprint: the request's own values (the
 * amount, the channel, the text typed). While an intent has no answer, every attempt of it gets the same
 * key; an answer (success or refusal) closes it, and the next attempt is a new intent with a new key.
 */
export class IntentKeys {
  private readonly open = new Map<string, string>();

  constructor(private readonly make: () => string = newIdempotencyKey) {}

  /** The key for an attempt of this intent: the open one, else a new one. */
  keyFor(fingerprint: string): string {
    const existing = this.open.get(fingerprint);
    if (existing) return existing;
    const key = this.make();
    this.open.set(fingerprint, key);
    if (this.open.size > MAX_OPEN_INTENTS) this.open.delete(this.open.keys().next().value!);
    return key;
  }

  /** Whether an attempt of this intent is still waiting for an answer it may never have received. */
  isOpen(fingerprint: string): boolean {
    return this.open.has(fingerprint);
  }

  /** The server answered: the intent is over. */
  close(fingerprint: string): void {
    this.open.delete(fingerprint);
  }

  /**
   * Sends one attempt of the intent with its key. A resolved call closes the intent (business codes
   * resolve); a failure closes it only when the server surely did nothing (see outcomeUnknown).
   */
  async send<T>(fingerprint: string, call: (key: string) => Promise<T>): Promise<T> {
    const key = this.keyFor(fingerprint);
    try {
      const result = await call(key);
      this.close(fingerprint);
      return result;
    } catch (error) {
      if (!outcomeUnknown(error)) this.close(fingerprint);
      throw error;
    }
  }
}

/** A fingerprint from a request's values, in a stable order (undefined and null are left out, as sent). */
export function intentFingerprint(values: Record<string, unknown>): string {
  return JSON.stringify(
    Object.keys(values)
      .sort()
      .filter((name) => values[name] !== undefined && values[name] !== null)
      .map((name) => [name, values[name]]),
  );
}
