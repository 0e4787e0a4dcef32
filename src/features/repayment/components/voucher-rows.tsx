import { useTranslation } from 'react-i18next';
import { CodeGroups, useCopy } from '@/components/ui';
import './voucher.css';

interface CopyRowProps {
  label: string;
  value: string;
  copyLabel: string;
  /** Codes are set in a fixed-width face so similar characters can be told apart; names are not. */
  code?: boolean;
  /** How the value reads on screen when that differs from what is copied (a CLABE in groups). */
  display?: string;
  /** What to do with it, under the value (where a reference goes in a transfer). */
  hint?: string;
}

/** A voucher field with its own copy button (a <div> inside the voucher's <dl>). */
export function CopyRow({ label, value, copyLabel, code = false, display, hint }: CopyRowProps) {
  const { t } = useTranslation('repayment');
  const copy = useCopy();
  return (
    <div className="voucher-row">
      <dt>{label}</dt>
      <dd>
        {code ? (
          <CodeGroups className="voucher-row__value" code={value} display={display} />
        ) : (
          <span className="voucher-row__value voucher-row__value--text">{display ?? value}</span>
        )}
        <button
          type="button"
          className="btn btn--small"
          aria-label={copyLabel}
          onClick={() => void copy(value)}
        >
          {t('channels.copy')}
        </button>
        {hint ? <span className="voucher-row__hint">{hint}</span> : null}
      </dd>
    </div>
  );
}

/** A voucher field without a button. */
export function TextRow({ label, value }: { label: string; value: string }) {
  return (
    <div className="voucher-row">
      <dt>{label}</dt>
      <dd>
        <span className="voucher-row__value voucher-row__value--text">{value}</span>
      </dd>
    </div>
  );
}
