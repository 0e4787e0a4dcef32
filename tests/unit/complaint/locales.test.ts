import es from '@/features/complaint/locales/complaint.es';
import en from '@/features/complaint/locales/complaint.en';

describe('complaint texts', () => {
  it('says the two usted quotes in tú in Mexico and in English in India (VITE_WORDING=spec restores them)', () => {
    expect(es.form.emptyRefused).toBe('Escribe tus comentarios y sugerencias.');
    expect(es.details.rateRequired).toBe('Elige una calificación.');
    expect(en.form.emptyRefused).toBe('Please write your comments and suggestions.');
    expect(en.details.rateRequired).toBe('Please choose a rating.');
  });
});
