import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ApiFailure, ApiResult } from '../api/api-result';
import type { ApiClient } from '../api/create-api-client';
import { apiClientAtom } from '../state/api-base-atom';

/** One read of the API for a part of a screen; it must stop when `signal` aborts. */
export type ApiLoader<T> = (api: ApiClient, signal: AbortSignal) => Promise<ApiResult<T>>;

type KeyPart = string | number | boolean | null | undefined;

/** What the answer depends on: a new key loads again, the same key with a new loader does not. */
export type ResourceKey = KeyPart | readonly KeyPart[];

/**
 * Loading, ready, or failed with the reason (a 404 is 'no such thing', an offline API is worth a Retry).
 * `previous` is the last value read for the same key, kept on screen while a retry runs or after it
 * failed, so a reload does not flicker.
 */
export type ApiResource<T> = (
  | { status: 'loading'; previous: T | undefined }
  | { status: 'ready'; value: T }
  | { status: 'failed'; failure: ApiFailure; previous: T | undefined }
) & { retry: () => void };

type Settled<T> = { status: 'ready'; value: T } | { status: 'failed'; failure: ApiFailure };

interface Answer<T> {
  api: ApiClient;
  token: string;
  attempt: number;
  settled: Settled<T>;
  /** The last ready value for this api and token. */
  kept: T | undefined;
}

/**
 * The one way a screen reads the API (DESIGN rulings: a network error shows a quiet message with Retry,
 * never vanishes). The load runs again when `key` changes, the API base changes or `retry` is called;
 * the load in flight is then aborted, and so is it when the component goes away. An answer for an
 * older key is never shown. `load === null` loads nothing and stays 'loading'.
 */
export function useApiResource<T>(load: ApiLoader<T> | null, key: ResourceKey): ApiResource<T> {
  const api = useAtomValue(apiClientAtom);
  const token = JSON.stringify(key ?? null);
  // The loader of the latest render: callers need not memoise it, the key decides when to load.
  const latestLoad = useRef(load);
  latestLoad.current = load;
  const active = load !== null;
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<Answer<T> | null>(null);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    const current = latestLoad.current;
    if (!active || !current) return;
    const controller = new AbortController();
    const settle = (settled: Settled<T>) => {
      if (controller.signal.aborted) return;
      if (settled.status === 'failed') console.warn(`[bluebonnet] ${settled.failure.message}`);
      setAnswer((before) => {
        const same = before?.api === api && before.token === token;
        const kept = settled.status === 'ready' ? settled.value : same ? before.kept : undefined;
        return { api, token, attempt, settled, kept };
      });
    };
    current(api, controller.signal).then(
      (result) =>
        settle(
          result.ok
            ? { status: 'ready', value: result.value }
            : { status: 'failed', failure: result.failure },
        ),
      // A loader should answer a failure, not throw one; if it does, the screen still says so.
      (error: unknown) => settle({ status: 'failed', failure: { kind: 'invalid', message: String(error) } }),
    );
    return () => controller.abort();
  }, [api, token, attempt, active]);

  const current = active && answer?.api === api && answer.token === token ? answer : null;
  // One object per answer, not per render: screens pass it to useDeferredValue.
  return useMemo((): ApiResource<T> => {
    const previous = current?.kept;
    if (current?.attempt !== attempt) return { status: 'loading', previous, retry };
    if (current.settled.status === 'ready') return { status: 'ready', value: current.settled.value, retry };
    return { status: 'failed', failure: current.settled.failure, previous, retry };
  }, [current, attempt, retry]);
}
