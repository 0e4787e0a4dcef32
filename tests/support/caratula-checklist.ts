/**
 * CONDUSEF's carátula, item by item, as a reviewer holding the format reads it (src/entities/loan-figures/
 * statement/mexico.ts quotes the format): each item's heading as the carátula shows it, and the Spanish words
 * its value must show. Written from the format's list, not from the app's rows: an item the app drops, moves
 * or leaves without its words is a failure.
 *
 * The words are those of the demo's loan (product 7, "Dinero Ya"; the demo lender's profile): a test for
 * another loan replaces an item's words (`withWords`).
 */
export interface CaratulaItem {
  /** The model's row id (statement/mexico.ts). */
  id: string;
  /** The heading the carátula shows for it (a row's label, or a block's title). */
  label: string;
  /** What its value shows: each text or pattern must be found in it. */
  words: (string | RegExp)[];
}

const MONEY = /^\$\d{1,3}(,\d{3})*\.\d{2}$/;
const DATE = /^\d{1,2} [a-zé]{3,5}\.? \d{4}$/;

export const CARATULA_CHECKLIST: readonly CaratulaItem[] = [
  { id: 'productName', label: 'Nombre comercial del producto', words: ['Dinero Ya'] },
  { id: 'creditType', label: 'Tipo de crédito', words: ['Crédito personal'] },
  {
    id: 'cat',
    label: 'CAT (Costo Anual Total)',
    // One decimal, sin IVA, for information and comparison, with its calculation date.
    words: [/^1,126\.1%/, 'Sin IVA, para fines informativos y de comparación.', /Fecha de cálculo: \d/],
  },
  { id: 'interestRate', label: 'Tasa de interés anual ordinaria', words: [/^\d+\.\d{2}% anual, fija/] },
  { id: 'lateRate', label: 'Tasa de interés anual moratoria', words: [/^\d+\.\d{2}% anual/] },
  { id: 'creditAmount', label: 'Monto del crédito', words: [MONEY] },
  { id: 'totalToPay', label: 'Monto total a pagar', words: [MONEY] },
  { id: 'term', label: 'Plazo del crédito', words: [/^\d+ días? \(del .+ al .+\)$/] },
  { id: 'deadline', label: 'Fecha límite de pago', words: [DATE] },
  // Each commission with its IVA and how often it is charged.
  {
    id: 'fees',
    label: 'Comisiones relevantes',
    words: [/Comisión por apertura: \$[\d,.]+, más IVA de \$[\d,.]+, una sola vez/],
  },
  { id: 'foreclosure', label: 'Pago anticipado', words: [/^Permitido/] },
  {
    id: 'warnings',
    label: 'Advertencias',
    words: [
      'Incumplir tus obligaciones te puede generar comisiones e intereses moratorios.',
      'Contratar créditos que excedan tu capacidad de pago afecta tu historial crediticio.',
    ],
  },
  // The demo's credit carries no insurance: the item says so.
  { id: 'insurance', label: 'Seguros', words: [/^No aplica$/] },
  { id: 'accountStatement', label: 'Estado de cuenta', words: [/^Consulta: en la app, mensual$/] },
  {
    id: 'une',
    label: 'Unidad Especializada de Atención a Usuarios (UNE)',
    words: ['Domicilio: ', 'Teléfono: ', 'Correo electrónico: ', 'Página de internet: https://'],
  },
  { id: 'reca', label: 'Registro de Contratos de Adhesión Núm.', words: [/\d/] },
  {
    id: 'condusef',
    label:
      'Comisión Nacional para la Protección y Defensa de los Usuarios de Servicios Financieros (CONDUSEF)',
    words: ['Teléfono: 55 5340 0999', 'Página de internet: https://www.condusef.gob.mx'],
  },
];

/** The checklist with other words for some items (another loan, a nil item). */
export function withWords(
  changes: Record<string, CaratulaItem['words']>,
  list: readonly CaratulaItem[] = CARATULA_CHECKLIST,
): CaratulaItem[] {
  return list.map((item) => (changes[item.id] ? { ...item, words: changes[item.id]! } : item));
}

/**
 * What the carátula shows, heading by heading in document order: each row's label (`dt`) with its value
 * (`dd`), and each block's title (`h3`) with the text that follows it up to the next block or list of rows.
 * Self-contained (DOM calls only): a Playwright test hands it to the browser as it is.
 */
export function readCaratula(root: Element): { label: string; value: string }[] {
  return [...root.querySelectorAll('dt, h3')].map((heading) => {
    if (heading.tagName === 'DT')
      return { label: heading.textContent ?? '', value: heading.nextElementSibling?.textContent ?? '' };
    const parts: string[] = [];
    for (
      let next = heading.nextElementSibling;
      next && !['H3', 'DL', 'OL'].includes(next.tagName);
      next = next.nextElementSibling
    )
      parts.push(next.textContent ?? '');
    return { label: heading.textContent ?? '', value: parts.join('\n') };
  });
}

/**
 * Each item of the checklist, in its order, with its words: the problems found (none when the carátula is
 * complete). An item missing, found only before the previous item, or without one of its words is named.
 */
export function caratulaProblems(
  root: Element,
  list: readonly CaratulaItem[] = CARATULA_CHECKLIST,
): string[] {
  return problemsIn(readCaratula(root), list);
}

/** The same check on what a browser read (`region.evaluate(readCaratula)` in a Playwright test). */
export function problemsIn(
  shown: { label: string; value: string }[],
  list: readonly CaratulaItem[] = CARATULA_CHECKLIST,
): string[] {
  const problems: string[] = [];
  let at = -1;
  for (const item of list) {
    const index = shown.findIndex((entry, i) => i > at && entry.label === item.label);
    if (index < 0) {
      problems.push(
        shown.some((entry) => entry.label === item.label)
          ? `${item.id} ("${item.label}") is out of order`
          : `${item.id} ("${item.label}") is missing`,
      );
      continue;
    }
    at = index;
    const { value } = shown[index]!;
    for (const word of item.words)
      if (typeof word === 'string' ? !value.includes(word) : !word.test(value))
        problems.push(`${item.id} ("${item.label}") does not show ${String(word)}: "${value}"`);
  }
  return problems;
}
