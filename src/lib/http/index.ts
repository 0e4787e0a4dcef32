export { ApiError, isApiError, isRetryable, type ApiErrorKind } from './api-error';
export { postLoanApi, postLoanApiDated, type CallOptions } from './loan-api';
export { formCall, wealth, unwrap, isSuccessCode, type CodeResult, type FormCallOptions } from './form-api';
export { validate } from './validate';
export { loadingStore } from './loading-store';
