// The games of this browser, with no Escaque host: the same calls as the host's API (api.ts routes to these when
// isLocal()), answered by the WebAssembly build (wasm/: LocalGames, the server's play module and core) in the engine
// worker, with the same JSON and the same refusals. Each game's record is kept in IndexedDB (store.ts): a change is
// answered, and shown, only once its record is stored; if storing fails the game is put back as it was.
// The computer's moves and fallen flags happen here too, and are told to whoever follows the game (subscribe).
import type {
  ActionRequest, Analysis, Budget, CreatedGame, CreateGameRequest, ErrorBody, GameList, GameState, GameStatus,
  HintAnswer, HintReveal, MoveRequest, PositionCheck, RulesData,
} from '../api';
import { callWasm, callWasmIn } from '../engine/client';
import {
  forgetGame, storeAnalysis, storedAnalyses, storedGame, storedGames, StoredMeanwhile, storedTokens, storeGames,
} from './store';

/** A refusal, as the host's API gives one (api.ts turns it into its ApiError). */
export class LocalRefusal extends Error {
  constructor(readonly status: number, readonly body: ErrorBody) {
    super(body.message);
  }
}

interface Answer<T> {
  record?: string;
  /** Other games the call changed too (a rematch it made), by id. */
  others?: Record<string, string>;
  result?: T;
  status?: number;
  error?: ErrorBody;
}

let restored: Promise<void> | null = null;
/**
 * The other tabs of this app on this device: each has its own worker, so a change stored by one is told to the
 * others, which take the stored record and show it (a game open in two tabs stays one game).
 */
const tabs = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('escaque-local-games');
if (tabs) {
  // The record comes along (tabs of an earlier version take it from there); this version reads the stored one.
  tabs.onmessage = (event: MessageEvent<{ id: string; record: string | null }>) => {
    void taken(event.data.id).catch(failure => console.warn(`escaque: another tab's change to ${event.data.id} `
      + `could not be taken: ${failure instanceof Error ? failure.message : failure}`));
  };
}

/** A change another tab stored: this tab's worker takes it, and whoever follows the game here sees it. */
async function taken(id: string): Promise<void> {
  if (!restored) return;
  const state = await locked(id, async () => {
    await ready();
    await fresh(id);
    if (!records.has(id) || (!listeners.get(id)?.size && !router?.isLinked(id))) return null;
    return perform<GameState>(id, 'localState', id, Date.now());
  });
  // A guest's game whose link another tab holds: the host's state that tab passed on, when it is of this record.
  const host = state ? hostView(id) : null;
  if (state) changed(host && host.ply === state.ply && host.fen === state.fen && host.status === state.status
    && host.result === state.result ? host : state);
}
const records = new Map<string, string>();
const listeners = new Map<string, Set<(state: GameState) => void>>();
const computerTimers = new Map<string, number>();
const flagTimers = new Map<string, number>();

/** A failure of the browser's storage itself (not a refusal), said as one. */
function unavailable(failure: unknown): LocalRefusal {
  if (failure instanceof LocalRefusal) return failure;
  return new LocalRefusal(503, { error: 'storage-unavailable', message: `This browser cannot open the stored games `
    + `(${failure instanceof Error ? failure.message : String(failure)}).` });
}

/** Gives the WebAssembly build every stored game, once per page (tried again on the next call if it failed). */
function ready(): Promise<void> {
  restored ??= (async () => {
    let games: Map<string, string>;
    let tokens: Map<string, string>;
    try {
      games = await storedGames();
      tokens = await storedTokens();
    } catch (failure) {
      restored = null;
      throw unavailable(failure);
    }
    router?.restoreTokens(tokens);
    for (const [id, record] of games) {
      const damage = await callWasm<string>('localRestore', record, Date.now());
      if (damage) console.warn(`escaque: the stored game ${id} cannot be replayed: ${damage}`);
      else records.set(id, record);
    }
    // A guest's link another tab holds: its seat counts present here too (peerLinkedElsewhere, while this ran).
    for (const id of router?.linkedElsewhere() ?? []) {
      if (records.has(id)) await callWasm<string>('localPeerLink', id, true, Date.now());
    }
  })();
  return restored;
}

/**
 * Each game's calls one at a time, across this device's tabs (Web Locks; where a browser has none, within this tab):
 * the next call waits until the last one's record is stored or put back, so that nothing is shown before it is kept,
 * and a call starts from the stored record (fresh), so that no tab writes over another's change.
 */
