import { env } from '@/config/env';
import { trackRegistrationComplete } from '@/features/registration/utils/ad-events';
import { clientTypeFrom } from '@/features/registration/utils/client-type';
import { promotionQuery } from '@/features/registration/utils/promotion-query';
import { safeLink } from '@/features/registration/utils/download-link';
import { safeColor, safeImage } from '@/features/registration/utils/safe-url';
import en from '@/features/registration/locales/registration.en';
import es from '@/features/registration/locales/registration.es';
import { paths } from '@/config/paths';

describe('registration helpers', () => {
  it('lets a download link through only when it is https: or the app scheme', () => {
    expect(safeLink('https://play.google.com/store/apps/details?id=x')).toBe(
      'https://play.google.com/store/apps/details?id=x',
    );
    expect(safeLink(`${env.appScheme}home`)).toBe(`${env.appScheme}home`);
    for (const bad of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,<b>x</b>',
      'http://evil.example/app.apk',
      'tel:123',
      'mailto:a@b.c',
      'intent://x#Intent;end',
      'file:///etc/passwd',
      `#${paths.agreementTemplate}`,
      '',
      undefined,
    ])
      expect(safeLink(bad), String(bad)).toBeUndefined();
  });

  it('lets images through when https:, same-origin or an inline picture', () => {
    expect(safeImage('https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
    expect(safeImage('/img/a.png')).toBe(`${window.location.origin}/img/a.png`);
    expect(safeImage('data:image/svg+xml,<svg/>')).toBe('data:image/svg+xml,<svg/>');
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', 'http://evil.example/a.png', undefined])
      expect(safeImage(bad), String(bad)).toBeUndefined();
  });

  it('accepts plain CSS colours only', () => {
    for (const good of ['#fff', '#12ab34', 'rgb(1, 2, 3)', 'rgba(1,2,3,.5)', 'hsl(120 50% 50%)', 'teal'])
      expect(safeColor(good)).toBe(good);
    for (const bad of ['url(https://x/y.png)', 'red; position:fixed', 'expression(alert(1))', '', undefined])
      expect(safeColor(bad), String(bad)).toBeUndefined();
  });

  it('derives the client type from the user agent', () => {
    expect(clientTypeFrom('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe('ios');
    expect(clientTypeFrom('Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X)')).toBe('ios');
    expect(clientTypeFrom('Mozilla/5.0 (Linux; Android 10; K) Chrome/120 Mobile')).toBe('android');
    expect(clientTypeFrom('')).toBe('android');
  });

  it('picks the promotion keys from a route query', () => {
    expect(promotionQuery({ id: '2', app_from: 'fb', down_id: '5', deviceId: 'd', other: 'x' })).toEqual({
      id: '2',
      app_from: 'fb',
      down_id: '5',
    });
  });

  it('reports a completed registration to the ad pixels that are there, and survives a broken one', () => {
    const fbq = vi.fn();
    const track = vi.fn();
    trackRegistrationComplete({ fbq, ttq: { track } });
    expect(fbq).toHaveBeenCalledWith('track', 'CompleteRegistration');
    expect(track).toHaveBeenCalledWith('CompleteRegistration');
    expect(() => trackRegistrationComplete({})).not.toThrow();
    expect(() =>
      trackRegistrationComplete({
        fbq: () => {
          throw new Error('blocked');
        },
      }),
    ).not.toThrow();
  });

  it("keeps the spec's messages exact and identical in both locales, for VITE_REGISTRATION_RULES=spec", () => {
    expect(es.specMessages).toEqual({
      captchaInvalid: '请正确输入图形验证码！',
      smsCodeInvalid: '请正确输入短信验证码！',
      smsSent: '验证码已发送，请在手机上查看！',
      repeatSend: '请勿重复发送验证码!',
      alreadyRegistered: '您已注册,请直接下载APP登录！',
      registered: '注册成功',
      networkError: 'error',
    });
    expect(es.phoneRule.spec.invalid).toBe('请正确输入手机号！');
    expect(en.specMessages).toEqual(es.specMessages);
    expect(en.phoneRule.spec.invalid).toBe(es.phoneRule.spec.invalid);
  });

  it('says every message in the page language by default: no Chinese in them', () => {
    for (const locale of [es, en]) {
      const texts = [
        ...Object.values(locale.messages),
        locale.phoneRule.mexico.invalid,
        locale.phoneRule.india.invalid,
      ];
      for (const text of texts) expect(text).not.toMatch(/[\u3000-\u9fff\uff00-\uffef]/);
    }
    expect(en.messages).not.toEqual(es.messages);
    expect(en.form.getCode).not.toBe(es.form.getCode);
  });
});
