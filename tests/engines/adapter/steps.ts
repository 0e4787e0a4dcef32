/** What crosses from the test to the page: locator steps and assertion checks, as plain JSON. */

export type TextMatch = { text: string; exact: boolean } | { source: string; flags: string };

export type Step =
  | { kind: 'css'; selector: string }
  | {
      kind: 'role';
      role: string;
      name?: TextMatch;
      level?: number;
      checked?: boolean;
      includeHidden?: boolean;
    }
  | { kind: 'text'; match: TextMatch }
  | { kind: 'label'; match: TextMatch }
  | { kind: 'filter'; hasText?: TextMatch; hasNotText?: TextMatch }
  | { kind: 'nth'; index: number };

export type Check =
  | { kind: 'visible' | 'hidden' | 'attached' | 'checked' | 'enabled' | 'focused' | 'empty' | 'inViewport' }
  | { kind: 'count'; count: number }
  | { kind: 'text'; expected: TextMatch; contains: boolean }
  | { kind: 'texts'; expected: TextMatch[] }
  | { kind: 'attribute'; name: string; value?: TextMatch }
  | { kind: 'value'; value: string };

export interface CheckResult {
  pass: boolean;
  received: string;
}

export function textMatch(value: string | RegExp, exact = false): TextMatch {
  return typeof value === 'string' ? { text: value, exact } : { source: value.source, flags: value.flags };
}

export function showMatch(value: string | RegExp): string {
  return typeof value === 'string' ? `'${value}'` : String(value);
}
