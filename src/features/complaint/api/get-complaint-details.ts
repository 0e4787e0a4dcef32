import * as v from 'valibot';
import { complaintDetailsCall } from './calls';
import { unwrap, wealth, type CallOptions } from '@/lib/http';
import { OptionalTextSchema, UrlListSchema } from './fields';

/** spec §3: complaint problem. */
export const ComplaintDetailsSchema = v.object({
  type: OptionalTextSchema,
  sonType: OptionalTextSchema,
  problemId: OptionalTextSchema,
  content: OptionalTextSchema,
  images: UrlListSchema,
  disposeDetail: OptionalTextSchema,
  disposeImages: UrlListSchema,
  isNeedScore: OptionalTextSchema,
});
export type ComplaintDetails = v.InferOutput<typeof ComplaintDetailsSchema>;

/** spec §7: POST complaint details, payload problemId. */
export async function getComplaintDetails(
  problemId: string,
  { signal }: CallOptions = {},
): Promise<ComplaintDetails> {
  return unwrap(
    await wealth.post(complaintDetailsCall.path, ComplaintDetailsSchema, { payload: { problemId }, signal }),
  );
}
