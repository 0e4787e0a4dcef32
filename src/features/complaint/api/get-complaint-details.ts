import * as v from 'valibot';
import { calls } from '@/config/calls';
import { formCall, unwrap, type SendOptions } from '@/lib/http';
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
  { signal }: SendOptions = {},
): Promise<ComplaintDetails> {
  return unwrap(await formCall(calls.complaintDetails, ComplaintDetailsSchema, { problemId }, { signal }));
}
