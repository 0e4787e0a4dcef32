export {
  ApiError,
  Cancelled,
  isApiError,
  isCancelled,
  isRetryable,
  isSessionEnded,
  type ApiErrorKind,
} from './api-error';
export type { CallDescription } from './call';
export type { SendOptions } from './send';
export { loanCall, loanCallDated } from './loan-api';
export { formCall, unwrap, isSuccessCode, type CodeResult, type FormCallOptions } from './form-api';
export { validate } from './validate';
export { loadingStore } from './loading-store';
