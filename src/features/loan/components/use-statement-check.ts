import { useCallback, useEffect, useMemo, useState } from 'react';
import type { LenderIdentity } from '@/entities/lender';
import type { ItemGap } from '@/entities/loan-figures/statement';
import { noteContractFault } from '@/lib/http/api-error';
import { Market } from '@/lib/session';
import type * as gapsModule from '../model/statement-gaps';
import type { StatementDraft } from '../model/statement-input';

type GapsModule = typeof gapsModule;
let loading: Promise<GapsModule> | undefined;

/** The statement's model, fetched once after the page's first paint (a failed fetch is tried again). */
function loadGaps(): Promise<GapsModule> {
  loading ??= import('../model/statement-gaps').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

export type StatementCheck =
  | { status: 'checking' }
  | { status: 'complete' }
  | { status: 'incomplete'; gaps: ItemGap[] }
  /** The model's file did not arrive: nothing is signed unchecked; Apply tries it again. */
  | { status: 'failed' };

/**
 * Whether the loan's statement can be signed (contract §10): every item its regulator lists is the loan's
 * own. Checked with the statement's own model once the page has painted; `verify` (Apply) waits for the
 * check, fetching the model again if it failed. An incomplete statement is reported once.
 */
export function useStatementCheck(
  draft: StatementDraft,
  identity: LenderIdentity,
  productId: string | undefined,
): { check: StatementCheck; verify: () => Promise<boolean> } {
  // The lender's identity as data: a new object with the same details is the same lender.
  const lenderKey = JSON.stringify(identity);
  const stableLender = useMemo(() => JSON.parse(lenderKey) as LenderIdentity, [lenderKey]);
  const [check, setCheck] = useState<StatementCheck>({ status: 'checking' });

  const run = useCallback(async (): Promise<StatementCheck> => {
    const gaps = (await loadGaps()).statementGaps(draft, stableLender);
    if (!gaps.length) return { status: 'complete' };
    const doc = draft.market === Market.india ? 'KFS' : 'carátula';
    noteContractFault(
      `Incomplete ${doc} for product ${productId ?? '?'}: ${gaps
        .map((gap) => `${gap.item}${gap.reason === 'reference' ? ' (reference value)' : ''}`)
        .join(', ')}`,
    );
    return { status: 'incomplete', gaps };
  }, [draft, stableLender, productId]);

  useEffect(() => {
    let live = true;
    setCheck({ status: 'checking' });
    run().then(
      (result) => live && setCheck(result),
      () => live && setCheck({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [run]);

  const verify = useCallback(async () => {
    try {
      const result = await run();
      setCheck(result);
      return result.status === 'complete';
    } catch {
      setCheck({ status: 'failed' });
      return false;
    }
  }, [run]);

  return { check, verify };
}
