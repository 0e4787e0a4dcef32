import * as v from 'valibot';
import { noteApiFailure, ApiError } from './api-error';
import type { CallDescription, CallValues } from './call';
import { loadingStore } from './loading-store';
import { send, type SendOptions } from './send';
import { validate, type AnySchema } from './validate';

const CodeEnvelope = v.looseObject({
  code: v.union([v.number(), v.string()]),
  message: v.optional(v.nullable(v.union([v.string(), v.number()]))),
  data: v.optional(v.unknown()),
});

export type CodeResult<T> =
  | { success: true; code: string | number; message: string; data: T; raw: unknown }
  | { success: false; code: string | number; message: string; data: unknown; raw: unknown };

export interface FormCallOptions extends SendOptions {
  /** spec §7: an optional loading indicator shows until the response arrives. */
  loading?: boolean;
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
  call: CallDescription,
  dataSchema: TSchema,
  values: CallValues | FormData = {},
  { loading = false, ...options }: FormCallOptions = {},
): Promise<CodeResult<v.InferOutput<TSchema>>> {
  const stop = loading ? loadingStore.getState().start() : undefined;
  try {
    const { body: raw } = await send(call, values, options);
    const envelope = validate(CodeEnvelope, raw, call.path);
    const message =
      envelope.message === undefined || envelope.message === null ? '' : String(envelope.message);
    if (!isSuccessCode(envelope.code))
      return { success: false, code: envelope.code, message, data: envelope.data, raw };
    return {
      success: true,
      code: envelope.code,
      message,
      data: validate(dataSchema, envelope.data, call.path),
      raw,
    };
  } finally {
    stop?.();
  }
}

/** Turns a non-success result into the server error, for callers with no per-code branches. */
export function unwrap<T>(result: CodeResult<T>): T {
  if (result.success) return result.data;
  throw noteApiFailure(new ApiError('server', result.message, { code: result.code }));
}
