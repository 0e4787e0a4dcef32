import { routeTable } from '@/app/route-table';
import { routePattern, scrubText, trimStack } from '@/lib/telemetry/scrub';
import { paths } from '@/config/paths';

describe('routePattern', () => {
  it('is the registered route of the hash, with no query value', () => {
    expect(
      routePattern(
        `https://app.example/?sessionId=s-123#${paths.confirmLoan}?orderNo=MX20250506001`,
        routeTable,
      ),
    ).toBe(paths.confirmLoan);
    expect(routePattern(`https://app.example/#${paths.complaintDetails}?problemId=MX1001`, routeTable)).toBe(
      paths.complaintDetails,
    );
  });

  it('matches as the router does (case, trailing slash) and names the home route', () => {
    expect(routePattern(`https://app.example/#${paths.confirmLoan.toUpperCase()}/`, routeTable)).toBe(paths.confirmLoan);
    expect(routePattern('https://app.example/', routeTable)).toBe('/');
  });

  it('never echoes an unregistered path, which could itself carry a value', () => {
    expect(routePattern('https://app.example/#/5512345678', routeTable)).toBe('unknown');
    expect(routePattern('not a url', routeTable)).toBe('unknown');
  });
});

describe('scrubText', () => {
  it('removes phone numbers, order numbers, e-mail addresses and query strings', () => {
    const text =
      'Order MX20250506001 of 5512345678 (ana.perez@example.com) failed at /repay?orderNo=MX1&sessionId=abc';
    const scrubbed = scrubText(text);
    expect(scrubbed).toBe('Order [redacted] of [redacted] ([redacted]) failed at /repay');
  });

  it('removes every session value wherever it appears, even without digits', () => {
    expect(scrubText('token sess-abcdef expired for device pixel', ['sess-abcdef', 'pixel'])).toBe(
      'token [redacted] expired for device [redacted]',
    );
  });

  it('keeps short numbers and the file and position of stack frames', () => {
    const frame = 'at confirm (https://app.example/assets/loan-ui-1a2b3c4d.js:12:3456)';
    expect(scrubText(`HTTP 500 after 3 tries ${frame}`)).toBe(`HTTP 500 after 3 tries ${frame}`);
    expect(scrubText('at x (https://app.example/assets/a.js?sessionId=9999#frag:1:2)')).toBe(
      'at x (https://app.example/assets/a.js)',
    );
  });
});

describe('trimStack', () => {
  it('keeps the first lines, scrubbed, within the length cap', () => {
    const stack = [
      'Error: order MX20250506001',
      ...Array.from({ length: 20 }, (_, i) => `    at f${i} (app.js:${i}:1)`),
    ];
    const trimmed = trimStack(stack.join('\n'), [], 4)!;
    expect(trimmed.split('\n')).toEqual([
      'Error: order [redacted]',
      '    at f0 (app.js:0:1)',
      '    at f1 (app.js:1:1)',
      '    at f2 (app.js:2:1)',
    ]);
    expect(trimStack('x'.repeat(5_000), [])!.length).toBe(1_000);
    expect(trimStack(undefined, [])).toBeUndefined();
  });
});
