import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '@/components/ui/toast';
import {
  DEMO_ENDPOINTS,
  DEMO_FAULTS,
  DEMO_KEY_FACTS_ONE_ROW_REMOVED,
  DEMO_SCENARIO_COOKIE,
  ORDER_STATUSES,
  formatDemoScenario,
  parseDemoScenario,
  type DemoEndpoint,
  type DemoFault,
  type DemoScenario,
} from '@/config/demo-scenario';
import { getCookie, removeCookie, setCookie } from '@/lib/cookie';
import { numberInput } from '@/lib/format/inputs';

interface ScenarioForm {
  status: string;
  faultCall: DemoEndpoint | '*';
  fault: DemoFault | '';
  codeCall: DemoEndpoint | '';
  code: string;
  delay: string;
  /** Loan details serve a 174 loan paid out yesterday (flag `coolingOff=1`). */
  coolingOff: boolean;
  /** Vouchers carry a barcode on another origin (flag `barcode=remote`). */
  remoteBarcode: boolean;
  /** The confirm offer's key facts without one row (flag `keyFacts=-interestRate`). */
  keyFactsRowRemoved: boolean;
}

const EMPTY_FORM: ScenarioForm = {
  status: '',
  faultCall: '*',
  fault: '',
  codeCall: '',
  code: '',
  delay: '',
  coolingOff: false,
  remoteBarcode: false,
  keyFactsRowRemoved: false,
};

/** The on/off switches, in the order they show. */
const SWITCHES = ['coolingOff', 'remoteBarcode', 'keyFactsRowRemoved'] as const;

const CODE_PATTERN = /^-?\d{1,8}$/;

function formFromScenario(scenario: DemoScenario): ScenarioForm {
  const [faultCall, fault] = (Object.entries(scenario.faults)[0] ?? ['*', '']) as [
    ScenarioForm['faultCall'],
    ScenarioForm['fault'],
  ];
  const [codeCall, code] = (Object.entries(scenario.codes)[0] ?? ['', '']) as [
    ScenarioForm['codeCall'],
    string,
  ];
  return {
    status: scenario.status ?? '',
    faultCall,
    fault,
    codeCall,
    code,
    delay: scenario.delayMs ? String(scenario.delayMs) : '',
    coolingOff: scenario.flags.coolingOff !== undefined,
    remoteBarcode: scenario.flags.barcode === 'remote',
    keyFactsRowRemoved: scenario.flags.keyFacts === DEMO_KEY_FACTS_ONE_ROW_REMOVED,
  };
}

/** The hand-set flags of the cookie, with the two the form's check boxes own. */
function flagsFrom(current: string, form: ScenarioForm): Record<string, string> {
  const { coolingOff, barcode, keyFacts, ...flags } = parseDemoScenario(current).flags;
  return {
    ...flags,
    ...(form.keyFactsRowRemoved
      ? { keyFacts: DEMO_KEY_FACTS_ONE_ROW_REMOVED }
      : keyFacts && keyFacts !== DEMO_KEY_FACTS_ONE_ROW_REMOVED
        ? { keyFacts }
        : {}),
    ...(form.coolingOff ? { coolingOff: coolingOff ?? '1' } : {}),
    ...(form.remoteBarcode ? { barcode: 'remote' } : barcode && barcode !== 'remote' ? { barcode } : {}),
  };
}

/** The demo backend's scenario (src/config/demo-scenario.ts), kept in its cookie. Shown only with the demo API. */
interface SelectFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The first option, meaning "none" or "all". */
  none: { value: string; label: string };
  options: readonly string[];
}

function SelectField({ id, label, value, onChange, none, options }: SelectFieldProps) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="field__input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value={none.value}>{none.label}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
}

