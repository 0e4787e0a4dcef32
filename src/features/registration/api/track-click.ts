import type { PromotionQuery } from '../utils/promotion-query';
import { ignoreData, promotionCall } from './promotion-call';
import { trackQuery } from './track-visit';

/** spec §7: GET track-click with the phone, sent on apply. Fire and forget: it never blocks registering. */
export function trackClick(query: PromotionQuery, phone: string): void {
  promotionCall('GET', '/api/v2/youmi/promotion/track-click', ignoreData, {
    ...trackQuery(query),
    phone,
  }).catch(() => undefined);
}
