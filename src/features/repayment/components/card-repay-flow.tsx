import { specWording } from '@/config/spec-texts';
import { useId, useReducer } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { showToast } from '@/components/ui';
import { linkTo, paths } from '@/config/paths';
import { useAction } from '@/lib/hooks/use-action';
import { useIntentKey } from '@/lib/hooks/use-intent-key';
import { useIsMounted } from '@/lib/hooks/use-is-mounted';
import { useCountdown } from '@/lib/hooks/use-countdown';
import { useSession } from '@/lib/session/react';
import { commitRepayment, SendMsg } from '../api/commit-repayment';
import { confirmRepayment } from '../api/confirm-repayment';
import type { BankCard, RepaymentWay } from '../api/get-repayment-way';
import { getThirdPartyPayUrl, payUrlOf } from '../api/get-third-party-pay-url';
import {
  cardRepayReducer,
  CardRepayStep,
  initialCardRepayState,
  NEEDS_SMS_CODE,
  selectedCard,
  SMS_CODE_MIN_LENGTH,
  SMS_COUNTDOWN_SECONDS,
} from '../stores/card-repay-flow';
import type { CardRepayQuery } from '../utils/route-query';
import { openUrl } from '../utils/open-url';
import { payPageTarget } from '../utils/safe-url';
import { failedMessage, refusedMessage } from './card-repay-messages';
import './card-repay.css';

function cardLabel(card: BankCard, t: (key: string, options?: Record<string, string>) => string): string {
  const last4 = card.cardNo.replace(/\D/g, '').slice(-4);
  return last4
    ? t('cardRepay.cardEnding', { bank: card.bankName, last4 })
    : `${card.bankName} ${card.cardNo}`;
}

