import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import statementEn from '@/features/loan/locales/loan-statement.en';
import statementHi from '@/features/loan/locales/loan-statement.hi';

/**
 * RBI's KFS, Annex A Part 2 items 1 and 2, name the loan agreement's clauses on recovery agents and on
 * grievance redressal. The KFS names them by the loan terms' section number and title: each must be the
 * heading of that section in the terms the borrower reads (profiles/in.terms.md, in.terms.hi.md), in the
 * same language, so a renumbered or retitled section fails here.
 */
const TERMS = {
  en: { file: 'profiles/in.terms.md', clause: statementEn.kfs.clause, pattern: /section (\d+) \((.+)\)$/ },
  hi: { file: 'profiles/in.terms.hi.md', clause: statementHi.kfs.clause, pattern: /खंड (\d+) \((.+)\)$/ },
} as const;

describe('the KFS names the loan terms’ own sections', () => {
  it.each(Object.entries(TERMS))('%s', (_language, { file, clause, pattern }) => {
    const terms = readFileSync(join(process.cwd(), file), 'utf8');
    for (const text of [clause.recoveryAgents, clause.grievance]) {
      const [, number, title] = text.match(pattern) ?? [];
      expect(number, text).toBeDefined();
      expect(terms.split('\n')).toContain(`## ${number}. ${title}`);
    }
  });
});
