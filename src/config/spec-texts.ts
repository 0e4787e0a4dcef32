import { env } from './env';

/**
 * Texts the spec quotes word for word (§5), in Spanish and usted for every market. The pages say them in tú and
 * in the page's language; `VITE_WORDING=spec` shows these instead (docs/departures.md).
 */
const SPEC_TEXTS = {
  emptyComplaint: 'Por favor, rellene sus comentarios y sugerencias',
  ratingRequired: 'Seleccione una calificación',
} as const;

/** The spec's quoted text when the deployment asks for the spec's wording, else the page's own. */
export function specWording(key: keyof typeof SPEC_TEXTS, own: string): string {
  return env.wording === 'spec' ? SPEC_TEXTS[key] : own;
}
