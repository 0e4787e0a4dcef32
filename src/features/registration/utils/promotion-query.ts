/** spec §2: the query both registration pages take (invite_code is optional, sent on register when present). */
export const PROMOTION_QUERY_KEYS = [
  'id',
  'app_from',
  'user_from',
  'utm_tag',
  'links_id',
  'down_id',
  'invite_code',
] as const;

export type PromotionQuery = Partial<Record<(typeof PROMOTION_QUERY_KEYS)[number], string>>;

/** Picks the promotion keys from a route query (already cleaned by the session's query parser). */
export function promotionQuery(query: Record<string, string>): PromotionQuery {
  const picked: PromotionQuery = {};
  for (const key of PROMOTION_QUERY_KEYS) if (query[key] !== undefined) picked[key] = query[key];
  return picked;
}
