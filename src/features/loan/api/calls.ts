import type { CallDescription } from '../../../lib/http/first-call';

/**
 * The loan pages' first calls as plain data: their API functions send them through the transport, and the
 * route table hands them to index.html, which sends them with the page (src/lib/http/first-call.ts). The
 * route table imports this in Node at build time: relative imports only.
 */

/** contract §3: confirm data (`isType: 1` only on the spec §4 reload, never on a first call). */
export const loanConfirmCall = {
  client: 'json',
  method: 'POST',
  path: '/v3/loan-confirm/loan-detail-confirm',
  fromRouteQuery: ['productId'],
  // A read of the offer, POST or not: spec §4 itself sends it again (the 5.5 s reload).
  repeatable: true,
} as const satisfies CallDescription;

export const loanDetailsCall = {
  client: 'json',
  method: 'POST',
  path: '/v3/loan-details/loan-details',
  fromRouteQuery: ['productId', 'orderId'],
  // A read (a POST body): changes nothing.
  repeatable: true,
} as const satisfies CallDescription;

/** spec §7: POST customer contact, payload overall=30. */
export const customerContactCall = {
  client: 'form',
  method: 'POST',
  service: 'wealth',
  path: '/customer/contact',
  fixed: { overall: 30 },
  // A read of the support contacts.
  repeatable: true,
} as const satisfies CallDescription;

/** contract §3: GET /contract/detail with orderNo (wealth service). */
export const contractCall = {
  client: 'form',
  method: 'GET',
  service: 'wealth',
  path: '/contract/detail',
  fromRouteQuery: ['orderNo'],
  // A GET: a read.
  repeatable: true,
} as const satisfies CallDescription;

/** The product page: POST /v3/product/detail {productId}. */
export const productCall = {
  client: 'json',
  method: 'POST',
  path: '/v3/product/detail',
  fromRouteQuery: ['productId'],
  // A read (a POST body): changes nothing.
  repeatable: true,
} as const satisfies CallDescription;

/** contract §3: order list, no body. */
export const orderListCall = {
  client: 'json',
  method: 'POST',
  path: '/v3/order/order-list',
  // A read (a POST body): changes nothing.
  repeatable: true,
} as const satisfies CallDescription;

/** contract §3: recommended products, no body. */
export const recommendListCall = {
  client: 'json',
  method: 'POST',
  path: '/v3/product/recommend-list',
  // A read (a POST body): changes nothing.
  repeatable: true,
} as const satisfies CallDescription;
