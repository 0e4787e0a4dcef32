import { LANDING_PAGE_TYPE } from '../config';
import { calls } from '@/config/calls';
import { clientTypeFrom } from '../utils/client-type';
import type { PromotionQuery } from '../utils/promotion-query';
import * as v from 'valibot';
import { formCall } from '@/lib/http';

/** The query track-visit and track-click share (spec §7). */
export function trackQuery(query: PromotionQuery) {
  return {
    page_id: query.id,
    user_from: query.user_from,
    client_type: clientTypeFrom(navigator.userAgent),
    page_type: LANDING_PAGE_TYPE,
    utm_tag: query.utm_tag,
    app_from: query.app_from,
  };
}

/** spec §7: GET track-visit. The result is ignored and a failure never reaches the visitor. */
export function trackVisit(query: PromotionQuery): void {
  formCall(calls.trackVisit, v.unknown(), trackQuery(query)).catch(() => undefined);
}
