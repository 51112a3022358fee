// The Web Worker that holds core and engine compiled to WebAssembly (wasm/: TeaVM, Wasm GC): the rules and the
// search run here, off the page's thread, so the board never freezes while the engine thinks. One call at a time:
// a message { id, method, args } runs BrowserApi's exported method `method` and answers { id, result } or
// { id, error } (a Java exception's message: what was wrong with the arguments).
// The build (tools/build.mjs) sets the two URLs below to the content-hashed files it copies from wasm/target/teavm.

declare const ESCAQUE_WASM_URL: string;
declare const ESCAQUE_WASM_RUNTIME_URL: string;
declare function importScripts(...urls: string[]): void;
declare const TeaVM: { wasmGC: { load(url: string): Promise<{ exports: Record<string, (...args: unknown[]) => unknown> }> } };

interface Call {
  id: number;
  method: string;
  args: unknown[];
}

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<Call>) => void) | null;
  postMessage(message: unknown): void;
};

importScripts(ESCAQUE_WASM_RUNTIME_URL);
const loaded = TeaVM.wasmGC.load(ESCAQUE_WASM_URL).then(module => module.exports);

scope.onmessage = event => {
  const { id, method, args } = event.data;
  loaded.then(exports => {
    const exported = exports[method];
    if (typeof exported !== 'function') throw new Error(`no method ${method} in the WebAssembly build`);
    scope.postMessage({ id, result: exported(...args) });
  }).catch((error: unknown) => {
    scope.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  });
};
