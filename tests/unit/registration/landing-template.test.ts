import { toLandingTemplate } from '@/features/registration/api/get-channel-template';
import { isApiError } from '@/lib/http/api-error';

describe('landing template (spec §3: "not fully shown", read tolerantly)', () => {
  it('reads the fields under their usual names', () => {
    expect(
      toLandingTemplate({
        id: 3,
        title: ' Préstamo rápido ',
        subtitle: 'Sin papeleo',
        bannerUrl: 'https://cdn.example/b.png',
        backgroundColor: '#fff',
        buttonText: 'Ir',
        downloadUrl: 'https://store.example/app',
        appName: 'Presta',
        appIcon: 'https://cdn.example/i.png',
      }),
    ).toEqual({
      id: '3',
      title: 'Préstamo rápido',
      subtitle: 'Sin papeleo',
      bannerUrl: 'https://cdn.example/b.png',
      backgroundColor: '#fff',
      buttonText: 'Ir',
      downloadUrl: 'https://store.example/app',
      appName: 'Presta',
      appIcon: 'https://cdn.example/i.png',
    });
  });

  it('reads other names and a config nested as an object or a JSON string', () => {
    expect(
      toLandingTemplate({
        name: 'A',
        desc: 'B',
        banner: 'x',
        bgColor: 'red',
        btnText: 'C',
        link: 'l',
        logo: 'o',
      }),
    ).toEqual({
      title: 'A',
      subtitle: 'B',
      bannerUrl: 'x',
      backgroundColor: 'red',
      buttonText: 'C',
      downloadUrl: 'l',
      appIcon: 'o',
    });
    expect(toLandingTemplate({ id: 1, template: { title: 'T' }, config: '{"subtitle":"S"}' })).toEqual({
      id: '1',
      title: 'T',
      subtitle: 'S',
    });
  });

  it('drops fields of the wrong type, empty ones, and a config that is not JSON', () => {
    expect(
      toLandingTemplate({
        title: ['x'],
        subtitle: '   ',
        appName: null,
        buttonText: {},
        id: Number.NaN,
        config: '{oops',
      }),
    ).toEqual({});
  });

  it('treats data that is not an object as an invalid response', () => {
    for (const data of [null, undefined, 'text', 42, []]) {
      let error: unknown;
      try {
        toLandingTemplate(data);
      } catch (caught) {
        error = caught;
      }
      expect(isApiError(error) && error.kind).toBe('invalid');
    }
  });
});
