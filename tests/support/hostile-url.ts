/**
 * Values a URL may carry that a page must survive, each in a load of its own where one could hide another:
 * markup of both kinds with non-Latin text and a right-to-left override in one value (each would run or
 * garble alone as together), the words a careless parse turns into values, and a value of 10,000 characters.
 */
export const HOSTILE_VALUES = [
  '<script>window.__xss=1</script>"><img src=x onerror="window.__xss=1">ñ中文🙂\u202e',
  'undefined',
  'null',
  'x'.repeat(10_000),
];

/** Every query key a route or the session reads. */
const KEYS = [
  'type',
  'deviceId',
  'sessionId',
  'userId',
  'clientType',
  'productId',
  'orderId',
  'orderNo',
  'problemId',
  'id',
  'amount',
  'payCode',
  'requestType',
  'problemType',
  'utm_tag',
  'crp_phe',
  'swift',
];

/** Every key set to `value`. */
export const hostileQuery = (value: string) =>
  KEYS.map((key) => `${key}=${encodeURIComponent(value)}`).join('&');

/**
 * The long value: the query before `#` goes to the server, which (like any) refuses a request line of
 * hundreds of KB, so it goes only after the `#`, which never leaves the browser.
 */
export const isLong = (value: string) => value.length > 1000;

/**
 * The page query (before `#`) for `value`: every key, then `type` twice (repeated keys); for the long value,
 * `type=1` alone.
 */
export const hostilePageQuery = (value: string) =>
  isLong(value) ? 'type=1' : `${hostileQuery(value)}&type=1&type=${encodeURIComponent(value)}`;
