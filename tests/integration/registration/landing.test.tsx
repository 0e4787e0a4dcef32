import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/testing/mocks/node';
import { recordRequests } from '@/testing/record-requests';
import { renderRoute } from '@/testing/render-route';
import { openLanding, captchaImage, captchaInput, LANDING, phoneInput, smsCodeInput } from './helpers';

describe('registration landing (/agreementTemplate)', () => {
  it('renders the form at once and the template when it arrives', async () => {
    await openLanding();
    expect(phoneInput()).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tu primer préstamo sin intereses' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Solo clientes nuevos. Aprobación en minutos.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Quiero mi oferta' })).toBeEnabled();
    expect(await captchaImage()).toHaveAttribute(
      'src',
      expect.stringMatching(/\/api\/v2\/youmi\/promotion\/get-captcha\?sid=demo-[\w-]+&a=\d+$/),
    );
    expect(document.title).toBe('Tu primer préstamo sin intereses');
  });
});
