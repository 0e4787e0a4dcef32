import { useTranslation } from 'react-i18next';
import { Market, setMarketType } from '@/lib/session';

const TYPES: readonly Market[] = [Market.india, Market.mexico];

/** contract §2: type 1 is English and ₹, type 2 Spanish and $. Switching changes the whole session. */
export function MarketSwitch({ type }: { type: Market }) {
  const { t } = useTranslation('devTools');
  return (
    <fieldset className="card preview__fieldset">
      <legend className="preview__heading">{t('market.title')}</legend>
      {TYPES.map((option) => (
        <label key={option} className="preview__choice">
          <input
            type="radio"
            name="market-type"
            value={option}
            checked={type === option}
            onChange={() => setMarketType(option)}
          />
          {t(`market.type${option}`)}
        </label>
      ))}
    </fieldset>
  );
}