const queues = new Map<string, Promise<unknown>>();
function locked<T>(id: string, work: () => Promise<T>): Promise<T> {
  if (typeof navigator !== 'undefined' && navigator.locks) {
    return navigator.locks.request(`escaque-game:${id}`, work) as Promise<T>;
  }
  const next = (queues.get(id) ?? Promise.resolve()).then(work, work);
  const settled = next.then(() => undefined, () => undefined);
  queues.set(id, settled);
  void settled.then(() => {
    if (queues.get(id) === settled) queues.delete(id);
  });
  return next;
}

/** The worker takes the game's stored record when another tab changed (or deleted) it since this one last knew. */
async function fresh(id: string): Promise<void> {
  let stored: string | undefined;
  try {
    stored = await storedGame(id);
  } catch (failure) {
    throw unavailable(failure);
  }
  if (stored === records.get(id)) return;
  if (stored === undefined) {
    await callWasm<void>('localForget', id);
    records.delete(id);
    return;
  }
  const damage = await callWasm<string>('localRestore', stored, Date.now());
  if (!damage) {
    records.set(id, stored);
  } else if (records.has(id)) {
    // Another tab stored what this one cannot replay (another version of the app): this tab's older copy is not
    // played on, nor stored over it.
    throw new LocalRefusal(409, { error: 'game-damaged', message: `The stored game ${id} cannot be replayed here: `
      + `${damage}. Reload the page.` });
  } else {
    console.warn(`escaque: the stored game ${id} cannot be replayed: ${damage}`);
  }
}

/** Runs a call (on game `id`, after its previous one: locked), stores the records it answers with, answers its result. */
function run<T>(id: string | null, method: string, ...args: Array<string | number | boolean>): Promise<T> {
  return id === null ? perform<T>(null, method, ...args) : locked(id, () => perform<T>(id, method, ...args));
}

/**
 * A call as `run` makes it, inside the game's lock: the records it answers with (its game's, and a rematch's new game)
 * are stored together, or, if storing fails, every game is put back as it was and nothing changed.
 */
async function perform<T>(id: string | null, method: string, ...args: Array<string | number | boolean>): Promise<T> {
  await ready();
  if (id !== null) await fresh(id);
  const answer = JSON.parse(await callWasm<string>(method, ...args)) as Answer<T>;
  const changes: Array<[string, string]> = [];
  if (answer.record !== undefined) changes.push([id ?? (answer.result as unknown as { id: string }).id, answer.record]);
  for (const [otherId, record] of Object.entries(answer.others ?? {})) changes.push([otherId, record]);
  if (changes.length > 0) {
    try {
      // Over the record this call started from (fresh): where a browser has no Web Locks, another tab may have stored
      // the game since, and its change stands.
      await storeGames(changes, records.get(changes[0]![0]));
    } catch (failure) {
      for (const [gameId] of changes) {
        const before = records.get(gameId);
        if (before) await callWasm<string>('localRestore', before, Date.now());
        else await callWasm<void>('localForget', gameId);
      }
      throw storingFailed(failure);
    }
    for (const [gameId, record] of changes) {
      records.set(gameId, record);
      tabs?.postMessage({ id: gameId, record });
    }
  }
  if (answer.error) throw new LocalRefusal(answer.status ?? 400, answer.error);
  return answer.result as T;
}

/** Storing a change failed: the disk is full, or the browser refused for another reason (said as it is). */
function storingFailed(failure: unknown): LocalRefusal {
  if (failure instanceof StoredMeanwhile) {
    return new LocalRefusal(409, { error: 'ply-mismatch', message: 'The game changed meanwhile; nothing was changed.' });
  }
  const reason = failure instanceof Error ? failure.message : String(failure);
  const full = failure instanceof DOMException && failure.name === 'QuotaExceededError';
  return new LocalRefusal(507, { error: full ? 'storage-full' : 'storage-failed',
    message: `This browser could not keep the change, so nothing was changed (${reason}).` });
}

const changeHooks = new Set<(state: GameState) => void>();
const troubleHooks = new Set<(id: string, failure: unknown) => void>();

/** Told when something this module does by itself (the computer's move) fails: the page says it. */
export function onLocalTrouble(hook: (id: string, failure: unknown) => void): () => void {
  troubleHooks.add(hook);
  return () => troubleHooks.delete(hook);
}

