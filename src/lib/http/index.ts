export { ApiError, isApiError, isRetryable, isSessionEnded, type ApiErrorKind } from './api-error';
export { Cancelled, isCancelled } from './cancelled';
export { postLoanApi, postLoanApiDated, type CallOptions } from './loan-api';
export { formCall, wealth, unwrap, isSuccessCode, type CodeResult, type FormCallOptions } from './form-api';
export { validate } from './validate';
export { loadingStore } from './loading-store';
