import type { PromotionQuery } from '../utils/promotion-query';
import { calls } from '@/config/calls';
import * as v from 'valibot';
import { formCall } from '@/lib/http';
import { trackQuery } from './track-visit';

/** spec §7: GET track-click with the phone, sent on apply. Fire and forget: it never blocks registering. */
export function trackClick(query: PromotionQuery, phone: string): void {
  formCall(calls.trackClick, v.unknown(), { ...trackQuery(query), phone }).catch(() => undefined);
}
