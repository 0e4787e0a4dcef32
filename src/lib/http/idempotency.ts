/**
 * contract §8: every call that creates or pays something carries this header. Stripe's model: the key is
 * made when the borrower starts one intent and sent unchanged on every retry of it, so a server that
 * honours it answers a repeat with its first answer instead of creating a second order. The keys come
 * from src/lib/intent (outside the transport, so a page's controls can hold them before it loads).
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
