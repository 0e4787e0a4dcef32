import loanEs from '@/features/loan/locales/loan.es';
import loanEn from '@/features/loan/locales/loan.en';
import agreementEs from '@/features/loan/locales/loan-agreement.es';
import agreementEn from '@/features/loan/locales/loan-agreement.en';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

describe('loan locales', () => {
  it.each([
    ['loan', loanEs, loanEn],
    ['loan-agreement', agreementEs, agreementEn],
  ])('%s: English has exactly the Spanish keys, none empty', (_name, es, en) => {
    expect(keys(en).sort()).toEqual(keys(es).sort());
    for (const key of keys(en)) {
      const value = key
        .split('.')
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en);
      expect(typeof value === 'string' && value.trim().length > 0, key).toBe(true);
    }
  });

  it('keeps the spec-quoted texts identical in both locales', () => {
    expect(loanEs.rating.required).toBe('Seleccione una calificación');
    expect(loanEn.rating.required).toBe('Seleccione una calificación');
    expect(loanEn.jointLoginError).toEqual(loanEs.jointLoginError);
    expect(loanEs.jointLoginError.title).toBe('Fracaso');
  });
});
