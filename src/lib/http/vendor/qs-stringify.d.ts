// qs's stringifier on its own: the package's index also pulls in its parser, which the app never uses.
declare module 'qs/lib/stringify' {
  import type { stringify } from 'qs';

  const stringifyOnly: typeof stringify;
  export default stringifyOnly;
}
