import { cancelPagesExcept, loadsStarted, pageSignal } from '@/lib/router/page-requests';

describe('page loads cancelled when their page is left', () => {
  afterEach(() => cancelPagesExcept(new Set(), loadsStarted()));

  it('a new load of a page cancels its previous one', () => {
    const first = pageSignal('loan');
    const second = pageSignal('loan');
    expect(first.aborted).toBe(true);
    expect(second.aborted).toBe(false);
  });

  it('cancels the loads of the pages not shown, and keeps the shown page’s', () => {
    const loan = pageSignal('loan');
    const repay = pageSignal('repay');
    cancelPagesExcept(new Set(['root', 'repay']), loadsStarted());
    expect(loan.aborted).toBe(true);
    expect(repay.aborted).toBe(false);
  });

  it('keeps a load started after the render that asks (Back, then Back again before its effect ran)', () => {
    pageSignal('loan');
    const repay = pageSignal('repay');
    // The render that shows /repay reads how many loads have started…
    const startedBy = loadsStarted();
    // …then the second Back starts the loan page's load again before that render's effect runs.
    const loanAgain = pageSignal('loan');
    cancelPagesExcept(new Set(['root', 'repay']), startedBy);
    expect(loanAgain.aborted).toBe(false);
    expect(repay.aborted).toBe(false);
    // Once the loan page shows, its own render cancels /repay's load.
    cancelPagesExcept(new Set(['root', 'loan']), loadsStarted());
    expect(repay.aborted).toBe(true);
    expect(loanAgain.aborted).toBe(false);
  });

  it('an interrupted navigation cancels the load it started', () => {
    const navigation = new AbortController();
    const load = pageSignal('loan', navigation.signal);
    navigation.abort();
    expect(load.aborted).toBe(true);
  });
});
