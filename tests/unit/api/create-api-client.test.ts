import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../../src/api/create-api-client';

const schema = v.object({ value: v.number() });
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('createApiClient', () => {
  it('resolves paths against the API base and validates the answer', async () => {
    const seen: string[] = [];
    const api = createApiClient('https://api.example.com/backend', async (input) => {
      seen.push(input instanceof Request ? input.url : String(input));
      return json({ value: 3, extra: 'dropped' });
    });
    expect(await api.get('api/config', schema)).toEqual({ ok: true, value: { value: 3 } });
    expect(seen).toEqual(['https://api.example.com/backend/api/config']);
  });

  it('reports an answer that breaks the contract as invalid, naming the field', async () => {
    const api = createApiClient('https://api.example.com/', async () => json({ value: 'three' }));
    const result = await api.get('api/config', schema);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.failure.kind).toBe('invalid');
      expect(result.failure.message).toContain('value');
    }
  });

  it("reports a 4xx as rejected with the API's error code, without retrying", async () => {
    let calls = 0;
    const api = createApiClient('https://api.example.com/', async () => {
      calls++;
      return json({ error: { code: 'badRequest', message: 'Invalid listings query' } }, 400);
    });
    const result = await api.get('api/v1/listings/x', schema);
    expect(result).toMatchObject({
      ok: false,
      failure: { kind: 'rejected', status: 400, code: 'badRequest' },
    });
    expect(calls).toBe(1);
  });

  it('retries a GET the server could not answer, then succeeds', async () => {
    let calls = 0;
    const api = createApiClient('https://api.example.com/', async () => {
      calls++;
      return calls === 1
        ? json({ error: { code: 'unavailable', message: 'busy' } }, 503)
        : json({ value: 1 });
    });
    expect(await api.get('api/config', schema)).toEqual({ ok: true, value: { value: 1 } });
    expect(calls).toBe(2);
  });

  it('reports a network failure as offline and an abort as aborted', async () => {
    const offline = createApiClient('https://api.example.com/', async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await offline.get('api/config', schema)).toMatchObject({
      ok: false,
      failure: { kind: 'offline' },
    });

    const controller = new AbortController();
    const slow = createApiClient('https://api.example.com/', (_input, init) => {
      // Like fetch: never answers, and rejects once its signal is (or already was) aborted.
      return new Promise((_resolve, reject) => {
        const signal = init?.signal ?? (_input instanceof Request ? _input.signal : undefined);
        const abort = () => reject(new DOMException('aborted', 'AbortError'));
        if (signal?.aborted) abort();
        signal?.addEventListener('abort', abort);
      });
    });
    const pending = slow.get('api/config', schema, { signal: controller.signal });
    controller.abort();
    expect(await pending).toMatchObject({ ok: false, failure: { kind: 'aborted' } });
  });
});
