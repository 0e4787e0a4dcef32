import type { PromotionQuery } from '../utils/promotion-query';
import * as v from 'valibot';
import { formCall } from '@/lib/http';
import { trackQuery } from './track-visit';

/** spec §7: GET track-click with the phone, sent on apply. Fire and forget: it never blocks registering. */
export function trackClick(query: PromotionQuery, phone: string): void {
  formCall('GET', '/api/v2/youmi/promotion/track-click', v.unknown(), {
    payload: {
      ...trackQuery(query),
      phone,
    },
  }).catch(() => undefined);
}
