import * as v from 'valibot';
import { calls } from '@/config/calls';
import { formCall, unwrap } from '@/lib/http';

export const UploadedImageSchema = v.object({ url: v.pipe(v.string(), v.nonEmpty()) });

/** spec §7: POST upload image, multipart field problemImage; response data.url. */
export async function uploadComplaintImage(image: Blob, fileName: string): Promise<string> {
  const form = new FormData();
  form.append('problemImage', image, fileName);
  return unwrap(await formCall(calls.complaintUploadImage, UploadedImageSchema, form)).url;
}
