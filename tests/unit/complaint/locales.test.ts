import es from '@/features/complaint/locales/complaint.es';
import en from '@/features/complaint/locales/complaint.en';

describe('complaint texts', () => {
  it('carries the spec-quoted messages exactly, the same in both locales', () => {
    for (const locale of [es, en]) {
      expect(locale.start.collectionRefused).toBe(
        'The selected order does not support sending collection types',
      );
      expect(locale.form.emptyRefused).toBe('Por favor, rellene sus comentarios y sugerencias');
      expect(locale.form.uploading).toBe('uploading...');
      expect(locale.form.uploaded).toBe('¡La carga se realizó correctamente!');
      expect(locale.details.rateRequired).toBe('Seleccione una calificación');
    }
  });
});
