import type { BankCard, RepaymentWay } from '../api/get-repayment-way';

/** spec §4: pick a card and pay, then (when needValid is 1) enter the SMS code. */
export const CardRepayStep = { ChooseCard: 'choose-card', VerifyCode: 'verify-code' } as const;
export type CardRepayStep = (typeof CardRepayStep)[keyof typeof CardRepayStep];

export const NO_CARD_SELECTED = -1;
/** spec §9: the SMS countdown, 60 s in 1 s ticks. */
export const SMS_COUNTDOWN_SECONDS = 60;
/** spec §5, §9: the card SMS code has at least 6 characters. */
export const SMS_CODE_MIN_LENGTH = 6;
/** spec §4: needValid 1 means a code was sent and must be confirmed. */
export const NEEDS_SMS_CODE = 1;

/** spec §3: the repayment store (the countdown itself lives in useCountdown, cleared on leaving). */
export interface CardRepayState {
  step: CardRepayStep;
  bankCards: BankCard[];
  alipay: boolean;
  repayToken: string;
  repayRecordId: string;
  needValid: number;
  selectedIndex: number;
  smsCode: string;
}

export type CardRepayAction =
  | { type: 'selectCard'; index: number }
  | { type: 'codeSent'; repayRecordId: string; needValid: number }
  | { type: 'smsCodeChanged'; smsCode: string }
  | { type: 'cancelled' };

export function initialCardRepayState(way: RepaymentWay): CardRepayState {
  return {
    step: CardRepayStep.ChooseCard,
    bankCards: way.bankCards,
    alipay: way.alipay,
    repayToken: way.repayToken,
    repayRecordId: '',
    needValid: 0,
    selectedIndex: NO_CARD_SELECTED,
    smsCode: '',
  };
}

export function cardRepayReducer(state: CardRepayState, action: CardRepayAction): CardRepayState {
  switch (action.type) {
    case 'selectCard':
      if (action.index < 0 || action.index >= state.bankCards.length) return state;
      return { ...state, selectedIndex: action.index };
    case 'codeSent':
      return {
        ...state,
        step: CardRepayStep.VerifyCode,
        repayRecordId: action.repayRecordId || state.repayRecordId,
        needValid: action.needValid,
      };
    case 'smsCodeChanged':
      return { ...state, smsCode: action.smsCode };
    case 'cancelled':
      return { ...state, step: CardRepayStep.ChooseCard, smsCode: '' };
  }
}

export function selectedCard(state: CardRepayState): BankCard | undefined {
  return state.selectedIndex === NO_CARD_SELECTED ? undefined : state.bankCards[state.selectedIndex];
}
