import * as v from 'valibot';
import { calls } from '@/config/calls';
import { formCall, unwrap, type FormCallOptions } from '@/lib/http';

/** spec §3: complaint body. */
export interface ComplaintBody {
  problemType: string;
  problemSonType: string;
  problemDetail: string;
  /** The uploaded image urls. */
  images: readonly string[];
  orderNo: string;
}

/**
 * spec §7: POST complaint save; problemImage is the urls joined by commas. contract §8: it creates a
 * complaint, so it carries the intent's Idempotency-Key.
 */
export async function saveComplaint(
  { images, ...body }: ComplaintBody,
  { idempotencyKey }: Pick<FormCallOptions, 'idempotencyKey'> = {},
): Promise<void> {
  unwrap(
    await formCall(
      calls.complaintSave,
      v.unknown(),
      { ...body, problemImage: images.join(',') },
      { idempotencyKey },
    ),
  );
}