export function CardRepayFlow({ way, query }: { way: RepaymentWay; query: CardRepayQuery }) {
  const { t } = useTranslation('repayment');
  const navigate = useNavigate();
  const userId = useSession((state) => state.values.userId ?? '');
  const [state, dispatch] = useReducer(cardRepayReducer, way, initialCardRepayState);
  const countdown = useCountdown(SMS_COUNTDOWN_SECONDS);
  const smsId = useId();
  const smsHeadingId = useId();
  const toLoanDetails = () => navigate(linkTo(paths.loanDetails, { orderId: query.orderId }));
  // Answers that arrive after the borrower left change nothing (no toast, no navigation).
  const isMounted = useIsMounted();
  // contract §8: the payment and each SMS resend are intents; a retry of one after no answer sends the
  // same Idempotency-Key, so the server neither charges nor texts twice.
  const intent = useIntentKey();

  const submit = async (sendMsg: SendMsg) => {
    const card = selectedCard(state);
    if (!card) {
      showToast(specWording('cardChooseCard', t('cardRepay.chooseCard')));
      return;
    }
    const payment = {
      amount: query.amount,
      bankName: card.bankName,
      cardId: card.id,
      cardNo: card.cardNo,
      couponId: query.couponId,
      orderId: query.orderId,
      repayToken: state.repayToken,
      bankCode: card.bankCode,
      sendMsg,
    };
    try {
      const result = await intent.send(payment, (idempotencyKey) =>
        commitRepayment(payment, { idempotencyKey }),
      );
      if (!isMounted()) return;
      if (!result.success) {
        showToast(refusedMessage(result, t));
        return;
      }
      // spec §4: needValid 1 means a code was sent: ask for it and start the resend countdown.
      if (result.data.needValid === NEEDS_SMS_CODE) {
        dispatch({
          type: 'codeSent',
          repayRecordId: result.data.repayRecordId,
          needValid: result.data.needValid,
        });
        countdown.start();
      } else {
        toLoanDetails();
      }
    } catch (error) {
      if (isMounted()) showToast(failedMessage(error, t));
    }
  };

  const pay = useAction(() => submit(SendMsg.First));
  const resend = useAction(() => submit(SendMsg.Resend));

  const confirm = useAction(async () => {
    const verifyCode = state.smsCode.trim();
    if (verifyCode.length < SMS_CODE_MIN_LENGTH) {
      showToast(specWording('cardBadCode', t('cardRepay.badCode')));
      return;
    }
    try {
      const result = await confirmRepayment({
        orderId: query.orderId,
        verifyCode,
        repaymentRecordId: state.repayRecordId,
      });
      if (!isMounted()) return;
      if (result.success) toLoanDetails();
      else showToast(refusedMessage(result, t));
    } catch (error) {
      if (isMounted()) showToast(failedMessage(error, t));
    }
  });

  const thirdParty = useAction(async () => {
    try {
      const result = await getThirdPartyPayUrl({ userId, orderId: query.orderId, amount: query.amount });
      if (!isMounted()) return;
      if (!result.success) {
        showToast(refusedMessage(result, t));
        return;
      }
      const target = payPageTarget(payUrlOf(result));
      if (!target) showToast(specWording('cardFailed', t('cardRepay.failed')));
      else if (target.kind === 'route') navigate(target.to);
      else openUrl(target.href);
    } catch (error) {
      if (isMounted()) showToast(failedMessage(error, t));
    }
  });

  const cancel = () => {
    countdown.reset();
    dispatch({ type: 'cancelled' });
  };

  const verifying = state.step === CardRepayStep.VerifyCode;
  return (
    <>
      <fieldset className="card bank-cards" disabled={verifying}>
        <legend className="bank-cards__legend">{t('cardRepay.cards')}</legend>
        {state.bankCards.length === 0 ? <p>{t('cardRepay.noCards')}</p> : null}
        {state.bankCards.map((card, index) => (
          <label key={`${card.id}-${index}`} className="bank-card">
            <input
              type="radio"
              name="bank-card"
              value={card.id}
              checked={state.selectedIndex === index}
              onChange={() => dispatch({ type: 'selectCard', index })}
            />
            <span>{cardLabel(card, t)}</span>
          </label>
        ))}
      </fieldset>

      {verifying ? (
        <section className="card" aria-labelledby={smsHeadingId}>
          <h2 id={smsHeadingId} className="repay-section__title">
            {t('cardRepay.smsHeading')}
          </h2>
          <p>{t('cardRepay.smsHint')}</p>
          <div className="field">
            <label className="field__label" htmlFor={smsId}>
              {t('cardRepay.smsLabel')}
            </label>
            <div className="sms-row">
              <input
                id={smsId}
                className="field__input"
                inputMode="numeric"
                autoComplete="one-time-code"
                value={state.smsCode}
                onChange={(event) => dispatch({ type: 'smsCodeChanged', smsCode: event.target.value })}
              />
              <button
                type="button"
                className="btn"
                disabled={countdown.running || resend.pending}
                aria-label={
                  countdown.running ? t('cardRepay.secondsLabel', { count: countdown.remaining }) : undefined
                }
                onClick={() => void resend.run()}
              >
                {countdown.running
                  ? t('cardRepay.seconds', { count: countdown.remaining })
                  : t('cardRepay.getCode')}
              </button>
            </div>
          </div>
          <div className="card-repay__actions">
            <button
              type="button"
              className="btn btn--primary btn--block"
              disabled={confirm.pending}
              aria-busy={confirm.pending}
              onClick={() => void confirm.run()}
            >
              {confirm.pending ? t('cardRepay.confirming') : t('cardRepay.confirm')}
            </button>
            <button type="button" className="btn btn--block" disabled={confirm.pending} onClick={cancel}>
              {t('cardRepay.cancel')}
            </button>
          </div>
        </section>
      ) : (
        <div className="card-repay__actions">
          <button
            type="button"
            className="btn btn--primary btn--block"
            disabled={pay.pending}
            aria-busy={pay.pending}
            onClick={() => void pay.run()}
          >
            {pay.pending ? t('cardRepay.paying') : t('cardRepay.pay')}
          </button>
          {state.alipay ? (
            <button
              type="button"
              className="btn btn--block"
              disabled={thirdParty.pending}
              aria-busy={thirdParty.pending}
              onClick={() => void thirdParty.run()}
            >
              {t('cardRepay.alipay')}
            </button>
          ) : null}
        </div>
      )}
    </>
  );
}
