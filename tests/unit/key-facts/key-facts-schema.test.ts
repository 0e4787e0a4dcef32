import * as v from 'valibot';
import { KeyFactsSchema, OptionalKeyFactsSchema } from '@/entities/loan-figures/key-facts-schema';

/**
 * contract §7: how the lender's key facts are read. What statement.test.ts proves (fields of the wrong shape
 * left out, a wrong amount refusing the answer) is not repeated here: these are the ways a lender writes a
 * rate, a yes or a no, and a text, and which are read as the lender meant them.
 */
const read = (facts: Record<string, unknown>) => v.parse(KeyFactsSchema, facts);

describe('a rate (apr, interestRate, lateRate, a penal rate, the foreclosure charge)', () => {
  it.each<[string, unknown, number | undefined]>([
    ['a number', 24.5, 24.5],
    ['zero', 0, 0],
    ['a numeric string', '24.5', 24.5],
    ['a numeric string with spaces around it', ' 18 ', 18],
    ['an empty string (not zero)', '', undefined],
    ['a blank string (not zero)', '   ', undefined],
    ['words', 'high', undefined],
    ['a number beyond any finite one', Number.POSITIVE_INFINITY, undefined],
    ['true (not 1)', true, undefined],
    ['null', null, undefined],
  ])('%s: %j reads as %j', (_what, sent, rate) => {
    const facts = read({
      apr: sent,
      interestRate: sent,
      lateRate: sent,
      penalCharges: [{ name: 'Penal interest', rate: sent }],
      foreclosure: { charge: sent },
    });
    expect([facts.apr, facts.interestRate, facts.lateRate, facts.penalCharges?.[0]?.rate]).toEqual([
      rate,
      rate,
      rate,
      rate,
    ]);
    expect(facts.foreclosure?.charge).toBe(rate);
  });
});

describe('a yes or a no (transferable, foreclosure allowed, the service provider acting as recovery agent)', () => {
  it.each<[unknown, boolean | undefined]>([
    [true, true],
    ['true', true],
    ['TRUE', true],
    [' yes ', true],
    ['Yes', true],
    [1, true],
    ['1', true],
    [false, false],
    ['false', false],
    ['No', false],
    [' no ', false],
    [0, false],
    ['0', false],
    ['maybe', undefined],
    ['', undefined],
    [2, undefined],
    [null, undefined],
  ])('%j reads as %j', (sent, meaning) => {
    const facts = read({
      transferable: sent,
      foreclosure: { allowed: sent },
      serviceProvider: { name: 'LendKart', actsAsRecoveryAgent: sent },
    });
    expect(facts.transferable).toBe(meaning);
    expect(facts.foreclosure?.allowed).toBe(meaning);
    expect(facts.serviceProvider?.actsAsRecoveryAgent).toBe(meaning);
  });

  it('left out, it is unknown (neither yes nor no)', () => {
    expect(read({}).transferable).toBeUndefined();
  });
});

describe('texts', () => {
  it('are trimmed; a blank one is absent', () => {
    const facts = read({
      proposalNo: ' KFS-2026-0042 ',
      penalCharges: [{ name: ' Penal interest ', basis: ' on the overdue instalment ' }],
      foreclosure: { from: ' ' },
    });
    expect(facts.proposalNo).toBe('KFS-2026-0042');
    expect(facts.penalCharges).toEqual([{ name: 'Penal interest', basis: 'on the overdue instalment' }]);
    expect(facts.foreclosure?.from).toBeUndefined();
    expect(read({ proposalNo: '   ' }).proposalNo).toBeUndefined();
  });

  it('recovery agents: a list keeps only the names written; a link to the lender’s list stays as sent', () => {
    expect(read({ recoveryAgents: ['Agency A', '  ', 7, 'Agency B'] }).recoveryAgents).toEqual([
      'Agency A',
      'Agency B',
    ]);
    expect(read({ recoveryAgents: ' https://lender.example/agents ' }).recoveryAgents).toBe(
      'https://lender.example/agents',
    );
  });
});

describe('lists (fees, penal charges, the schedule)', () => {
  it('a list that is not a list is absent (unknown), not an empty list (none)', () => {
    expect(read({ fees: 'Processing fee', schedule: { date: '2026-12-01' } })).toMatchObject({
      fees: undefined,
      schedule: undefined,
    });
    expect(read({ fees: [] }).fees).toEqual([]);
  });

  it('an item with a wrong amount fails the answer even when another field of it is wrong too', () => {
    const answer = v.safeParse(OptionalKeyFactsSchema, { fees: [{ name: ' ', amount: 10.5 }] });
    expect(answer.success).toBe(false);
    expect(answer.issues?.[0].message).toBe('keyFacts: An amount is not an integer of minor units');
  });

  it('an item wrong only in its name is dropped, the rest kept', () => {
    expect(
      read({
        fees: [
          { name: ' ', amount: 100 },
          { name: 'Processing fee', amount: 1_000, taxAmount: 180, payableTo: 'lender', when: 'once' },
        ],
      }).fees,
    ).toEqual([{ name: 'Processing fee', amount: 1_000, taxAmount: 180, payableTo: 'lender', when: 'once' }]);
  });
});
