import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fromLenderWallInput, toLenderWallInput } from '@/lib/format/lender-wall';
import { useMarket } from '@/lib/session/react';

/** A clock a minute ahead of the phone's is not "the future". */
const FUTURE_SLACK_MS = 60_000;

/**
 * The borrower says when they paid (a date-time input, now by default). Only their word is
 * recorded; the panel counts the channel's usual time from it. The field reads and writes the lender's
 * time (contract §4), as the panel then states it: what is typed is what is said back.
 */
export function PaidTimeForm({
  initial,
  onSave,
  onCancel,
}: {
  initial: number | undefined;
  onSave: (paidAt: number) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('payment');
  const id = useId();
  const market = useMarket();
  // The latest time the borrower may give: now, when the form opened (a payment cannot be in the future).
  const [latest] = useState(() => toLenderWallInput(Date.now(), market));
  const [value, setValue] = useState(() => toLenderWallInput(initial ?? Date.now(), market));
  const [error, setError] = useState<'invalid' | 'future' | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const time = fromLenderWallInput(value.slice(0, 16), market);
    if (time === undefined) {
      setError('invalid');
      return;
    }
    if (time > Date.now() + FUTURE_SLACK_MS) {
      setError('future');
      return;
    }
    setError(null);
    onSave(time);
  };

  return (
    <form className="paid-pending__form" onSubmit={submit} noValidate>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-time`}>
          {t('whenLabel')}
        </label>
        <input
          id={`${id}-time`}
          className="field__input"
          type="datetime-local"
          value={value}
          max={latest}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          onChange={(event) => setValue(event.target.value)}
        />
        <span id={`${id}-hint`} className="paid-pending__hint">
          {t('whenHint')}
        </span>
        {error ? (
          <span id={`${id}-error`} className="field__error" role="alert">
            {t(error === 'future' ? 'whenFuture' : 'whenInvalid')}
          </span>
        ) : null}
      </div>
      <div className="paid-pending__actions">
        <button type="submit" className="btn btn--primary">
          {t('save')}
        </button>
        {onCancel ? (
          <button type="button" className="btn" onClick={onCancel}>
            {t('cancel')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
