import type { ApiError } from '@/lib/http/api-error';
import { captureError } from './capture';
import { updateDeviceRecord } from './device-record';

/**
 * Expected API failures (a server message, a time-out, no network) are not errors: they are counted, and
 * the error reporter sends the counts with its next batch. A response of the wrong shape is a broken
 * contract, so it is also reported as an error. The transport does not import this: it tells its failure
 * listener (src/lib/http/api-error.ts), which start-up points here.
 */
const counts: Record<string, number> = {};

export function noteApiFailure(error: ApiError): ApiError {
  counts[error.kind] = (counts[error.kind] ?? 0) + 1;
  updateDeviceRecord((record) => ({
    ...record,
    apiFailures: { ...record.apiFailures, [error.kind]: (record.apiFailures[error.kind] ?? 0) + 1 },
  }));
  if (error.kind === 'invalid') captureError(error, 'invalid-response');
  return error;
}

/** The counts since the last call, then zero. */
export function takeApiFailureCounts(): Record<string, number> {
  const taken = { ...counts };
  for (const kind of Object.keys(counts)) delete counts[kind];
  return taken;
}
