/**
 * What a backend call is, as plain data: the shape of every entry in the call catalogue (./calls.ts), which
 * the request builder (src/lib/http/call.ts) turns into a request. Here, below lib, because the catalogue and
 * env are plain settings that import nothing from lib. Dependency-free: index.html's inline scripts compile
 * it in through the request builder, and the build reads it in Node.
 */
export type ApiClientKind = 'json' | 'form';

export interface CallDescription {
  /** The JSON client (loan pages: a JSON body) or the form client (a form-encoded body). */
  client: ApiClientKind;
  method: 'GET' | 'POST';
  /** `wealth`: the path is under VITE_WEALTH_BASE_PATH. */
  service?: 'wealth';
  path: string;
  /** The values the call sends (the body of a POST, the query of a GET), by name and in this order. */
  fields?: readonly string[];
  /** Values every call carries. */
  fixed?: Record<string, string | number>;
  /** An empty value is left out of the call. */
  dropEmpty?: boolean;
  /** The call is made only when every field is present and matches this. */
  requiredPattern?: string;
  /** The body is the caller's FormData, sent as multipart. */
  multipart?: boolean;
  /**
   * Whether sending the call twice is harmless (a read, even as a POST). After the HTML's early request
   * failed (a 5xx, no answer), the transport sends a repeatable call again; a call that is not repeatable
   * could write twice, so the early failure becomes its result, shown with the page's normal failure
   * states and its Retry, a choice the borrower makes. No default: each call says which it is.
   */
  repeatable: boolean;
}

/** VITE_WEALTH_BASE_PATH as the app uses it: `/wealth` unless set, one leading slash, no trailing one. */
export function wealthBasePathOf(raw: string | undefined): string {
  const path = (raw?.trim() || '/wealth').replace(/\/+$/, '');
  return path.startsWith('/') ? path : `/${path}`;
}
