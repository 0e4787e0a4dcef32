import { act, screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { resetComplaintStore } from '@/demo/fixtures/complaint-store';
import { server } from '@/demo/node';
import { renderRoute } from '../../support/render-route';
import { recordRequests } from '../../support/record-requests';
import { applyButton, fillForm, openLanding, sendButton, smsCodeInput } from '../registration/helpers';
import { calls, onCall } from '../../support/on-call';
import { paths } from '@/config/paths';

// contract §8: every call that creates or pays something carries its intent's Idempotency-Key.
const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const keysOf = (requests: { headers: Headers }[]) =>
  requests.map((request) => request.headers.get('Idempotency-Key'));

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

describe('Idempotency-Key on the writes', () => {
  it('complaint save: the same key for a retry of the same complaint, a new one once it is edited', async () => {
    resetComplaintStore();
    server.use(onCall(calls.complaintSave, () => HttpResponse.error(), { once: true }));
    server.use(
      onCall(calls.complaintSave, () => HttpResponse.json({ code: 500 }, { status: 503 }), {
        once: true,
      }),
    );
    const log = recordRequests(server);
    const { user } = await renderRoute(`${paths.complaintForm}?problemType=4&orderNo=NO20241&orderId=20241`, {
      userEventOptions: { advanceTimers: vi.advanceTimersByTime },
    });
    const text = await screen.findByRole('textbox', { name: 'Descripción' });
    await user.type(text, 'Una sugerencia');
    const send = screen.getByRole('button', { name: 'Enviar' });
    await user.click(send);
    await waitFor(() => expect(log.to(calls.complaintSave)).toHaveLength(1));
    await waitFor(() => expect(send).toBeEnabled());
    // The retry of the same text after no answer: the same key.
    await user.click(send);
    await waitFor(() => expect(log.to(calls.complaintSave)).toHaveLength(2));
    await waitFor(() => expect(send).toBeEnabled());
    // Edited: another complaint, another key.
    await user.type(text, ' más');
    await user.click(send);
    await screen.findByRole('dialog', { name: 'Queja enviada' });
    const keys = keysOf(log.to(calls.complaintSave));
    expect(keys[0]).toMatch(KEY);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toMatch(KEY);
    expect(keys[2]).not.toBe(keys[0]);
    log.stop();
  });

  it('registration: sendSms and register each carry a key of their own', async () => {
    const log = recordRequests(server);
    const { user, router } = await openLanding(undefined, {
      userEventOptions: { advanceTimers: vi.advanceTimersByTime },
    });
    await fillForm(user, {});
    await user.click(sendButton());
    await waitFor(() => expect(log.to(calls.sendSms)).toHaveLength(1));
    await user.type(smsCodeInput(), '123456');
    await user.click(applyButton());
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.downloadTemplate));
    const [sms] = keysOf(log.to(calls.sendSms));
    const [account] = keysOf(log.to(calls.register));
    expect(sms).toMatch(KEY);
    expect(account).toMatch(KEY);
    expect(account).not.toBe(sms);
    // Reads carry none.
    expect(keysOf(log.to(calls.getSid))).toEqual([null]);
    log.stop();
  });

  it('card repayment: the payment and each SMS resend carry a key; a resend after an answer is a new one', async () => {
    const log = recordRequests(server);
    const { user } = await renderRoute(`${paths.cardRepay}?orderId=9001&amount=345000&couponId=C1`, {
      userEventOptions: { advanceTimers: vi.advanceTimersByTime },
    });
    await user.click(await screen.findByRole('radio', { name: /Banorte/ }));
    await user.click(screen.getByRole('button', { name: 'Pagar' }));
    const resend = await screen.findByRole('button', { name: 'Podrás pedir otro código en 60 s' });
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    await user.click(resend);
    await waitFor(() => expect(log.to(calls.cardRepaymentCommit)).toHaveLength(2));
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    await user.click(resend);
    await waitFor(() => expect(log.to(calls.cardRepaymentCommit)).toHaveLength(3));
    const keys = keysOf(log.to(calls.cardRepaymentCommit));
    for (const key of keys) expect(key).toMatch(KEY);
    expect(new Set(keys).size).toBe(3);
    // The cardRepaymentWay read carries none.
    expect(keysOf(log.to(calls.cardRepaymentWay))).toEqual([null]);
    log.stop();
  });

  it('card repayment: a payment retried after no answer keeps its key', async () => {
    server.use(onCall(calls.cardRepaymentCommit, () => HttpResponse.error(), { once: true }));
    const log = recordRequests(server);
    const { user } = await renderRoute(`${paths.cardRepay}?orderId=9001&amount=345000`, {
      userEventOptions: { advanceTimers: vi.advanceTimersByTime },
    });
    await user.click(await screen.findByRole('radio', { name: /Banorte/ }));
    const pay = screen.getByRole('button', { name: 'Pagar' });
    await user.click(pay);
    await waitFor(() => expect(pay).toBeEnabled());
    await user.click(pay);
    await screen.findByRole('button', { name: 'Podrás pedir otro código en 60 s' });
    const keys = keysOf(log.to(calls.cardRepaymentCommit));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(KEY);
    expect(keys[1]).toBe(keys[0]);
    log.stop();
  });
});
