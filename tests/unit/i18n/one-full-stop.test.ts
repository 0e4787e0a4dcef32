import i18next from 'i18next';
import { initI18n, withOneFullStop } from '@/lib/i18n';

describe('a sentence ends with one full stop', () => {
  it('where the value before it ends with its own: a lender’s name, a time', () => {
    expect(withOneFullStop('a la CLABE de Préstamo Digital, SOFOM, E.N.R.. La CLABE')).toBe(
      'a la CLABE de Préstamo Digital, SOFOM, E.N.R. La CLABE',
    );
    expect(withOneFullStop('Nos dijiste que pagaste el 28 nov, 4:08 p.m..')).toBe(
      'Nos dijiste que pagaste el 28 nov, 4:08 p.m.',
    );
  });

  it('an ellipsis and a single stop are left alone', () => {
    expect(withOneFullStop('Cargando...')).toBe('Cargando...');
    expect(withOneFullStop('Hecho. Listo.')).toBe('Hecho. Listo.');
  });

  it('every text the app puts together goes through it (its i18n as the app starts it)', async () => {
    const instance = await initI18n(
      'es',
      { 'es/common': () => Promise.resolve({ default: { told: 'Venció el {{time}}.' } }) },
      i18next.createInstance(),
    );
    expect(instance.t('told', { time: '3:30 a.m.' })).toBe('Venció el 3:30 a.m.');
  });
});
