import { env } from '@/config/env';

/**
 * spec §2, §9: the company details in the official site's footer. The service phone comes from the
 * environment (VITE_SERVICE_PHONE); the rest are the company's fixed registration data.
 */
export const siteConfig = {
  companyName: 'Préstamo Digital, S.A.P.I. de C.V., SOFOM, E.N.R.',
  phone: env.servicePhone,
  email: 'ayuda@prestamo.mx',
  address:
    'Av. Paseo de la Reforma 250, piso 12, col. Juárez, alc. Cuauhtémoc, 06600 Ciudad de México, México',
  registrations: [
    { label: 'rfc', value: 'PDI200115AB3' },
    { label: 'condusef', value: '17052' },
    { label: 'reca', value: '15374-439-035982/01-01234-0324' },
  ],
} as const;

export type RegistrationLabel = (typeof siteConfig.registrations)[number]['label'];

/** `tel:` wants digits (and a leading +) only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
