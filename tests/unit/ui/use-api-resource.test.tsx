import { act, renderHook } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiResult } from '../../../src/api/api-result';
import type { ApiClient } from '../../../src/api/create-api-client';
import { apiBaseAtom } from '../../../src/state/api-base-atom';
import { type ResourceKey, useApiResource } from '../../../src/ui/use-api-resource';

afterEach(() => {
  vi.restoreAllMocks();
});

/** A load the test answers by hand, remembering the signal it was given. */
interface Pending<T> {
  signal: AbortSignal;
  answer: (result: ApiResult<T>) => Promise<void>;
}

function manualLoader<T>() {
  const calls: Pending<T>[] = [];
  const load = vi.fn(
    (_api: ApiClient, signal: AbortSignal) =>
      new Promise<ApiResult<T>>((resolve) => {
        calls.push({
          signal,
          answer: async (result) => {
            await act(async () => resolve(result));
          },
        });
      }),
  );
  return { load, calls };
}

function call<T>(calls: Pending<T>[], n: number): Pending<T> {
  const found = calls[n];
  if (!found) throw new Error(`load ${n} was never started`);
  return found;
}

function renderResource<T>(load: ReturnType<typeof manualLoader<T>>['load'], key: ResourceKey) {
  const store = createStore();
  store.set(apiBaseAtom, 'http://api.test');
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return renderHook(({ key }: { key: ResourceKey }) => useApiResource(load, key), {
    wrapper,
    initialProps: { key },
  });
}

const offline = { ok: false, failure: { kind: 'offline', message: 'Network down' } } as const;

describe('useApiResource', () => {
  it('is loading until the answer comes, then ready with its value', async () => {
    const { load, calls } = manualLoader<string>();
    const { result } = renderResource(load, 7);
    expect(result.current.status).toBe('loading');

    await call(calls, 0).answer({ ok: true, value: 'Austin' });

    expect(result.current).toMatchObject({ status: 'ready', value: 'Austin' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('aborts the load of the old key when the key changes, and shows only the new answer', async () => {
    const { load, calls } = manualLoader<string>();
    const { result, rerender } = renderResource(load, 1);

    rerender({ key: 2 });
    expect(call(calls, 0).signal.aborted).toBe(true);
    expect(call(calls, 1).signal.aborted).toBe(false);

    // The old answer arrives late: it must not be shown for key 2.
    await call(calls, 0).answer({ ok: true, value: 'for key 1' });
    expect(result.current.status).toBe('loading');

    await call(calls, 1).answer({ ok: true, value: 'for key 2' });
    expect(result.current).toMatchObject({ status: 'ready', value: 'for key 2' });
  });

  it('never shows the value of the previous key while the new one loads', async () => {
    const { load, calls } = manualLoader<string>();
    const { result, rerender } = renderResource(load, ['metro', 'austin']);
    await call(calls, 0).answer({ ok: true, value: 'Austin' });

    rerender({ key: ['metro', 'houston'] });

    expect(result.current).toMatchObject({ status: 'loading', previous: undefined });
  });

  it('does not load again when it renders with the same key', async () => {
    const { load, calls } = manualLoader<string>();
    const { rerender } = renderResource(load, ['a', 1]);
    rerender({ key: ['a', 1] });
    await call(calls, 0).answer({ ok: true, value: 'x' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says why a load failed, and Retry loads again and shows the new answer', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { load, calls } = manualLoader<string>();
    const { result } = renderResource(load, 'k');

    await call(calls, 0).answer(offline);
    expect(result.current).toMatchObject({ status: 'failed', failure: { kind: 'offline' } });
    expect(console.warn).toHaveBeenCalledWith('[bluebonnet] Network down');

    act(() => result.current.retry());
    expect(result.current.status).toBe('loading');
    await call(calls, 1).answer({ ok: true, value: 'back' });
    expect(result.current).toMatchObject({ status: 'ready', value: 'back' });
  });

  it('keeps the last value of the same key while a retry runs and after it fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { load, calls } = manualLoader<string>();
    const { result } = renderResource(load, 'k');
    await call(calls, 0).answer({ ok: true, value: 'first' });

    act(() => result.current.retry());
    expect(result.current).toMatchObject({ status: 'loading', previous: 'first' });
    await call(calls, 1).answer(offline);
    expect(result.current).toMatchObject({ status: 'failed', previous: 'first' });
  });

  it('shows a loader that throws as failed, not loading for ever', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const load = vi.fn(async (): Promise<ApiResult<string>> => {
      throw new Error('bug');
    });
    const { result } = renderResource(load, 1);
    await act(async () => {});
    expect(result.current).toMatchObject({ status: 'failed', failure: { kind: 'invalid' } });
  });

  it('aborts the load in flight when the component goes away, and sets nothing after', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { load, calls } = manualLoader<string>();
    const { unmount } = renderResource(load, 1);

    unmount();

    expect(call(calls, 0).signal.aborted).toBe(true);
    await call(calls, 0).answer({ ok: true, value: 'late' });
    expect(error).not.toHaveBeenCalled();
  });

  it('loads nothing without a loader', () => {
    const store = createStore();
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const { result } = renderHook(() => useApiResource<string>(null, 'k'), { wrapper });
    expect(result.current.status).toBe('loading');
  });
});
