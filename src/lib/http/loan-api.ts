import * as v from 'valibot';
import { noteApiFailure, ApiError } from './api-error';
import type { CallDescription, CallValues } from './call';
import { send, type SendOptions } from './send';
import { validate, type AnySchema } from './validate';

const LoanEnvelope = v.object({
  success: v.boolean(),
  code: v.optional(v.nullable(v.union([v.number(), v.string()]))),
  message: v.optional(v.nullable(v.string())),
  data: v.optional(v.unknown()),
});

/**
 * A loan-page call (contract §3): JSON POST, envelope `{ success, code?, message?, data }`. Resolves to the
 * validated `data` and the server's clock (the answer's `Date` header, undefined without one); rejects
 * with ApiError (server message, ended session, network, time-out or invalid response), or with Cancelled
 * when the page cancelled it.
 */
export async function loanCallDated<TSchema extends AnySchema>(
  call: CallDescription,
  dataSchema: TSchema,
  values: CallValues = {},
  options: SendOptions = {},
): Promise<{ data: v.InferOutput<TSchema>; serverDate: Date | undefined }> {
  const { body, serverDate } = await send(call, values, options);
  const envelope = validate(LoanEnvelope, body, call.path);
  if (!envelope.success) {
    throw noteApiFailure(
      new ApiError('server', envelope.message?.trim() || '', { code: envelope.code ?? undefined }),
    );
  }
  return { data: validate(dataSchema, envelope.data, call.path), serverDate };
}

/** The same call, its `data` alone. */
export async function loanCall<TSchema extends AnySchema>(
  call: CallDescription,
  dataSchema: TSchema,
  values: CallValues = {},
  options: SendOptions = {},
): Promise<v.InferOutput<TSchema>> {
  return (await loanCallDated(call, dataSchema, values, options)).data;
}
