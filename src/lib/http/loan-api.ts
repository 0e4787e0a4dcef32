import * as v from 'valibot';
import { noteApiFailure } from './failures';
import { ApiError } from './api-error';
import { loadClients } from './load-clients';
import { validate, type AnySchema } from './validate';
import { unlessCancelled } from './cancelled';
import { idempotencyHeaders } from './idempotency';

const LoanEnvelope = v.object({
  success: v.boolean(),
  code: v.optional(v.nullable(v.union([v.number(), v.string()]))),
  message: v.optional(v.nullable(v.string())),
  data: v.optional(v.unknown()),
});

/** What a call may carry besides its body. */
export interface CallOptions {
  /** Aborts the request: a route loader passes its request's signal, so leaving the page cancels it. */
  signal?: AbortSignal;
  /** contract §8: a call that creates or pays something sends its intent's key (see idempotency.ts). */
  idempotencyKey?: string;
}

/**
 * A loan-page call (contract §3): JSON POST, envelope `{ success, code?, message?, data }`. Resolves to the
 * validated `data`; rejects with ApiError (server message, ended session, network, time-out or invalid
 * response), or with Cancelled when the page cancelled it (cancelled.ts).
 */
export async function postLoanApi<TSchema extends AnySchema>(
  path: string,
  body: Record<string, unknown>,
  dataSchema: TSchema,
  options: CallOptions = {},
): Promise<v.InferOutput<TSchema>> {
  return (await postLoanApiDated(path, body, dataSchema, options)).data;
}

/** The same call, with the server's clock from the response's `Date` header (undefined without one). */
export async function postLoanApiDated<TSchema extends AnySchema>(
  path: string,
  body: Record<string, unknown>,
  dataSchema: TSchema,
  { signal, idempotencyKey }: CallOptions = {},
): Promise<{ data: v.InferOutput<TSchema>; serverDate: Date | undefined }> {
  const { jsonClient, serverDateOf } = await loadClients();
  const raw: unknown = await unlessCancelled(signal, () =>
    jsonClient.post(path, body, { signal, headers: idempotencyHeaders(idempotencyKey) }),
  );
  const envelope = validate(LoanEnvelope, raw, path);
  if (!envelope.success) {
    throw noteApiFailure(
      new ApiError('server', envelope.message?.trim() || '', { code: envelope.code ?? undefined }),
    );
  }
  return { data: validate(dataSchema, envelope.data, path), serverDate: serverDateOf(raw) };
}
