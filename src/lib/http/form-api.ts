import * as v from 'valibot';
import { env } from '@/config/env';
import { noteApiFailure } from './failures';
import { ApiError } from './api-error';
import { loadClients } from './load-clients';
import { validate, type AnySchema } from './validate';
import { loadingStore } from './loading-store';
import { unlessCancelled } from './cancelled';
import { idempotencyHeaders } from './idempotency';

const CodeEnvelope = v.looseObject({
  code: v.union([v.number(), v.string()]),
  message: v.optional(v.nullable(v.union([v.string(), v.number()]))),
  data: v.optional(v.unknown()),
});

export type CodeResult<T> =
  | { success: true; code: string | number; message: string; data: T; raw: unknown }
  | { success: false; code: string | number; message: string; data: unknown; raw: unknown };

export interface FormCallOptions {
  /** spec §7: an optional loading indicator shows until the response arrives. */
  loading?: boolean;
  /** GET query, or a POST body that is sent form-encoded. */
  payload?: Record<string, unknown> | FormData;
  /** Aborts the request: a route loader passes its request's signal, so leaving the page cancels it. */
  signal?: AbortSignal;
  /** contract §8: a call that creates or pays something sends its intent's key (see idempotency.ts). */
  idempotencyKey?: string;
}

/** spec §7: success means the code parses to 0 (`0`, `"0"`, and the card flow's `"00"`). */
export function isSuccessCode(code: string | number): boolean {
  return String(code).trim() !== '' && Number(code) === 0;
}

/**
 * A call on the form client whose envelope is `{ code, message, data }` (wealth service, promotion, old
 * card repayment). Business codes are returned, not thrown: callers branch on them (spec §8). Network
 * failures, time-outs and malformed bodies reject with ApiError.
 */
export async function formCall<TSchema extends AnySchema>(
  method: 'GET' | 'POST',
  url: string,
  dataSchema: TSchema,
  { loading = false, payload, signal, idempotencyKey }: FormCallOptions = {},
): Promise<CodeResult<v.InferOutput<TSchema>>> {
  const stop = loading ? loadingStore.getState().start() : undefined;
  try {
    const { formClient } = await loadClients();
    const raw: unknown = await unlessCancelled(signal, () =>
      method === 'GET'
        ? formClient.get(url, { params: payload, signal })
        : formClient.post(url, payload ?? {}, { signal, headers: idempotencyHeaders(idempotencyKey) }),
    );
    const envelope = validate(CodeEnvelope, raw, url);
    const message =
      envelope.message === undefined || envelope.message === null ? '' : String(envelope.message);
    if (!isSuccessCode(envelope.code))
      return { success: false, code: envelope.code, message, data: envelope.data, raw };
    return {
      success: true,
      code: envelope.code,
      message,
      data: validate(dataSchema, envelope.data, url),
      raw,
    };
  } finally {
    stop?.();
  }
}

/** The wealth-service helpers (spec §7): paths under `VITE_WEALTH_BASE_PATH`. */
export const wealth = {
  get: <TSchema extends AnySchema>(path: string, schema: TSchema, options?: FormCallOptions) =>
    formCall('GET', `${env.wealthBasePath}${path}`, schema, options),
  post: <TSchema extends AnySchema>(path: string, schema: TSchema, options?: FormCallOptions) =>
    formCall('POST', `${env.wealthBasePath}${path}`, schema, options),
};

/** Turns a non-success result into the server error, for callers with no per-code branches. */
export function unwrap<T>(result: CodeResult<T>): T {
  if (result.success) return result.data;
  throw noteApiFailure(new ApiError('server', result.message, { code: result.code }));
}
