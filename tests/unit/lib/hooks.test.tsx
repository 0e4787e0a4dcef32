import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAction } from '@/lib/hooks/use-action';
import { useCountdown } from '@/lib/hooks/use-countdown';
import { useTimeout } from '@/lib/hooks/use-timeout';

describe('useAction', () => {
  it('runs once while a run is in flight (a double tap sends one request)', async () => {
    let resolve!: (value: string) => void;
    const action = vi.fn(() => new Promise<string>((done) => (resolve = done)));
    const { result } = renderHook(() => useAction(action));
    let first!: Promise<string | undefined>;
    act(() => {
      first = result.current.run();
      void result.current.run();
    });
    expect(action).toHaveBeenCalledTimes(1);
    expect(result.current.pending).toBe(true);
    await act(async () => resolve('done'));
    await expect(first).resolves.toBe('done');
    expect(result.current.pending).toBe(false);
    act(() => void result.current.run());
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('releases after a failure and passes the error on', async () => {
    const action = vi.fn().mockRejectedValueOnce(new Error('boom')).mockResolvedValue('ok');
    const { result } = renderHook(() => useAction(action));
    await act(async () => {
      await expect(result.current.run()).rejects.toThrow('boom');
    });
    expect(result.current.pending).toBe(false);
    await act(async () => {
      await expect(result.current.run()).resolves.toBe('ok');
    });
  });

  it('disables a real button between taps', async () => {
    const user = userEvent.setup();
    const action = vi.fn(() => new Promise<void>(() => undefined));
    function Submit() {
      const { run, pending } = useAction(action);
      return (
        <button type="button" disabled={pending} onClick={() => void run()}>
          send
        </button>
      );
    }
    render(<Submit />);
    await user.dblClick(screen.getByRole('button'));
    expect(action).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button')).toBeDisabled();
  });
});

describe('useCountdown', () => {
  it('counts 60 to 1 in one-second ticks, then goes idle', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useCountdown(60));
    act(() => result.current.start());
    const seen = [result.current.remaining];
    for (let i = 0; i < 60; i += 1) {
      act(() => vi.advanceTimersByTime(1000));
      seen.push(result.current.remaining);
    }
    expect(seen).toEqual([...Array.from({ length: 60 }, (_, i) => 60 - i), 0]);
    expect(result.current.running).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('resets on demand and clears its timer on unmount', () => {
    vi.useFakeTimers();
    const { result, unmount } = renderHook(() => useCountdown(60));
    act(() => result.current.start());
    act(() => vi.advanceTimersByTime(3000));
    expect(result.current.remaining).toBe(57);
    act(() => result.current.reset());
    expect(result.current.remaining).toBe(0);
    act(() => result.current.start());
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('useTimeout', () => {
  it('fires once after the delay and never after unmount', () => {
    vi.useFakeTimers();
    const callback = vi.fn();
    const { unmount } = renderHook(() => useTimeout(callback, 3000));
    vi.advanceTimersByTime(2999);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
    unmount();
    const other = vi.fn();
    const second = renderHook(() => useTimeout(other, 1000));
    second.unmount();
    vi.advanceTimersByTime(5000);
    expect(other).not.toHaveBeenCalled();
  });
});
