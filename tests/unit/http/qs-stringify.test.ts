import qs from 'qs';
import stringify from 'qs/lib/stringify';

/**
 * The transport imports qs's stringifier on its own: the package's index also carries its parser, which the
 * app never uses. qs publishes no `exports` map, so that path is a file of the package, not its public API.
 * This pins it: an upgrade that moves or changes the file fails here, not as a malformed query on a phone.
 */
it('qs/lib/stringify is the stringifier qs itself exports, with the options the transport uses', () => {
  expect(stringify).toBe(qs.stringify);
  expect(stringify({ a: [1, 2], b: null, c: 'x y' }, { skipNulls: true, arrayFormat: 'repeat' })).toBe(
    'a=1&a=2&c=x%20y',
  );
});