export function ScenarioPicker() {
  const { t } = useTranslation('devTools');
  const id = useId();
  const [current, setCurrent] = useState(() => getCookie(DEMO_SCENARIO_COOKIE) ?? '');
  const [form, setForm] = useState<ScenarioForm>(() => formFromScenario(parseDemoScenario(current)));
  const [codeError, setCodeError] = useState(false);

  const update = <K extends keyof ScenarioForm>(key: K, value: ScenarioForm[K]) =>
    setForm((previous) => ({ ...previous, [key]: value }));

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const code = form.code.trim();
    if (form.codeCall && !CODE_PATTERN.test(code)) {
      setCodeError(true);
      return;
    }
    setCodeError(false);
    const text = formatDemoScenario({
      status: form.status || undefined,
      delayMs: Number(form.delay) || undefined,
      faults: form.fault ? { [form.faultCall]: form.fault } : {},
      codes: form.codeCall ? { [form.codeCall]: code } : {},
      // Switches set by hand in the cookie (e.g. needValid=0) are kept.
      flags: flagsFrom(current, form),
    });
    if (text) setCookie(DEMO_SCENARIO_COOKIE, text);
    else removeCookie(DEMO_SCENARIO_COOKIE);
    setCurrent(text);
    showToast(t('scenario.applied'));
  };

  const reset = () => {
    removeCookie(DEMO_SCENARIO_COOKIE);
    setCurrent('');
    setForm(EMPTY_FORM);
    setCodeError(false);
    showToast(t('scenario.cleared'));
  };

  const field = (name: string) => `${id}-${name}`;

  return (
    <section className="card" aria-labelledby={field('title')}>
      <h2 id={field('title')} className="preview__heading">
        {t('scenario.title')}
      </h2>
      <p className="preview__hint">{t('scenario.hint')}</p>
      <p>
        {t('scenario.current')}: <code>{current || t('scenario.none')}</code>
      </p>
      <form className="preview__grid" onSubmit={apply} noValidate>
        <SelectField
          id={field('status')}
          label={t('scenario.status')}
          value={form.status}
          onChange={(value) => update('status', value)}
          none={{ value: '', label: t('scenario.statusDefault') }}
          options={ORDER_STATUSES}
        />
        <SelectField
          id={field('fault')}
          label={t('scenario.fault')}
          value={form.fault}
          onChange={(value) => update('fault', value as ScenarioForm['fault'])}
          none={{ value: '', label: t('scenario.noFault') }}
          options={DEMO_FAULTS}
        />
        <SelectField
          id={field('fault-call')}
          label={t('scenario.faultCall')}
          value={form.faultCall}
          onChange={(value) => update('faultCall', value as ScenarioForm['faultCall'])}
          none={{ value: '*', label: t('scenario.allCalls') }}
          options={DEMO_ENDPOINTS}
        />
        <SelectField
          id={field('code-call')}
          label={t('scenario.codeCall')}
          value={form.codeCall}
          onChange={(value) => update('codeCall', value as ScenarioForm['codeCall'])}
          none={{ value: '', label: t('scenario.noCall') }}
          options={DEMO_ENDPOINTS}
        />
        <div className="field">
          <label className="field__label" htmlFor={field('code')}>
            {t('scenario.code')}
          </label>
          <input
            id={field('code')}
            className="field__input"
            inputMode="numeric"
            maxLength={9}
            value={form.code}
            aria-invalid={codeError || undefined}
            aria-describedby={codeError ? field('code-error') : undefined}
            onChange={(event) => update('code', event.target.value)}
          />
          {codeError ? (
            <span id={field('code-error')} className="field__error" role="alert">
              {t('scenario.invalidCode')}
            </span>
          ) : null}
        </div>
        <div className="field">
          <label className="field__label" htmlFor={field('delay')}>
            {t('scenario.delay')}
          </label>
          <input
            id={field('delay')}
            className="field__input"
            inputMode="numeric"
            maxLength={6}
            value={form.delay}
            onChange={(event) => update('delay', numberInput(event.target.value))}
          />
        </div>
        {SWITCHES.map((name) => (
          <label key={name} className="preview__choice" htmlFor={field(name)}>
            <input
              id={field(name)}
              type="checkbox"
              checked={form[name]}
              onChange={(event) => update(name, event.target.checked)}
            />
            {t(`scenario.${name}`)}
          </label>
        ))}
        <div className="preview__actions">
          <button type="submit" className="btn btn--primary">
            {t('scenario.apply')}
          </button>
          <button type="button" className="btn" onClick={reset}>
            {t('scenario.reset')}
          </button>
        </div>
      </form>
    </section>
  );
}
