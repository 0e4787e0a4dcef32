import {
  cardRepayReducer,
  CardRepayStep,
  initialCardRepayState,
  NO_CARD_SELECTED,
  selectedCard,
  SMS_CODE_MIN_LENGTH,
  SMS_COUNTDOWN_SECONDS,
} from '@/features/repayment/stores/card-repay-flow';

const way = {
  alipay: true,
  repayToken: 'rt-1',
  bankCards: [
    { id: '1', bankName: 'BBVA', cardNo: '4152********3377', bankCode: 'BBVA' },
    { id: '2', bankName: 'Banorte', cardNo: '5204********1029', bankCode: 'BANORTE' },
  ],
};

describe('card repayment flow (spec §3 repayment store, §4)', () => {
  it('starts on the card step with no card chosen and the spec constants', () => {
    const state = initialCardRepayState(way);
    expect(state).toMatchObject({
      step: CardRepayStep.ChooseCard,
      selectedIndex: -1,
      repayToken: 'rt-1',
      repayRecordId: '',
      smsCode: '',
      alipay: true,
    });
    expect(NO_CARD_SELECTED).toBe(-1);
    expect(SMS_COUNTDOWN_SECONDS).toBe(60);
    expect(SMS_CODE_MIN_LENGTH).toBe(6);
    expect(selectedCard(state)).toBeUndefined();
  });

  it('selects only cards that exist', () => {
    let state = initialCardRepayState(way);
    state = cardRepayReducer(state, { type: 'selectCard', index: 1 });
    expect(selectedCard(state)?.bankName).toBe('Banorte');
    expect(cardRepayReducer(state, { type: 'selectCard', index: 5 })).toBe(state);
    expect(cardRepayReducer(state, { type: 'selectCard', index: -1 })).toBe(state);
  });

  it('moves to the code step when a code was sent, keeps the record id on a resend without one, and cancel goes back', () => {
    let state = cardRepayReducer(initialCardRepayState(way), { type: 'selectCard', index: 0 });
    state = cardRepayReducer(state, { type: 'codeSent', repayRecordId: 'RR1', needValid: 1 });
    expect(state).toMatchObject({ step: CardRepayStep.VerifyCode, repayRecordId: 'RR1', needValid: 1 });
    state = cardRepayReducer(state, { type: 'codeSent', repayRecordId: '', needValid: 1 });
    expect(state.repayRecordId).toBe('RR1');
    state = cardRepayReducer(state, { type: 'smsCodeChanged', smsCode: '1234' });
    expect(state.smsCode).toBe('1234');
    state = cardRepayReducer(state, { type: 'cancelled' });
    expect(state).toMatchObject({ step: CardRepayStep.ChooseCard, smsCode: '', selectedIndex: 0 });
  });
});