/** Told of every change to a game of this browser (the link to another phone sends the guest its view). */
export function onLocalChange(hook: (state: GameState) => void): () => void {
  changeHooks.add(hook);
  return () => changeHooks.delete(hook);
}

function changed(state: GameState): GameState {
  for (const listener of listeners.get(state.id) ?? []) listener(state);
  for (const hook of changeHooks) hook(state);
  schedule(state);
  return state;
}

/**
 * After every state: the computer's move when it is its turn (a weaker level takes at least 0.4 to 1.4 s, as a person
 * would; its search alone may take a few milliseconds), and a timer for the running clock's flag.
 */
function schedule(state: GameState): void {
  window.clearTimeout(flagTimers.get(state.id));
  flagTimers.delete(state.id);
  if (state.status !== 'active') return;
  const computer = state.opponent && state.players[state.turn]?.kind === 'computer';
  if (computer && !computerTimers.has(state.id)) {
    const level = state.opponent?.level ?? 8;
    const pause = level >= 8 ? 0 : 400 + Math.random() * 1000;
    const started = Date.now();
    computerTimers.set(state.id, window.setTimeout(() => {
      void run<GameState>(state.id, 'localComputer', state.id, Date.now()).then(next => {
        computerTimers.delete(state.id);
        const wait = Math.max(0, pause - (Date.now() - started));
        window.setTimeout(() => changed(next), wait);
      }, failure => {
        computerTimers.delete(state.id);
        if (failure instanceof LocalRefusal && failure.body.error === 'ply-mismatch') {
          // Another tab played on meanwhile: this one shows the game as it is now.
          void getGame(state.id).then(changed, () => undefined);
          return;
        }
        // Its move could not be kept (nothing changed): said, and tried again a little later while the game is shown.
        for (const hook of troubleHooks) hook(state.id, failure);
        retryLater(state.id);
      });
    }, 0));
  }
  const clocks = state.clocks;
  // A copy of the other phone's game waits for that phone's word on its flags.
  if (clocks?.running && !router?.isGuest(state.id)) {
    const left = clocks[clocks.running];
    flagTimers.set(state.id, window.setTimeout(() => void getGame(state.id).catch(() => undefined), left + 50));
  }
}

/** Asks for the game again after a while (its computer's move is tried again), while someone follows the game here. */
function retryLater(id: string): void {
  window.setTimeout(() => {
    if (!records.has(id) || (!listeners.get(id)?.size && !router?.isLinked(id))) return;
    void getGame(id).catch(() => retryLater(id));
  }, 5000);
}

export async function createGame(request: CreateGameRequest): Promise<CreatedGame> {
  const created = await run<CreatedGame>(null, 'localCreate', request.mode, request.timeControl ?? '',
    request.level ?? 0, request.color ?? '', request.fen ?? '', request.names?.white ?? '', request.names?.black ?? '',
    request.name ?? '', Date.now());
  schedule(created.state);
  return created;
}

export function checkPosition(fen: string): Promise<PositionCheck> {
  return run<PositionCheck>(null, 'localCheckPosition', fen);
}

export async function importGame(pgn: string): Promise<CreatedGame> {
  return run<CreatedGame>(null, 'localImport', pgn, Date.now());
}

export async function getGame(id: string): Promise<GameState> {
  const shown = hostView(id);
  if (shown) return shown;
  const before = records.get(id);
  const state = await run<GameState>(id, 'localState', id, Date.now());
  // A flag that fell since is a change like any other.
  if (records.get(id) !== before) changed(state);
  else schedule(state);
  return state;
}

export async function playMove(id: string, move: MoveRequest): Promise<GameState> {
  if (router?.isGuest(id)) return router.move(id, move);
  const text = move.uci ?? move.san ?? '';
  return changed(await run<GameState>(id, 'localMove', id, text, move.uci === undefined, move.ply,
    move.claimDraw ?? false, Date.now()));
}

export async function act(id: string, action: ActionRequest): Promise<GameState> {
  if (router?.isGuest(id)) return router.act(id, action.type);
  return changed(await run<GameState>(id, 'localAct', id, action.type, action.color ?? '', Date.now()));
}

