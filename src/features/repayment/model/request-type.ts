/** Where the borrower came from: 1 repayment (full or installment), 2 extension (spec §2). */
export const RequestType = { Repay: 1, Delay: 2 } as const;
export type RequestType = (typeof RequestType)[keyof typeof RequestType];
