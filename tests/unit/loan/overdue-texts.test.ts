import { withOverdueTexts } from '@/entities/loan-figures/overdue/load';
import { i18next, initI18n } from '@/lib/i18n';

/** Which namespaces the app's i18n fetched, as a route loader's answer resolves. */
const fetched: string[] = [];
const loader = (namespace: string, texts: Record<string, string>) => () => {
  fetched.push(namespace);
  return Promise.resolve({ default: texts });
};
const isOverdue = (answer: { overdue?: object }) => answer.overdue !== undefined;

describe('withOverdueTexts: an overdue loan’s texts load with its answer, before the page renders it', () => {
  it('before i18n has started (the first answer of all), the answer comes through as it was and nothing is fetched', async () => {
    expect(i18next.isInitialized).toBeFalsy();
    const answer = { overdue: { days: 3 } };
    await expect(withOverdueTexts(Promise.resolve(answer), isOverdue)).resolves.toBe(answer);
    expect(fetched).toEqual([]);
  });

  describe('once i18n has started', () => {
    beforeAll(async () => {
      await initI18n('en', {
        'en/common': loader('common', {}),
        'en/overdue': loader('overdue', { lead: 'Pay {{amount}} today to settle it' }),
      });
      fetched.length = 0;
    });

    it('a loan that is not overdue fetches none of them (most loans)', async () => {
      const answer: { orderStatus: string; overdue?: object } = { orderStatus: '170' };
      await expect(withOverdueTexts(Promise.resolve(answer), isOverdue)).resolves.toBe(answer);
      expect(fetched).toEqual([]);
    });

    it('an overdue loan’s answer resolves with its texts already there', async () => {
      const answer = { overdue: { days: 3 } };
      await expect(withOverdueTexts(Promise.resolve(answer), isOverdue)).resolves.toBe(answer);
      expect(fetched).toEqual(['overdue']);
      expect(i18next.t('overdue:lead', { amount: '$3,352.31' })).toBe('Pay $3,352.31 today to settle it');
    });
  });
});
