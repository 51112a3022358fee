// The page's side of the engine worker (worker.ts): calls BrowserApi's methods in the WebAssembly build and answers
// with promises. The worker is started on the first call and kept; its URL is in the page's
// <meta name="escaque-worker">, written by the build.

/** A failure inside the WebAssembly build: its message says what was wrong. */
export class WasmError extends Error {}

interface Answer {
  id: number;
  result?: unknown;
  error?: string;
}

let worker: Worker | null = null;
let nextId = 1;
const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();

function workerUrl(): string {
  const meta = document.querySelector('meta[name="escaque-worker"]');
  const url = meta?.getAttribute('content');
  if (!url) throw new WasmError('this page has no engine worker (<meta name="escaque-worker">)');
  return url;
}

function start(): Worker {
  const started = new Worker(workerUrl());
  started.onmessage = (event: MessageEvent<Answer>) => {
    const { id, result, error } = event.data;
    const call = waiting.get(id);
    if (!call) return;
    waiting.delete(id);
    if (error !== undefined) call.reject(new WasmError(error));
    else call.resolve(result);
  };
  started.onerror = event => {
    const failure = new WasmError(event.message || 'the engine worker failed to start');
    for (const call of waiting.values()) call.reject(failure);
    waiting.clear();
    worker = null;
  };
  return started;
}

/** Calls `method` of the WebAssembly build with `args` (numbers and strings) in the worker. */
export function callWasm<T>(method: string, ...args: Array<string | number | boolean>): Promise<T> {
  worker ??= start();
  const id = nextId++;
  return new Promise<T>((resolve, reject) => {
    waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
    worker!.postMessage({ id, method, args });
  });
}
