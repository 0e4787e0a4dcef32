import i18next from 'i18next';
import { lateChargeText, moratorioTerms } from '@/entities/loan-figures/late-charge-words';
import { formatMoney, formatPercent } from '@/lib/format';
import { Market } from '@/lib/session/market';
import es from '@/lib/i18n/locales/common.es';
import en from '@/lib/i18n/locales/common.en';
import hi from '@/lib/i18n/locales/common.hi';

const i18n = i18next.createInstance();
await i18n.init({
  lng: 'es',
  resources: { es: { common: es }, en: { common: en }, hi: { common: hi } },
  ns: ['common'],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  showSupportNotice: false,
});

function words(locale: 'es' | 'en' | 'hi') {
  const market = locale === 'es' ? Market.mexico : Market.india;
  return {
    t: i18n.getFixedT(locale),
    format: {
      money: (minor: number) => formatMoney(minor, locale === 'es' ? '$' : '₹'),
      percent: (value: number, decimals: number) => formatPercent(value, decimals, market),
    },
  };
}

describe('lateChargeText: one late charge, one annual figure with its unit and basis', () => {
  it('Mexico: the offer’s moratorio rate reads as the carátula states it, a year', () => {
    const { t, format } = words('es');
    expect(
      lateChargeText({ name: 'Interés moratorio', rate: 3.56, basis: 'sobre el pago vencido' }, t, format),
    ).toBe('Interés moratorio: 3.56% anual sobre el pago vencido');
    // The carátula's row has no name of its own: its label names it.
    expect(lateChargeText(moratorioTerms({ percent: 3.56, per: 'year', source: 'loan' }, t), t, format)).toBe(
      '3.56% anual sobre el pago vencido',
    );
  });

  it('a rate given a day (the spec’s reference 3 %) is stated a year, the daily figure after it, said so', () => {
    const { t, format } = words('es');
    // 3 × 365 = 1,095.
    expect(
      lateChargeText(moratorioTerms({ percent: 3, per: 'day', source: 'reference' }, t), t, format),
    ).toBe('1,095.00% anual sobre el pago vencido (3.0000% al día: la tasa anual entre 365)');
  });

  it('India in English and Hindi: per annum, on the overdue instalment only', () => {
    const charge = { name: 'Penal charge', rate: 24, basis: 'on the overdue instalment only' };
    const english = words('en');
    expect(lateChargeText(charge, english.t, english.format)).toBe(
      'Penal charge: 24.00% per annum on the overdue instalment only',
    );
    const hindi = words('hi');
    expect(
      lateChargeText(
        { name: 'देर से भुगतान पर दंडात्मक प्रभार', rate: 24, basis: 'सिर्फ़ बकाया किस्त पर' },
        hindi.t,
        hindi.format,
      ),
    ).toBe('देर से भुगतान पर दंडात्मक प्रभार: 24.00% सालाना, सिर्फ़ बकाया किस्त पर');
    expect(lateChargeText({ rate: 36.5, withDaily: true }, english.t, english.format)).toBe(
      '36.50% per annum (0.1000% a day: the annual rate divided by 365)',
    );
  });

  it('a fixed charge, a charge with only its basis, and a bare name', () => {
    const { t, format } = words('en');
    expect(
      lateChargeText({ name: 'Bounce charge', amount: 50_000, basis: 'once per instalment' }, t, format),
    ).toBe('Bounce charge: ₹500.00 once per instalment');
    expect(lateChargeText({ name: 'Penal charge', basis: 'as the KFS states' }, t, format)).toBe(
      'Penal charge: as the KFS states',
    );
    expect(lateChargeText({ name: 'Penal charge' }, t, format)).toBe('Penal charge');
  });
});
