import * as v from 'valibot';
import { createApiClient } from '../api/create-api-client';
import { fetchMapPins } from '../api/fetch-map-pins';
import { type PinsAnswer, type PinsRequest, pinsAnswerSchema } from './pins-worker-protocol';

/** The file name of the built pins worker, set by esbuild (`define`); absent in tests and Storybook. */
declare const __BB_PINS_WORKER__: string | undefined;

/** A two-way line to the pins worker, or to its stand-in on the main thread. */
export interface PinsPort {
  post(request: PinsRequest): void;
  /** The one listener for answers (a later call replaces it). */
  onAnswer(listener: (answer: PinsAnswer) => void): void;
  close(): void;
}

/**
 * Starts the pins worker. The worker file sits beside the chunks, like maplibre's, so its URL is
 * resolved against this chunk's own URL (`import.meta.url`), never the page's: a CMS page on another
 * origin loads the bundle from ours. A Worker must be same-origin with the page, so in that case the
 * worker is a blob: script of the page's origin whose only line is `importScripts(url)`: a classic
 * worker may import a script from any origin, without CORS (unlike a module worker's `import`, or a
 * fetch of the code), so it works wherever a plain <script src> of the bundle works. When the bundle is
 * same-origin the file is started directly, which also suits pages whose CSP forbids blob: workers.
 */
function startWorker(): Worker | null {
  if (typeof Worker !== 'function' || typeof __BB_PINS_WORKER__ !== 'string') return null;
  const url = new URL(`./${__BB_PINS_WORKER__}`, import.meta.url);
  try {
    if (url.origin === globalThis.location?.origin) return new Worker(url);
    const blob = new Blob([`importScripts(${JSON.stringify(url.href)});`], { type: 'text/javascript' });
    const blobUrl = URL.createObjectURL(blob);
    try {
      return new Worker(blobUrl);
    } finally {
      // The Worker constructor has resolved the blob already; the URL is not needed again.
      URL.revokeObjectURL(blobUrl);
    }
  } catch (error) {
    console.warn(
      `[bluebonnet] The map pins worker could not start, so pins are grouped on the page: ${error}`,
    );
    return null;
  }
}

/**
 * The handler on the main thread, for where no worker runs (happy-dom tests, Storybook, a page whose
 * CSP blocks it). Answers arrive in a later microtask, as a worker's would, never inside `post`. The
 * clusterer is imported only here, so the normal path never downloads it into the page.
 */
function inThreadPort(deliver: (answer: PinsAnswer) => void): Omit<PinsPort, 'onAnswer'> {
  let closed = false;
  const ready = import('./pins-worker-handler').then(({ createPinsWorkerHandler }) =>
    createPinsWorkerHandler(
      (base, query, signal) => fetchMapPins(createApiClient(base), query, signal),
      (answer) => queueMicrotask(() => !closed && deliver(answer)),
    ),
  );
  return {
    post: (request) => {
      void ready.then((handle) => handle(request));
    },
    close: () => {
      closed = true;
    },
  };
}

/**
 * A port to a dedicated pins worker, or to the in-thread handler when no worker can run. A worker that
 * fails before its first answer (its file blocked or missing) is replaced by the in-thread handler,
 * which is told the latest load and view again, so the map still gets its pins.
 */
export function createPinsWorkerPort(): PinsPort {
  let listener: (answer: PinsAnswer) => void = () => {};
  const deliver = (answer: PinsAnswer) => listener(answer);
  const latest: { load?: PinsRequest; view?: PinsRequest } = {};
  let fallback: Omit<PinsPort, 'onAnswer'> | null = null;
  let worker = startWorker();
  let answered = false;

  const switchToFallback = () => {
    worker?.terminate();
    worker = null;
    fallback = inThreadPort(deliver);
    if (latest.load) fallback.post(latest.load);
    if (latest.view) fallback.post(latest.view);
  };

  if (worker) {
    worker.addEventListener('message', (event: MessageEvent<unknown>) => {
      answered = true;
      const answer = v.safeParse(pinsAnswerSchema, event.data);
      if (answer.success) deliver(answer.output);
      else console.warn('[bluebonnet] The map pins worker sent an answer this page does not know.');
    });
    worker.addEventListener('error', (event) => {
      if (answered) return; // a running worker reports its own failures as answers
      event.preventDefault();
      console.warn('[bluebonnet] The map pins worker did not load, so pins are grouped on the page.');
      switchToFallback();
    });
  } else {
    fallback = inThreadPort(deliver);
  }

  return {
    post(request) {
      if (request.type === 'load') latest.load = request;
      if (request.type === 'view') latest.view = request;
      if (worker) worker.postMessage(request);
      else fallback?.post(request);
    },
    onAnswer(next) {
      listener = next;
    },
    close() {
      worker?.terminate();
      fallback?.close();
    },
  };
}
