import {
  clearDraft,
  draftKey,
  draftReducer,
  loadDraft,
  saveDraft,
  type ComplaintDraft,
} from '@/features/complaint/model/draft';

const target = { orderNo: 'NO1', problemType: '1', problemSonType: '101' };
const empty: ComplaintDraft = { ...target, text: '', images: [] };

describe('complaint draft', () => {
  it('keeps at most 9 images and removes by position', () => {
    let draft = empty;
    for (let index = 0; index < 11; index += 1)
      draft = draftReducer(draft, { type: 'imageAdded', url: `u${index}` });
    expect(draft.images).toEqual(['u0', 'u1', 'u2', 'u3', 'u4', 'u5', 'u6', 'u7', 'u8']);
    draft = draftReducer(draft, { type: 'imageRemoved', index: 0 });
    expect(draft.images[0]).toBe('u1');
    expect(draftReducer(draft, { type: 'text', text: 'hola' }).text).toBe('hola');
  });

  it('is stored per order and type, and an empty draft leaves nothing behind', () => {
    saveDraft({ ...target, text: 'hola', images: ['u'] });
    expect(loadDraft(target)).toEqual({ ...target, text: 'hola', images: ['u'] });
    expect(loadDraft({ ...target, problemSonType: '102' })).toEqual({
      ...target,
      problemSonType: '102',
      text: '',
      images: [],
    });
    saveDraft(empty);
    expect(localStorage.getItem(draftKey(target))).toBeNull();
    saveDraft({ ...target, text: 'x', images: [] });
    clearDraft(target);
    expect(loadDraft(target)).toEqual(empty);
  });

  it('ignores a stored draft that belongs elsewhere or has too many images', () => {
    localStorage.setItem(
      draftKey(target),
      JSON.stringify({ ...target, orderNo: 'NO2', text: 'x', images: [] }),
    );
    expect(loadDraft(target)).toEqual(empty);
    localStorage.setItem(
      draftKey(target),
      JSON.stringify({ ...target, text: 'x', images: Array.from({ length: 10 }, (_, index) => `u${index}`) }),
    );
    expect(loadDraft(target)).toEqual(empty);
  });
});

describe('a description filled in by another page', () => {
  it('starts an empty draft with it, cut to 200 characters, without control characters', async () => {
    const { withPrefill } = await import('@/features/complaint/model/draft');
    expect(withPrefill(empty, 'Mi pago no aparece.\u0000 Orden: 1.\tRef: 2').text).toBe(
      'Mi pago no aparece.  Orden: 1. Ref: 2',
    );
    expect(withPrefill(empty, 'x'.repeat(250)).text).toHaveLength(200);
    expect(withPrefill(empty, 'línea 1\nlínea 2').text).toBe('línea 1\nlínea 2');
  });

  it('never replaces what the borrower already wrote or attached, and ignores an empty one', async () => {
    const { withPrefill } = await import('@/features/complaint/model/draft');
    const written = { ...empty, text: 'mi texto' };
    expect(withPrefill(written, 'relleno')).toBe(written);
    const withImage = { ...empty, images: ['u'] };
    expect(withPrefill(withImage, 'relleno')).toBe(withImage);
    expect(withPrefill(empty, '   ')).toBe(empty);
    expect(withPrefill(empty, undefined)).toBe(empty);
  });
});
