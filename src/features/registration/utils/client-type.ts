export type ClientType = 'ios' | 'android';

/** spec §7: client_type is ios or android, from the browser's user agent. */
export function clientTypeFrom(userAgent: string): ClientType {
  return /iPhone|iPad|iPod/i.test(userAgent) ? 'ios' : 'android';
}
