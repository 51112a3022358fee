// The page's side of the engine workers (worker.ts): calls BrowserApi's methods in the WebAssembly build and answers
// with promises. Two workers run the same build: 'game' plays (moves, the computer's choices, hints) and 'analysis'
// reviews games, so that a long review never keeps a move waiting. Each is started on its first call and kept; the
// script's URL is in the page's <meta name="escaque-worker">, written by the build.

/** A failure inside the WebAssembly build: its message says what was wrong. */
export class WasmError extends Error {}

interface Answer {
  id: number;
  result?: unknown;
  error?: string;
}

/** Which of the two workers a call goes to. */
export type WorkerName = 'game' | 'analysis';

const workers = new Map<WorkerName, Worker>();
let nextId = 1;
const waiting = new Map<number,
  { resolve: (value: unknown) => void; reject: (error: Error) => void; worker: WorkerName }>();

function workerUrl(): string {
  const meta = document.querySelector('meta[name="escaque-worker"]');
  const url = meta?.getAttribute('content');
  if (!url) throw new WasmError('this page has no engine worker (<meta name="escaque-worker">)');
  return url;
}

function start(name: WorkerName): Worker {
  const started = new Worker(workerUrl(), { name: `escaque-${name}` });
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
    for (const [id, call] of waiting) {
      if (call.worker === name) {
        call.reject(failure);
        waiting.delete(id);
      }
    }
    workers.delete(name);
  };
  workers.set(name, started);
  return started;
}

/** Calls `method` of the WebAssembly build with `args` (numbers and strings) in the game worker. */
export function callWasm<T>(method: string, ...args: Array<string | number | boolean>): Promise<T> {
  return callWasmIn<T>('game', method, ...args);
}

/** Calls `method` of the WebAssembly build with `args` in the worker `name`. */
export function callWasmIn<T>(name: WorkerName, method: string, ...args: Array<string | number | boolean>): Promise<T> {
  const worker = workers.get(name) ?? start(name);
  const id = nextId++;
  return new Promise<T>((resolve, reject) => {
    waiting.set(id, { resolve: resolve as (value: unknown) => void, reject, worker: name });
    worker.postMessage({ id, method, args });
  });
}
