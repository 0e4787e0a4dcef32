import { useMemo, useReducer, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { errorMessage } from '@/components/ui/error-view/error-message';
import { showToast } from '@/components/ui/toast';
import { env } from '@/config/env';
import { linkTo, paths } from '@/config/paths';
import { useAction } from '@/lib/hooks/use-action';
import { useTypedBeforeHydration } from '@/lib/prerender/handoff';
import { useIntentKey } from '@/lib/hooks/use-intent-key';
import { useCountdown } from '@/lib/hooks/use-countdown';
import { isApiError } from '@/lib/http/api-error';
import { parseQuery } from '@/lib/session';
import { useSession } from '@/lib/session/react';
import type { Query } from '@/lib/router/query-cache';
import { captchaImageUrl } from '../api/get-sid';
import { register } from '../api/register';
import { sendSms } from '../api/send-sms';
import { trackClick } from '../api/track-click';
import { CAPTCHA_MAX_LENGTH, PROMOTION_CODE, SMS_CODE_MAX_LENGTH, SMS_COUNTDOWN_SECONDS } from '../config';
import { useCaptchaSession } from '../hooks/use-captcha-session';
import { phoneRule, type PhoneRule, type RegistrationRules } from '../model/phone-rule';
import {
  applyBlocker,
  createRegistrationReducer,
  initialRegistration,
  isValidPhone,
  phoneNumber,
  smsBlocker,
  Step,
  type Blocker,
  type Field,
} from '../model/registration-flow';
import { trackRegistrationComplete } from '../utils/ad-events';
import type { PromotionQuery } from '../utils/promotion-query';
import { FormField } from './form-field';
import { PrivacyConsent } from './privacy-consent';

/** The messages shown: in the page's language, or the spec's Chinese ones (VITE_REGISTRATION_RULES=spec). */
const messagesFor = (rules: RegistrationRules) => (rules === 'spec' ? 'specMessages' : 'messages');

function errorKeysFor(rules: RegistrationRules, rule: PhoneRule) {
  const says = messagesFor(rules);
  return {
    phone: `phoneRule.${rule.texts}.invalid`,
    captcha: `${says}.captchaInvalid`,
    smsCode: `${says}.smsCodeInvalid`,
  } as const satisfies Record<Field, string>;
}

export interface RegistrationFormProps {
  query: PromotionQuery;
  /** The captcha session the route loader started. */
  sid: Query<string>;
  appName: string;
  applyLabel?: string;
}

export function RegistrationForm({ query, sid, appName, applyLabel }: RegistrationFormProps) {
  const { t } = useTranslation('registration');
  const navigate = useNavigate();
  const { search } = useLocation();
  const deviceId = useSession((session) => session.values.deviceId);
  const market = useSession((session) => session.type);
  // The market's phone rule and texts, or the spec's literal ones (VITE_REGISTRATION_RULES=spec).
  const rules = env.registrationRules;
  const rule = useMemo(() => phoneRule(market, rules), [market, rules]);
  const reducer = useMemo(() => createRegistrationReducer(rule), [rule]);
  const [state, dispatch] = useReducer(reducer, initialRegistration, (initial) => ({
    ...initial,
    captchaStamp: Date.now(),
  }));
  const says = messagesFor(rules);
  const errorKeys = errorKeysFor(rules, rule);
  const captcha = useCaptchaSession(sid, state.captchaStamp);
  const countdown = useCountdown(SMS_COUNTDOWN_SECONDS);
  const phoneRef = useRef<HTMLInputElement>(null);
  const captchaRef = useRef<HTMLInputElement>(null);
  const smsCodeRef = useRef<HTMLInputElement>(null);
  const consentRef = useRef<HTMLInputElement>(null);
  // What the visitor typed and ticked into the build's HTML before the app arrived.
  useTypedBeforeHydration(phoneRef, (value) =>
    dispatch({ type: 'field-changed', field: 'phone', value: String(value) }),
  );
  useTypedBeforeHydration(captchaRef, (value) =>
    dispatch({ type: 'field-changed', field: 'captcha', value: String(value) }),
  );
  useTypedBeforeHydration(smsCodeRef, (value) =>
    dispatch({ type: 'field-changed', field: 'smsCode', value: String(value) }),
  );
  useTypedBeforeHydration(consentRef, (value) =>
    dispatch({ type: 'consent-changed', value: value === true }),
  );
  const focus = (field: Blocker) => {
    const inputs: Record<Blocker, RefObject<HTMLInputElement | null>> = {
      phone: phoneRef,
      captcha: captchaRef,
      smsCode: smsCodeRef,
      consent: consentRef,
    };
    inputs[field].current?.focus();
  };

  const captchaImage = captcha.state;
  const sidValue = captchaImage.status === 'ready' ? captchaImage.sid : '';
  const common = {
    // The clean national digits, whatever separators or prefix the field shows.
    phone: phoneNumber(state, rule),
    capcode: state.captcha,
    sid: sidValue,
    deviceId,
    appName,
    app_from: query.app_from,
    user_from: query.user_from,
    utm_tag: query.utm_tag,
  };

  function invalid(field: Blocker) {
    dispatch({ type: 'field-invalid', field });
    focus(field);
  }

  function refreshCaptcha() {
    dispatch({ type: 'captcha-refreshed', stamp: Date.now() });
    focus('captcha');
  }

  function goToDownload() {
    // spec §2: the download page takes the same query as the landing.
    void navigate(linkTo(paths.downloadTemplate, parseQuery(search)));
  }

  function alreadyRegistered() {
    showToast(t(`${says}.alreadyRegistered`));
    dispatch({ type: 'registered' });
    goToDownload();
  }

  const failureText = (error: unknown) =>
    isApiError(error) && error.kind === 'network' ? t(`${says}.networkError`) : errorMessage(error, t);
  const serverText = (message: string) => message || t('errors.server', { ns: 'common' });

  // contract §8: an SMS and an account are intents; a retry of the same values after no answer keeps its key.
  const smsIntent = useIntentKey();
  const registerIntent = useIntentKey();

  const sms = useAction(async () => {
    // spec §4, §5: sending is blocked while the countdown runs.
    if (countdown.running) return void showToast(t(`${says}.repeatSend`));
    const blocker = smsBlocker(state, rule, captchaImage.status === 'ready');
    if (blocker) return invalid(blocker);
    let result;
    try {
      result = await smsIntent.send(common, (idempotencyKey) => sendSms(common, { idempotencyKey }));
    } catch (error) {
      return void showToast(failureText(error));
    }
    if (result.success) {
      showToast(t(`${says}.smsSent`));
      countdown.start();
      dispatch({ type: 'sms-sent' });
      focus('smsCode');
      return;
    }
    switch (String(result.code)) {
      case PROMOTION_CODE.alreadyRegistered:
        return alreadyRegistered();
      case PROMOTION_CODE.wrongSmsCaptcha:
        refreshCaptcha();
        return void showToast(serverText(result.message));
      default:
        return void showToast(serverText(result.message));
    }
  });

  const apply = useAction(async () => {
    if (state.step === Step.Done) return;
    const blocker = applyBlocker(state, rule, captchaImage.status === 'ready');
    if (blocker) return invalid(blocker);
    trackClick(query, common.phone);
    let result;
    try {
      const account = { ...common, smsCode: state.smsCode, invite_code: query.invite_code, id: query.id };
      result = await registerIntent.send(account, (idempotencyKey) => register(account, { idempotencyKey }));
    } catch (error) {
      return void showToast(failureText(error));
    }
    if (result.success) {
      showToast(t(`${says}.registered`));
      trackRegistrationComplete();
      dispatch({ type: 'registered' });
      return goToDownload();
    }
    switch (String(result.code)) {
      case PROMOTION_CODE.alreadyRegistered:
        return alreadyRegistered();
      case PROMOTION_CODE.wrongRegisterCaptcha:
        refreshCaptcha();
        return void showToast(serverText(result.message));
      default:
        return void showToast(serverText(result.message));
    }
  });

  function onCaptchaImage() {
    if (captchaImage.status === 'failed') return captcha.retry();
    if (captchaImage.status !== 'ready') return;
    // spec §5: asking for a new captcha without a phone number shows the phone error.
    if (!isValidPhone(state, rule)) return invalid('phone');
    refreshCaptcha();
  }

  const done = state.step === Step.Done;
  const fieldProps = (field: Field) => ({
    id: `registration-${field}`,
    value: state[field],
    error: state.invalid === field ? t(errorKeys[field]) : undefined,
    disabled: done,
    onChange: (value: string) => dispatch({ type: 'field-changed', field, value }),
  });

  return (
    <form
      className="card registration-form"
      aria-label={t('form.label')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void apply.run();
      }}
    >
      <FormField
        {...fieldProps('phone')}
        inputRef={phoneRef}
        label={t('form.phone')}
        placeholder={t(`phoneRule.${rule.texts}.hint`)}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={rule.maxLength}
        onBlur={() => dispatch({ type: 'phone-settled' })}
      />
      <FormField
        {...fieldProps('captcha')}
        inputRef={captchaRef}
        label={t('form.captcha')}
        placeholder={t('form.captchaHint')}
        autoComplete="off"
        autoCapitalize="off"
        maxLength={CAPTCHA_MAX_LENGTH}
      >
        <button
          type="button"
          className="registration-form__captcha"
          onClick={onCaptchaImage}
          disabled={captchaImage.status === 'loading'}
          aria-label={captchaImage.status === 'failed' ? t('form.captchaRetry') : undefined}
        >
          {captchaImage.status === 'ready' ? (
            <img
              src={captchaImageUrl(captchaImage.sid, captchaImage.stamp)}
              alt={t('form.captchaImage')}
              width={120}
              height={44}
            />
          ) : (
            <span aria-hidden="true">{captchaImage.status === 'failed' ? '↻' : '…'}</span>
          )}
          {captchaImage.status === 'loading' ? (
            <span className="visually-hidden">{t('form.captchaLoading')}</span>
          ) : null}
        </button>
      </FormField>
      <PrivacyConsent
        id="registration-consent"
        inputRef={consentRef}
        checked={state.consent}
        disabled={done}
        error={state.invalid === 'consent' ? t('consent.required') : undefined}
        onChange={(value) => dispatch({ type: 'consent-changed', value })}
      />
      <FormField
        {...fieldProps('smsCode')}
        inputRef={smsCodeRef}
        label={t('form.smsCode')}
        placeholder={t('form.smsCodeHint')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={SMS_CODE_MAX_LENGTH}
      >
        <button
          type="button"
          className="btn btn--small registration-form__send"
          onClick={() => void sms.run()}
          disabled={sms.pending || done}
          aria-busy={sms.pending}
          aria-label={countdown.running ? t('form.resendInLabel', { count: countdown.remaining }) : undefined}
        >
          {countdown.running ? t('form.resendIn', { count: countdown.remaining }) : t('form.getCode')}
        </button>
      </FormField>
      <button
        type="submit"
        className="btn btn--primary btn--block"
        disabled={apply.pending || done}
        aria-busy={apply.pending}
      >
        {apply.pending ? t('form.applying') : applyLabel || t('form.apply')}
      </button>
    </form>
  );
}
