/** spec §8: the old card flow's business codes. */
export const CardRepayCode = {
  Success: '00',
  WrongSmsCode: '800006',
  DuplicateSubmit: '800005',
} as const;
