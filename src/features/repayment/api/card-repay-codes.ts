/** spec §8: the old card flow's business codes. */
export const CardRepayCode = {
  Success: '00',
  WrongSmsCode: '800006',
  DuplicateSubmit: '800005',
} as const;

/** The card flow's endpoints (contract §3: form client, POST `{VITE_API_BASE_URL}/service/loan/...`). */
export const cardRepayUrl = {
  way: '/service/loan/repayment-way',
  commit: '/service/loan/repayment-commit',
  huichao: '/service/loan/repayment-huichao',
  confirm: '/service/loan/repayment-confirm',
} as const;
