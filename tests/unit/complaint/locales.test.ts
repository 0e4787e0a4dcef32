import es from '@/features/complaint/locales/complaint.es';
import en from '@/features/complaint/locales/complaint.en';

describe('complaint texts', () => {
  it('carries the spec-quoted messages exactly, the same in both locales', () => {
    for (const locale of [es, en]) {
      // Shown with VITE_COMPLAINT_REFUSAL=spec (docs/departures.md).
      expect(locale.start.specCollectionRefused).toBe(
        'The selected order does not support sending collection types',
      );
      expect(locale.form.uploading).toBe('uploading...');
      expect(locale.form.uploaded).toBe('¡La carga se realizó correctamente!');
    }
  });

  it('says the two usted quotes in tú in Mexico and in English in India (VITE_WORDING=spec restores them)', () => {
    expect(es.form.emptyRefused).toBe('Escribe tus comentarios y sugerencias.');
    expect(es.details.rateRequired).toBe('Elige una calificación.');
    expect(en.form.emptyRefused).toBe('Please write your comments and suggestions.');
    expect(en.details.rateRequired).toBe('Please choose a rating.');
  });

  it("refuses a collection complaint in the page's language: Spanish in Mexico, the spec's English in India", () => {
    expect(es.start.collectionRefused).toBe('El préstamo que elegiste no admite quejas sobre cobranza.');
    expect(en.start.collectionRefused).toBe(en.start.specCollectionRefused);
  });
});
