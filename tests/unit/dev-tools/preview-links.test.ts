import fc from 'fast-check';
import {
  EMPTY_VALUES,
  PREVIEW_FIELDS,
  PREVIEW_LINKS,
  previewHref,
  type PreviewValues,
} from '@/features/dev-tools/preview-fields';

const SESSION_KEYS = ['appVersion', 'deviceName', 'deviceId', 'osVersion', 'sessionId', 'advertisingId'];

function queryOf(href: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(href.split('?')[1] ?? ''));
}

describe('previewHref', () => {
  it('round-trips any field value through the link query (property)', () => {
    const value = fc.string({ maxLength: 40 }).filter((text) => text.trim() === text && text !== '');
    fc.assert(
      fc.property(
        fc.record(
          Object.fromEntries(PREVIEW_FIELDS.map((field) => [field, value])) as Record<
            keyof PreviewValues,
            fc.Arbitrary<string>
          >,
        ),
        fc.constantFrom<1 | 2>(1, 2),
        (values, type) => {
          for (const link of PREVIEW_LINKS) {
            const query = queryOf(previewHref(link, values, type));
            const expected: Record<string, string> = { type: String(type) };
            for (const key of [...SESSION_KEYS, ...link.reads])
              expected[key] = values[key as keyof PreviewValues];
            expect(query).toEqual(expected);
          }
        },
      ),
    );
  });

  it('carries only the type when every field is empty', () => {
    for (const link of PREVIEW_LINKS) expect(previewHref(link, EMPTY_VALUES, 2)).toBe(`${link.path}?type=2`);
  });
});