export async function deleteGame(id: string): Promise<void> {
  await locked(id, async () => {
    await perform<null>(id, 'localDelete', id, Date.now());
    // Gone from the worker: gone from the store too, or put back in the worker (nothing changed). Its analyses stop
    // storing steps from here (analysisRun stores nothing for a game it does not know).
    const before = records.get(id);
    records.delete(id);
    try {
      await forgetGame(id);
    } catch (failure) {
      if (before !== undefined) {
        await callWasm<string>('localRestore', before, Date.now());
        records.set(id, before);
      }
      throw storingFailed(failure);
    }
    tabs?.postMessage({ id, record: null });
  });
  if (analysesRestored) {
    await analysesRestored;
    await callWasmIn<void>('analysis', 'localForget', id);
    givenToAnalysis.delete(id);
  }
  window.clearTimeout(flagTimers.get(id));
  window.clearTimeout(computerTimers.get(id));
  flagTimers.delete(id);
  computerTimers.delete(id);
}

/** A hint for the side to move: the engine's move, as its piece or as the move (recorded in the game's PGN). */
export async function askHint(id: string, ply: number, reveal: HintReveal): Promise<HintAnswer> {
  return run<HintAnswer>(id, 'localHint', id, ply, reveal, Date.now());
}

export async function getPgn(id: string, lang: string): Promise<string> {
  return run<string>(id, 'localPgn', id, lang);
}

export async function listGames(status: GameStatus, limit: number, offset: number): Promise<GameList> {
  return run<GameList>(null, 'localList', status, limit, offset);
}

export async function getLevels(): Promise<{ levels: { level: number; rating: number }[] }> {
  return JSON.parse(await callWasm<string>('levels')) as { levels: { level: number; rating: number }[] };
}

/** The rules page's data, computed by core in the worker as the host computes it. */
export async function getRules(): Promise<RulesData> {
  return JSON.parse(await callWasm<string>('rules')) as RulesData;
}

/** Follows a game: told its state after every change (moves, the computer's, actions, a fallen flag). */
export function subscribe(id: string, listener: (state: GameState) => void): () => void {
  let set = listeners.get(id);
  if (!set) listeners.set(id, set = new Set());
  set.add(listener);
  return () => {
    set!.delete(listener);
  };
}

// ---- analyses (the coach's review), in a worker of their own ----

/**
 * The analysis worker runs the same WebAssembly build as the game worker, with the analyses (LocalAnalyses) and a copy
 * of each game it reviews (given its record whenever the record changed). It evaluates one position a call, so the
 * page drives it: while an analysis runs, this tab asks for the next position until none is left, storing the
 * analysis's record in IndexedDB after each, and telling whoever follows the game. An analysis cut by a reload goes
 * on when its game is opened again.
 */
interface AnalysisAnswer<T> {
  records?: Record<string, string>;
  result?: T;
  status?: number;
  error?: ErrorBody;
}

let analysesRestored: Promise<void> | null = null;
const givenToAnalysis = new Map<string, string>();
const analysisListeners = new Map<string, Set<(analysis: Analysis) => void>>();
/** The analyses this tab is running ("<game>/<budget>"). */
const stepping = new Set<string>();

function analysesReady(): Promise<void> {
  analysesRestored ??= (async () => {
    for (const [key, record] of await storedAnalyses()) {
      const damage = await callWasmIn<string>('analysis', 'localAnalysisRestore', record);
      if (damage) console.warn(`escaque: the stored analysis ${key} cannot be read: ${damage}`);
    }
  })();
  return analysesRestored;
}

/** Runs an analysis call on game `id` (its latest record given first), storing the records it answers with. */
async function analysisRun<T>(id: string, method: string, ...args: Array<string | number | boolean>): Promise<T> {
  await ready();
  await analysesReady();
  const record = records.get(id);
  if (record !== undefined && givenToAnalysis.get(id) !== record) {
    const damage = await callWasmIn<string>('analysis', 'localRestore', record, Date.now());
    if (!damage) givenToAnalysis.set(id, record);
  }
  const answer = JSON.parse(await callWasmIn<string>('analysis', method, ...args)) as AnalysisAnswer<T>;
  if (!records.has(id)) {
    // The game was deleted while the analysis worker answered: nothing of it is stored again.
    throw new LocalRefusal(404, { error: 'not-found', message: `There is no game ${id}.` });
  }
  for (const [key, text] of Object.entries(answer.records ?? {})) {
    try {
      await storeAnalysis(key, text);
    } catch (failure) {
      throw new LocalRefusal(507, { error: 'storage-full', message: `This browser could not keep the analysis `
        + `(${failure instanceof Error ? failure.message : String(failure)}).` });
    }
  }
  if (answer.error) throw new LocalRefusal(answer.status ?? 400, answer.error);
  return answer.result as T;
}

