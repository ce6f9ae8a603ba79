/**
 * The pins worker's entry point, built by esbuild into its own file beside the bundle (see
 * `esbuild.config.ts`) and started by `startPinsWorker`. The only module of the map with side effects:
 * it answers the main thread's messages with `createPinsWorkerHandler`.
 */
import * as v from 'valibot';
import { createApiClient } from '../api/create-api-client';
import { fetchMapPins } from '../api/fetch-map-pins';
import { createPinsWorkerHandler } from './pins-worker-handler';
import { type PinsAnswer, pinsRequestSchema } from './pins-worker-protocol';

const post = (answer: PinsAnswer) => postMessage(answer);
const handle = createPinsWorkerHandler(
  // `base` is absolute: inside a blob: worker there is no page URL to resolve a relative one against.
  (base, query, signal) => fetchMapPins(createApiClient(base), query, signal),
  post,
);

addEventListener('message', (event: MessageEvent<unknown>) => {
  const request = v.safeParse(pinsRequestSchema, event.data);
  if (!request.success) {
    console.warn('[bluebonnet] The map pins worker got a message it does not know.');
    return;
  }
  handle(request.output).catch((error: unknown) => {
    // A bug, not a network failure (those are answered as `failed`): say so, and keep the old pins.
    const load = request.output.type === 'load' ? request.output.load : 0;
    post({ type: 'failed', load, message: String(error) });
  });
});
