/**
 * For a route loader: once the answer shows an overdue loan, its texts (namespace `overdue`) load before
 * the page renders it, so the lead block paints with the page instead of suspending it. Most loans are not
 * overdue, and their pages never fetch these texts. Before the framework has started i18n (the page's very
 * first answer), the block's own render loads them.
 */
export function withOverdueTexts<T>(answer: Promise<T>, isOverdue: (value: T) => boolean): Promise<T> {
  return answer.then(async (value) => {
    if (!isOverdue(value)) return value;
    const { i18next, preloadNamespaces } = await import('@/lib/i18n').catch(() => ({
      i18next: undefined,
      preloadNamespaces: undefined,
    }));
    if (i18next?.isInitialized && preloadNamespaces) await preloadNamespaces('overdue');
    return value;
  });
}