function analysed(analysis: Analysis): Analysis {
  for (const listener of analysisListeners.get(analysis.gameId) ?? []) listener(analysis);
  return analysis;
}

/** Goes on with a running analysis, one position a call, until it is done, cancelled, or its game is gone. */
function keepAnalysing(analysis: Analysis): void {
  const key = `${analysis.gameId}/${analysis.budget}`;
  if (analysis.status !== 'running' || stepping.has(key)) return;
  stepping.add(key);
  void (async () => {
    try {
      for (;;) {
        const next = analysed(await analysisRun<Analysis>(analysis.gameId, 'localAnalysisStep', analysis.gameId,
          analysis.budget, Date.now()));
        if (next.status !== 'running') break;
      }
    } catch (failure) {
      console.warn(`escaque: the analysis ${key} stopped: ${failure instanceof Error ? failure.message : failure}`);
    } finally {
      stepping.delete(key);
    }
  })();
}

/** {@code POST /api/games/{id}/analysis}: done at once when every position is evaluated already, else it runs. */
export async function requestAnalysis(id: string, budget: Budget): Promise<Analysis> {
  const analysis = await analysisRun<Analysis>(id, 'localAnalysisRequest', id, budget, Date.now());
  keepAnalysing(analysis);
  return analysis;
}

export async function cancelAnalysis(id: string): Promise<Analysis> {
  return analysed(await analysisRun<Analysis>(id, 'localAnalysisCancel', id, '', Date.now()));
}

/** Every analysis of the game, the most recent first; one a reload cut short goes on. */
export async function getAnalyses(id: string): Promise<{ analyses: Analysis[] }> {
  const list = await analysisRun<{ analyses: Analysis[] }>(id, 'localAnalysisList', id);
  for (const analysis of list.analyses) keepAnalysing(analysis);
  return list;
}

export async function fetchAnnotatedPgn(id: string, budget: Budget, lang: string): Promise<string> {
  return analysisRun<string>(id, 'localAnalysisPgn', id, budget, lang);
}

/** Follows a game's analyses: told each one as it progresses. */
export function subscribeAnalysis(id: string, listener: (analysis: Analysis) => void): () => void {
  let set = analysisListeners.get(id);
  if (!set) analysisListeners.set(id, set = new Set());
  set.add(listener);
  return () => {
    set!.delete(listener);
  };
}

// ---- games between two phones (peer/link.ts carries them; LocalGames' peer calls and mirror answer here) ----

/** What the link to another phone offers this module: the guest's moves and actions go to the host phone. */
export interface PeerRouter {
  isGuest(id: string): boolean;
  /** The guest's seat tokens as IndexedDB kept them (at each start: what localStorage lost comes back from there). */
  restoreTokens(tokens: ReadonlyMap<string, string>): void;
  move(id: string, move: MoveRequest): Promise<GameState>;
  act(id: string, type: string): Promise<GameState>;
  isLinked(id: string): boolean;
  /** The games this phone runs whose guest's link another tab of this browser holds open. */
  linkedElsewhere(): string[];
}

let router: PeerRouter | null = null;

export function setPeerRouter(given: PeerRouter): void {
  router = given;
}

/** The guest's view of a game, as the host phone sends it (peer/link.ts's GuestView). */
export interface PeerView {
  color: 'white' | 'black';
  state: GameState;
  record: string;
  rematchRecord?: string;
}

/** The host phone's last state of each game this phone is the guest in, and when it came. */
const hostStates = new Map<string, { state: GameState; at: number }>();

/**
 * The state of a game this phone is the guest in, while the link is up: the host phone's last, its running clock
 * counted down by the time since it came. Null when there is none (the copy's own state stands in).
 */
function hostView(id: string): GameState | null {
  const known = hostStates.get(id);
  if (!known || !router?.isLinked(id)) return null;
  const clocks = known.state.clocks;
  if (!clocks?.running || known.state.status !== 'active') return known.state;
  const spent = performance.now() - known.at;
  return { ...known.state, clocks: { ...clocks, [clocks.running]: Math.max(0, clocks[clocks.running] - spent) } };
}

