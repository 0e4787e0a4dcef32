import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { errorMessage } from '@/components/ui';
import { linkTo, paths } from '@/config/paths';
import { getBridge } from '@/lib/bridge';
import { cardInput, capText } from '@/lib/format';
import { useAction } from '@/lib/hooks/use-action';
import { usePageTitle } from '@/lib/page-title';
import { useRouteQuery } from '@/lib/session/react';
import { bindCard } from '../api/bind-card';
import {
  NAME_MAX_LENGTH,
  validateBindCard,
  type BindCardErrors,
  type BindCardField,
  type BindCardValues,
} from '../utils/bind-card-form';
import '../components/loan.css';

const FIELDS: BindCardField[] = ['bankName', 'holderName', 'cardNo'];
const inputId = (field: BindCardField) => `bind-card-${field}`;

export default function BindCardPage() {
  const { t } = useTranslation('loan-bind-card');
  usePageTitle(t('bindCard.title'));
  const { productId } = useRouteQuery();
  const [values, setValues] = useState<BindCardValues>({ bankName: '', holderName: '', cardNo: '' });
  const [errors, setErrors] = useState<BindCardErrors>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [bound, setBound] = useState(false);
  const started = useRef(false);

  // spec §7 host actions: the host is told the bank-card step starts on entry, and ends after success.
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    getBridge().startBank();
  }, []);

  const submit = useAction(async () => {
    const found = validateBindCard(values);
    setErrors(found);
    const firstInvalid = FIELDS.find((field) => found[field]);
    if (firstInvalid) {
      document.getElementById(inputId(firstInvalid))?.focus();
      return;
    }
    setFailure(null);
    try {
      await bindCard({
        productId,
        bankName: values.bankName.trim(),
        cardNo: values.cardNo,
        holderName: values.holderName.trim(),
      });
      setBound(true);
      getBridge().endBank();
    } catch (error) {
      setFailure(error);
    }
  });

  const set = (field: BindCardField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  if (bound) {
    return (
      <main className="page">
        <h1 className="page__title">{t('bindCard.title')}</h1>
        <div className="card" role="status">
          <h2 className="loan-section-title">{t('bindCard.successTitle')}</h2>
          <p>{t('bindCard.successBody', { last4: values.cardNo.slice(-4) })}</p>
        </div>
        {productId ? (
          <Link className="btn btn--primary btn--block" to={linkTo(paths.confirmLoan, { productId })}>
            {t('bindCard.continue')}
          </Link>
        ) : null}
      </main>
    );
  }

  const fieldProps = (field: BindCardField) => ({
    id: inputId(field),
    className: 'field__input',
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `bind-card-${field}-error` : undefined,
  });
  const fieldError = (field: BindCardField) =>
    errors[field] ? (
      <span id={`bind-card-${field}-error`} className="field__error">
        {t(`bindCard.errors.${field}.${errors[field]}`)}
      </span>
    ) : null;

  return (
    <main className="page">
      <h1 className="page__title">{t('bindCard.title')}</h1>
      <p>{t('bindCard.intro')}</p>
      <form
        className="card"
        noValidate
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          void submit.run();
        }}
      >
        <div className="field">
          <label className="field__label" htmlFor="bind-card-bankName">
            {t('bindCard.bankName')}
          </label>
          <input
            {...fieldProps('bankName')}
            autoComplete="off"
            value={values.bankName}
            onChange={(event) => set('bankName', capText(event.target.value, NAME_MAX_LENGTH))}
          />
          {fieldError('bankName')}
        </div>
        <div className="field">
          <label className="field__label" htmlFor="bind-card-holderName">
            {t('bindCard.holderName')}
          </label>
          <input
            {...fieldProps('holderName')}
            autoComplete="cc-name"
            value={values.holderName}
            onChange={(event) => set('holderName', capText(event.target.value, NAME_MAX_LENGTH))}
          />
          {fieldError('holderName')}
        </div>
        <div className="field">
          <label className="field__label" htmlFor="bind-card-cardNo">
            {t('bindCard.cardNo')}
          </label>
          <input
            {...fieldProps('cardNo')}
            inputMode="numeric"
            autoComplete="cc-number"
            value={cardInput(values.cardNo).display}
            onChange={(event) => set('cardNo', cardInput(event.target.value).value)}
          />
          {fieldError('cardNo')}
        </div>
        {failure ? (
          <p className="field__error" role="alert">
            {t('bindCard.failed', { reason: errorMessage(failure, t) })}
          </p>
        ) : null}
        <button
          type="submit"
          className="btn btn--primary btn--block"
          disabled={submit.pending}
          aria-busy={submit.pending}
        >
          {submit.pending ? t('bindCard.submitting') : t('bindCard.submit')}
        </button>
      </form>
    </main>
  );
}
