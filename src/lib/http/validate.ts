import * as v from 'valibot';
import { noteApiFailure, ApiError } from './api-error';

export type AnySchema = v.GenericSchema;

/** Checks a response against its schema. A wrong shape becomes the invalid-response error. */
export function validate<TSchema extends AnySchema>(
  schema: TSchema,
  value: unknown,
  what: string,
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, value);
  if (result.success) return result.output;
  const issue = result.issues[0];
  const where = issue ? v.getDotPath(issue) : null;
  throw noteApiFailure(
    new ApiError('invalid', `Invalid response from ${what}${where ? ` at ${where}` : ''}`),
  );
}

/** A parser that returns the schema's output, or undefined for anything that does not match. */
export function parserFor<TSchema extends AnySchema>(schema: TSchema) {
  return (value: unknown): v.InferOutput<TSchema> | undefined => {
    const result = v.safeParse(schema, value);
    return result.success ? result.output : undefined;
  };
}