/**
 * The host phone: the guest's phone (by its token's SHA-256) takes or resumes its seat, with the name its player
 * gave (kept only when the seat is taken now); its view.
 */
export async function peerJoin(id: string, hash: string, name = ''): Promise<PeerView> {
  const view = await run<PeerView>(id, 'localPeerJoin', id, hash, name, Date.now());
  await refresh(id);
  return view;
}

/** The host phone: the guest's link is open (heard) or not; this phone's view is told the new connection. */
export async function peerLinked(id: string, open: boolean): Promise<void> {
  const state = await run<GameState>(id, 'localPeerLink', id, open, Date.now());
  for (const listener of listeners.get(id) ?? []) listener(state);
  if (!open) {
    // "Reconectando" turns to "desconectado" after 5 s, and an abandonment claim opens after 60 s: shown when due.
    for (const wait of [5200, 60200]) window.setTimeout(() => void refresh(id).catch(() => undefined), wait);
  }
}

/**
 * The host phone: the guest's link, held by another tab of this browser, is open or not. A worker that has not started
 * yet is left alone (ready() asks the router for the links open elsewhere as it starts); one that has is told, the
 * game taken from the store first if it came meanwhile (a rematch another tab just made).
 */
export async function peerLinkedElsewhere(id: string, open: boolean): Promise<void> {
  if (!restored) return;
  await peerLinked(id, open);
}

/** The host phone: the guest's view (and the record its copy keeps). */
export function peerView(id: string, hash: string): Promise<PeerView> {
  return run<PeerView>(id, 'localPeerView', id, hash, Date.now());
}

/** The host phone: a move from the guest's phone, checked by this phone's core. */
export function peerMove(id: string, hash: string, move: MoveRequest): Promise<PeerView> {
  const text = move.uci ?? move.san ?? '';
  return run<PeerView>(id, 'localPeerMove', id, hash, text, move.uci === undefined, move.ply, move.claimDraw ?? false,
    Date.now());
}

/** The host phone: an action from the guest's phone. */
export function peerAct(id: string, hash: string, type: string): Promise<PeerView> {
  return run<PeerView>(id, 'localPeerAct', id, hash, type, Date.now());
}

/** Tells whoever follows the game here its state now (after a change the other phone made). */
export async function refresh(id: string): Promise<void> {
  const state = await run<GameState>(id, 'localState', id, Date.now());
  changed(state);
}

/**
 * The guest's phone: its core replays the host phone's record (a move it refuses, and the record is refused: nothing
 * is stored or shown), the page stores it, then shows `state` (the host's, with its clocks), or the copy's own.
 */
export async function adoptPeerRecord(record: string, state: GameState | null): Promise<GameState> {
  const mirrored = await run<GameState>(null, 'localMirror', record, Date.now());
  // The host's state is shown (its clocks run on the host) only when it is the record this phone's core replayed.
  const agrees = state !== null && state.id === mirrored.id && state.fen === mirrored.fen
    && state.ply === mirrored.ply && state.status === mirrored.status && state.result === mirrored.result;
  if (state && !agrees) console.warn(`escaque: the host's state of ${mirrored.id} is not its record's; the copy is shown`);
  const shown = agrees ? state : mirrored;
  if (agrees) hostStates.set(state.id, { state, at: performance.now() });
  else if (state) hostStates.delete(mirrored.id);
  for (const listener of listeners.get(shown.id) ?? []) listener(shown);
  return shown;
}

/**
 * The guest's phone: the host phone's state of a game, as another tab of this browser (the one with the link) received
 * it `age` ms ago; shown here while that link is open, as in that tab. None: that tab shows the copy's, and so does this.
 */
export function hostStateElsewhere(id: string, state: GameState | null, age: number): void {
  if (!state) {
    if (hostStates.delete(id)) void linkLost(id).catch(() => undefined);
    return;
  }
  hostStates.set(id, { state, at: performance.now() - Math.max(0, age) });
  const shown = hostView(id);
  if (shown) for (const listener of listeners.get(id) ?? []) listener(shown);
}

/** The guest's phone lost its link: whoever follows the game is shown its copy (the other phone as away). */
export async function linkLost(id: string): Promise<void> {
  hostStates.delete(id);
  if (!records.has(id)) return;
  const state = await run<GameState>(id, 'localState', id, Date.now());
  for (const listener of listeners.get(id) ?? []) listener(state);
}
