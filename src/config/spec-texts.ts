import { env } from './env';

/**
 * Texts the spec quotes word for word, each in the language the spec wrote it (Spanish and usted, English,
 * Chinese), the same for every market. The pages say them in the page's language (and in tú in Mexico);
 * `VITE_WORDING=spec` shows these instead (docs/departures.md).
 */
const SPEC_TEXTS = {
  // §5
  emptyComplaint: 'Por favor, rellene sus comentarios y sugerencias',
  ratingRequired: 'Seleccione una calificación',
  uploading: 'uploading...',
  uploaded: '¡La carga se realizó correctamente!',
  contactIncomplete: 'Please provide complete information!',
  contactSuccess: 'success!',
  // §4
  collectionRefused: 'The selected order does not support sending collection types',
  // §2: "a static message in Spanish ('Fracaso' and a short notice)"
  jointLoginTitle: 'Fracaso',
  jointLoginNotice: 'No pudimos iniciar tu sesión. Cierra esta página e inténtalo de nuevo más tarde.',
  jointLoginClose: 'Cerrar',
  // §5, §8: the old card repayment
  cardChooseCard: '请先选择付款银行卡！',
  cardBadCode: '请输入正确的验证码',
  cardWrongCode: '验证码错误',
  cardDuplicate: '请勿重复提交支付申请',
  cardFailed: '处理失败',
  cardLoadFailed: '查询卡列表失败',
  cardNetworkError: 'error',
} as const;

export type SpecTextKey = keyof typeof SPEC_TEXTS;

/**
 * Whether this build carries the quotes at all (vite.config.ts): only a build whose VITE_WORDING or
 * VITE_COMPLAINT_REFUSAL is `spec`, and the tests, which switch the setting at run time. Every other build
 * drops the table, so the quotes cost a Spanish, English or Hindi first load nothing.
 */
declare const __SPEC_QUOTES__: boolean;

/**
 * The spec's quoted text when the deployment asks for the spec's wording, else the page's own.
 * `VITE_COMPLAINT_REFUSAL=spec`, the older setting for the collection refusal alone, still restores that one.
 */
export function specWording(key: SpecTextKey, own: string): string {
  if (!__SPEC_QUOTES__) return own;
  const spec = env.wording === 'spec' || (key === 'collectionRefused' && env.complaintRefusal === 'spec');
  return spec ? SPEC_TEXTS[key] : own;
}
