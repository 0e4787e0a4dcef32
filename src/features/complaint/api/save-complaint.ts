import * as v from 'valibot';
import { unwrap, wealth } from '@/lib/http';

/** spec §3: complaint body. */
export interface ComplaintBody {
  problemType: string;
  problemSonType: string;
  problemDetail: string;
  /** The uploaded image urls. */
  images: readonly string[];
  orderNo: string;
}

/** spec §7: POST complaint save; problemImage is the urls joined by commas. */
export async function saveComplaint({ images, ...body }: ComplaintBody): Promise<void> {
  unwrap(
    await wealth.post('/complaint/save', v.unknown(), {
      payload: { ...body, problemImage: images.join(',') },
    }),
  );
}
