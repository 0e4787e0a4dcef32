import {
  ApiError,
  Cancelled,
  isCancelled,
  forgetContractFaults,
  noteContractFault,
  onApiFailure,
} from '@/lib/http/api-error';
import { loadingStore } from '@/lib/http/loading-store';

describe('the loading indicator (spec §7)', () => {
  it('shows while any call is in flight; a call that ends twice (a finally after a catch) ends once', () => {
    const pending = () => loadingStore.getState().pending;
    const before = pending();
    const first = loadingStore.getState().start();
    const second = loadingStore.getState().start();
    expect(pending()).toBe(before + 2);
    first();
    first();
    expect(pending()).toBe(before + 1);
    second();
    expect(pending()).toBe(before);
  });

  it('never counts below none', () => {
    const stop = loadingStore.getState().start();
    loadingStore.setState({ pending: 0 });
    stop();
    expect(loadingStore.getState().pending).toBe(0);
  });
});

describe('a fault of the contract in an answer the page still shows', () => {
  const told: ApiError[] = [];
  beforeEach(() => {
    told.length = 0;
    forgetContractFaults();
    onApiFailure((error) => told.push(error));
  });
  afterEach(() => onApiFailure(undefined));

  it('is told as an invalid response, once per page life for each fault', () => {
    noteContractFault('statement: no payee');
    noteContractFault('statement: no payee');
    noteContractFault('voucher: wrong lender');
    expect(told.map(({ kind, message }) => [kind, message])).toEqual([
      ['invalid', 'statement: no payee'],
      ['invalid', 'voucher: wrong lender'],
    ]);
    forgetContractFaults();
    noteContractFault('statement: no payee');
    expect(told).toHaveLength(3);
  });
});

describe('a cancelled call', () => {
  it('is told apart from a failure, by its name too, and keeps what cancelled it', () => {
    const reason = new Error('left the page');
    const cancelled = new Cancelled({ cause: reason });
    expect(isCancelled(cancelled)).toBe(true);
    expect(isCancelled(new ApiError('network', 'Network Error'))).toBe(false);
    expect(cancelled.name).toBe('Cancelled');
    expect(cancelled.cause).toBe(reason);
    expect(cancelled.message).toMatch(/cancelled/);
    expect(new Cancelled().cause).toBeUndefined();
  });
});
