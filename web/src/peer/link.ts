// A game between two phones with no computer: the two browsers talk over a WebRTC data channel that no server
// carries. The host phone runs the game (its WebAssembly core is the arbiter of moves, clocks and endings, as the
// Escaque host is for a LAN game); the guest's phone sends its moves and actions and keeps a copy of the game, which
// its own core replays from each record the host sends (local/games.ts, LocalGames.mirror): a record it refuses is
// never shown. Pairing needs no server either: each side's connection details go to the other as a pairing code
// (code.ts), shown as a QR code and as text. No STUN or TURN server is named: on one Wi-Fi the phones' own
// addresses (host candidates, which Chromium names by mDNS) are all a connection needs, and no third party is asked.
//
// Messages (JSON) from the guest: hello {game, token, name}, move {n, game, uci | san, ply, claimDraw}, act {n, game, type},
// ping. From the host: view {view} after every change, answer {n, view}, refused {n, status, error}, bye {error}
// (the hello was refused, the link closes), pong.
import type { ErrorBody, GameState, MoveRequest } from '../api';
import { CodeError, condense, decode, encode, expand, type PairingCode } from './code';
import * as games from '../local/games';
import { storedTokens, storeToken } from '../local/store';
import { lastChoices } from '../choices';

/** The data channel's fixed id: both sides make it before they connect (no in-band negotiation to carry). */
const CHANNEL_ID = 0;
/** How long a side waits for the other's answer to a move or an action before saying the link is not answering. */
const REQUEST_TIMEOUT_MS = 15000;
const PING_EVERY_MS = 2000;
/** A link that has heard nothing for this long counts as reconnecting (the other phone asleep, Wi-Fi gone). */
const SILENCE_MS = 6000;
/** How long the host waits for the guest's phone to connect once it has scanned the answer. */
const CONNECT_TIMEOUT_MS = 20000;

export type LinkStatus = 'connecting' | 'open' | 'reconnecting' | 'closed';

/** What a guest's phone knows of a game it plays: the view the host sent last, and when it came. */
export interface GuestView {
  color: 'white' | 'black';
  state: GameState;
  record: string;
  rematchRecord?: string;
}

/** Why pairing failed, said to the person by the page (i18n keys pair.problem.*). */
export class PairingError extends Error {
  constructor(readonly problem: string, readonly error?: ErrorBody) {
    super(problem);
  }
}

interface Message {
  t: string;
  n?: number;
  game?: string;
  token?: string;
  /** The guest's name, in its hello (the host keeps it when the guest takes its seat). */
  name?: string;
  uci?: string;
  san?: string;
  ply?: number;
  claimDraw?: boolean;
  type?: string;
  view?: GuestView;
  status?: number;
  error?: ErrorBody;
}

const statusListeners = new Set<(game: string, status: LinkStatus) => void>();

/** Told whenever a link's status changes (the game views show "reconectando…" and offer to pair again). */
export function onLinkStatus(listener: (game: string, status: LinkStatus) => void): () => void {
  statusListeners.add(listener);
  return () => statusListeners.delete(listener);
}

/** The link of each game this page plays with another phone (by game id; a rematch joins its game's link). */
const links = new Map<string, Link>();

/**
 * The status of the game's link ('closed' when there is none): this page's, or the one another tab of this browser
 * holds (see "a link in the other tabs" below).
 */
export function linkStatus(game: string): LinkStatus {
  return links.get(game)?.status ?? elsewhere.get(game) ?? 'closed';
}

class Link {
  readonly pc: RTCPeerConnection;
  readonly channel: RTCDataChannel;
  status: LinkStatus = 'connecting';
  readonly games = new Set<string>();
  /** The host's: the SHA-256 of the guest's token, once its hello was accepted. */
  guestHash = '';
  /** Until when (performance.now()) this side neither sends nor hears anything: a test's Wi-Fi blink. */
  private deafUntil = 0;
  private heardAt = performance.now();
  private pinger = 0;
  private nextRequest = 1;
  private readonly pending = new Map<number, { resolve: (view: GuestView) => void; reject: (error: Error) => void;
    timer: number }>();
  /** Told once, when the link closes (a tab lock held for it is let go). */
  readonly closing: Array<() => void> = [];
  /** Replies awaited by a forged message (the test hook below), by request number. */
  readonly forged = new Map<number, (message: Message) => void>();
  onMessage: (message: Message) => void = () => undefined;
  onOpen: () => void = () => undefined;
  onClosed: () => void = () => undefined;

  constructor(readonly role: 'host' | 'guest', game: string) {
    this.games.add(game);
    // No ICE servers: nobody outside the two phones is contacted.
    this.pc = new RTCPeerConnection({ iceServers: [] });
    this.channel = this.pc.createDataChannel('escaque', { negotiated: true, id: CHANNEL_ID, ordered: true });
    this.channel.onopen = () => {
      this.heardAt = performance.now();
      this.setStatus('open');
      this.pinger = window.setInterval(() => this.keepAlive(), PING_EVERY_MS);
      this.onOpen();
    };
    this.channel.onmessage = event => {
      if (performance.now() < this.deafUntil) return;
      this.heardAt = performance.now();
      if (this.status === 'reconnecting') this.setStatus('open');
      let message: Message;
      try {
        message = JSON.parse(String(event.data)) as Message;
      } catch {
        return;
      }
      if (message.t === 'ping') this.send({ t: 'pong' });
      else if (message.t !== 'pong') this.onMessage(message);
    };
    this.channel.onclose = () => this.close();
    this.pc.onconnectionstatechange = () => {
      const state = this.pc.connectionState;
      if (state === 'failed' || state === 'closed') this.close();
      else if (state === 'disconnected' && this.status === 'open') this.setStatus('reconnecting');
    };
  }

  /** Neither sends nor hears for `millis`, as a phone whose Wi-Fi drops for a while (test hook). */
  blink(millis: number): void {
    this.deafUntil = performance.now() + millis;
  }

  send(message: Message): boolean {
    if (this.channel.readyState !== 'open' || performance.now() < this.deafUntil) return false;
    try {
      this.channel.send(JSON.stringify(message));
      return true;
    } catch {
      return false;
    }
  }

  /** A guest's move or action: resolved with the host's view once the host's core has taken it, or refused. */
  request(message: Message): Promise<GuestView> {
    const n = this.nextRequest++;
    return new Promise((resolve, reject) => {
      if (this.status !== 'open' || !this.send({ ...message, n })) {
        reject(unreachable());
        return;
      }
      const timer = window.setTimeout(() => {
        this.pending.delete(n);
        reject(noAnswer());
      }, REQUEST_TIMEOUT_MS);
      this.pending.set(n, { resolve, reject, timer });
    });
  }

  settle(n: number, view: GuestView | null, refusal: games.LocalRefusal | null): void {
    const waiting = this.pending.get(n);
    if (!waiting) return;
    this.pending.delete(n);
    window.clearTimeout(waiting.timer);
    if (view) waiting.resolve(view);
    else waiting.reject(refusal!);
  }

  private keepAlive(): void {
    this.send({ t: 'ping' });
    if (this.status === 'open' && performance.now() - this.heardAt > SILENCE_MS) this.setStatus('reconnecting');
    // Heard again (the message handler reopens it): nothing else to do. Deaf: the other side counts the silence.
  }

  setStatus(status: LinkStatus): void {
    if (this.status === status || this.status === 'closed') return;
    const before = this.status;
    this.status = status;
    if (this.role === 'guest' && before !== 'connecting') {
      // The copy stands in while the link is down; once it is heard again, the host phone is asked for the news.
      if (status === 'open') for (const game of this.games) this.send(hello(game));
      else for (const game of this.games) void games.linkLost(game).catch(() => undefined);
    }
    // The host's core counts the guest's seat present only while its link is heard (abandonment claims wait on it).
    if (this.role === 'host' && this.guestHash) {
      for (const game of this.games) {
        void games.peerLinked(game, status === 'open').catch(() => undefined);
        tellTabs(game, status);
      }
    } else if (this.role === 'guest') {
      for (const game of this.games) {
        if (status !== 'open') hostStates.delete(game);
        if (links.get(game) === this) tellTabs(game, status);
      }
    }
    for (const game of this.games) for (const listener of statusListeners) listener(game, status);
  }

  close(): void {
    if (this.status === 'closed') return;
    window.clearInterval(this.pinger);
    for (const [n] of this.pending) this.settle(n, null, noAnswer());
    this.setStatus('closed');
    this.status = 'closed';
    try {
      this.pc.close();
    } catch {
      // Closed already.
    }
    for (const game of this.games) if (links.get(game) === this) links.delete(game);
    for (const release of this.closing.splice(0)) release();
    this.onClosed();
  }
}

function unreachable(): games.LocalRefusal {
  return new games.LocalRefusal(503, { error: 'peer-unreachable',
    message: 'The other phone is not connected: nothing was changed.' });
}

/** A request sent and not answered: the other phone may have taken it, and the game will show it if it did. */
function noAnswer(): games.LocalRefusal {
  return new games.LocalRefusal(504, { error: 'peer-no-answer',
    message: 'The other phone did not answer; if it took the request, the game shows it once the link is back.' });
}

/** Makes the connection's details and waits (at most 3 s) until the browser has found its addresses. */
async function gathered(pc: RTCPeerConnection): Promise<string> {
  if (pc.iceGatheringState !== 'complete') {
    await new Promise<void>(resolve => {
      const done = () => {
        if (pc.iceGatheringState === 'complete') resolve();
      };
      pc.addEventListener('icegatheringstatechange', done);
      window.setTimeout(resolve, 3000);
    });
  }
  const sdp = pc.localDescription?.sdp ?? '';
  if (!/a=candidate:/.test(sdp)) throw new PairingError('no-network');
  return sdp;
}

function randomPairing(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0];
}

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), byte => byte.toString(16).padStart(2, '0')).join('');
}

// ---- the host phone ----

/** A pairing the host phone offers for one of its games: its code, and what to do with the guest's answer. */
export interface HostPairing {
  code: string;
  /** Takes the guest's answer code; resolves once the guest's phone is connected and recognised. */
  accept(answer: string): Promise<void>;
  cancel(): void;
}

/** The host phone offers a pairing for `game` (a new one replaces any link the game had). */
export async function offerPairing(game: string): Promise<HostPairing> {
  links.get(game)?.close();
  const link = new Link('host', game);
  const pairing = randomPairing();
  await link.pc.setLocalDescription(await link.pc.createOffer());
  const code = encode(condense(await gathered(link.pc), 'offer', pairing, game));
  let joined: (() => void) | null = null;
  let failed: ((error: Error) => void) | null = null;
  link.onMessage = message => void hostReceives(link, message, (hash, heard) => {
    link.guestHash = hash;
    // The game the hello named (this pairing's, or a rematch the link carried): its guest counts present from now.
    hostLink(link, heard);
    joined?.();
  }, error => failed?.(error));
  link.onClosed = () => failed?.(new PairingError('unreachable'));
  return {
    code,
    accept: async (answerText: string) => {
      const answer: PairingCode = decode(answerText, 'answer');
      if (answer.pairing !== pairing) throw new CodeError('expired');
      const connected = new Promise<void>((resolve, reject) => {
        joined = resolve;
        failed = reject;
        window.setTimeout(() => reject(new PairingError('unreachable')), CONNECT_TIMEOUT_MS);
      });
      await link.pc.setRemoteDescription({ type: 'answer', sdp: expand(answer) });
      try {
        await connected;
      } catch (error) {
        link.close();
        throw error;
      }
    },
    cancel: () => {
      if (!link.guestHash) link.close();
    },
  };
}

async function hostReceives(link: Link, message: Message, joined: (hash: string, game: string) => void,
  refused: (error: Error) => void): Promise<void> {
  const game = message.game ?? '';
  if (message.t === 'hello') {
    if (!link.games.has(game) || typeof message.token !== 'string') {
      link.send({ t: 'bye', error: { error: 'not-found', message: 'This code is for another game.' } });
      refused(new PairingError('other-game'));
      window.setTimeout(() => link.close(), 500);
      return;
    }
    const hash = await sha256(message.token);
    try {
      const view = await games.peerJoin(game, hash, typeof message.name === 'string' ? message.name : '');
      joined(hash, game);
      link.send({ t: 'view', view });
    } catch (error) {
      const body = error instanceof games.LocalRefusal ? error.body : { error: 'internal-error', message: String(error) };
      link.send({ t: 'bye', error: body });
      refused(new PairingError('refused', body));
      window.setTimeout(() => link.close(), 500);
    }
    return;
  }
  const hash = link.guestHash;
  if (!hash || !link.games.has(game) || (message.t !== 'move' && message.t !== 'act')) return;
  try {
    const view = message.t === 'move'
      ? await games.peerMove(game, hash, { uci: message.uci, san: message.san, ply: message.ply ?? -1,
        claimDraw: message.claimDraw === true })
      : await games.peerAct(game, hash, String(message.type ?? ''));
    const rematch = view.state.rematch?.id;
    if (rematch && !link.games.has(rematch)) hostLink(link, rematch);
    sentVersions.set(game, view.state.version);
    link.send({ t: 'answer', n: message.n, view });
    // This phone's own view of the change (its listeners; the guest has had its own).
    void games.refresh(game);
  } catch (error) {
    const refusal = error instanceof games.LocalRefusal ? error
      : new games.LocalRefusal(500, { error: 'internal-error', message: String(error) });
    link.send({ t: 'refused', n: message.n, status: refusal.status, error: refusal.body });
  }
}

/** The version of each game the guest was last sent (a change is sent once). */
const sentVersions = new Map<string, number>();

/** After any change to a game the host phone runs: the guest's phone is sent its view. */
games.onLocalChange(state => {
  const link = links.get(state.id);
  if (!link || link.role !== 'host' || link.status === 'closed' || sentVersions.get(state.id) === state.version) {
    return;
  }
  if (!link.guestHash) return;
  void games.peerView(state.id, link.guestHash).then(view => {
    sentVersions.set(state.id, view.state.version);
    const rematch = view.state.rematch?.id;
    if (rematch && !link.games.has(rematch)) hostLink(link, rematch);
    link.send({ t: 'view', view });
  }, () => undefined);
});

// The guest's moves and actions go to the host phone (local/games.ts asks here for games this phone is the guest in).
games.setPeerRouter({
  isGuest: isGuestGame,
  restoreTokens: tokens => {
    try {
      for (const [game, token] of tokens) {
        if (localStorage.getItem(`escaque.peer.${game}`) === null) localStorage.setItem(`escaque.peer.${game}`, token);
      }
      // Tokens kept before IndexedDB kept them too go there now.
      for (let index = 0; index < localStorage.length; index++) {
        const key = localStorage.key(index) ?? '';
        const game = key.startsWith('escaque.peer.') ? key.slice('escaque.peer.'.length) : '';
        if (game && !tokens.has(game)) void storeToken(game, localStorage.getItem(key)!).catch(() => undefined);
      }
    } catch {
      // No localStorage (a private window that refuses it): the guest's games are not known as such here.
    }
  },
  move: (game, move) => guestMove(game, move),
  act: (game, type) => guestAct(game, type),
  isLinked: game => links.get(game)?.status === 'open' || (isGuestGame(game) && elsewhere.get(game) === 'open'),
  linkedElsewhere: () => [...elsewhere].filter(([game, status]) => status === 'open' && !isGuestGame(game))
    .map(([game]) => game),
});

// ---- a link in the other tabs of this browser ----
// A game open in two tabs is one game (local/games.ts), but only the tab that paired holds the link to the other
// phone. That tab tells the others its link's status (a BroadcastChannel) and holds a shared Web Lock named after the
// game while the link lives, which the browser lets go when the tab closes or crashes. The other tabs show the game
// as linked, as that tab does: no new pairing offered, "reconectando…" when it is. On the host phone the guest's seat
// counts present there while the link is heard (so no abandonment is claimed against a guest who is playing); on the
// guest's phone the host's state is shown there as it comes, and a move or an action made there goes through the
// tab with the link (a relay on the same channel), whose answer it waits for. The other tabs learn that the link is
// gone from its "closed", or, where nothing was said (a crash), from the lock, which they then get.

/** The games whose link another tab holds, and its status there. */
const elsewhere = new Map<string, LinkStatus>();
/** The games whose lock this tab waits for (its grant means that no tab held the link at that moment). */
const watched = new Set<string>();
const tabs = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('escaque-peer-links');

interface TabMessage {
  t: 'ask' | 'status' | 'host-state' | 'relay' | 'relayed';
  game?: string;
  status?: LinkStatus;
  /**
   * The host phone's state of a guest's game ('host-state'; none with `game`: the copy's is to be shown), or the one a
   * relayed request brought ('relayed').
   */
  state?: GameState;
  /** How long ago (ms) the host's state came ('host-state'): its running clock has been counting since. */
  age?: number;
  /** A relayed request's number (random, so that two tabs' requests cannot be taken for each other). */
  relay?: string;
  /** The guest's move or action a tab without the link asks the tab with it to send. */
  request?: Message;
  /** Why a relayed request was refused. */
  refusal?: { status: number; body: ErrorBody };
}

function lockName(game: string): string {
  return `escaque-peer-link:${game}`;
}

function tellTabs(game: string, status: LinkStatus): void {
  tabs?.postMessage({ t: 'status', game, status } satisfies TabMessage);
}

/**
 * The host's link carries `game` (its pairing's game, or a rematch that joins it): this tab's worker counts the guest
 * present while the link is open (a rematch too: the guest's phone says no hello for it), and the other tabs are told,
 * once this tab holds the game's lock (so that a tab told cannot be granted the lock before this one holds it).
 */
function hostLink(link: Link, game: string): void {
  void games.peerLinked(game, link.status === 'open').catch(() => undefined);
  if (link.games.has(game) && links.get(game) === link) return;  // a hello again, after a blink: held already
  link.games.add(game);
  links.set(game, link);
  shareLink(link, game);
}

/**
 * The link now carries `game` in this tab: the other tabs are told (and, on the guest's phone, given the host's last
 * state), once this tab holds the game's lock.
 */
function shareLink(link: Link, game: string): void {
  elsewhere.delete(game);
  if (typeof navigator === 'undefined' || !navigator.locks) {
    tellTabs(game, link.status);
    tellHostState(game);
    return;
  }
  void navigator.locks.request(lockName(game), { mode: 'shared' }, () => new Promise<void>(release => {
    if (link.status === 'closed') {
      release();
      return;
    }
    link.closing.push(release);
    tellTabs(game, link.status);
    tellHostState(game);
  })).catch(() => undefined);
}

/** Another tab's word on its link for `game` (this page's own link, if it has one, is the one that counts). */
function seenElsewhere(game: string, status: LinkStatus): void {
  if (links.has(game)) return;
  const before = elsewhere.get(game) ?? 'closed';
  if (status === 'closed') elsewhere.delete(game);
  else elsewhere.set(game, status);
  if ((before === 'open') !== (status === 'open')) {
    if (!isGuestGame(game)) void games.peerLinkedElsewhere(game, status === 'open').catch(() => undefined);
    else if (status !== 'open') void games.linkLost(game).catch(() => undefined);
  }
  if (before !== status) for (const listener of statusListeners) listener(game, status);
  if (status !== 'open') {
    // Requests relayed to that tab are not waited for any longer: it may have sent them, so "no answer" is said.
    for (const [number, waiting] of relays) {
      if (waiting.game !== game) continue;
      relays.delete(number);
      window.clearTimeout(waiting.timer);
      waiting.reject(noAnswer());
    }
  }
  if (status !== 'closed' && !watched.has(game) && typeof navigator !== 'undefined' && navigator.locks) {
    watched.add(game);
    // Granted once no tab holds the game's link any more (closed, or the tab gone without a word). A link made anew
    // meanwhile cannot hold the lock while this grant runs, and tells its status only once it holds it: after this.
    void navigator.locks.request(lockName(game), () => {
      watched.delete(game);
      if (elsewhere.has(game)) seenElsewhere(game, 'closed');
    }).catch(() => watched.delete(game));
  }
}

/** The links this tab holds that the other tabs are told of: a guest's, and a host's once its guest said hello. */
function sharedLinks(): [string, Link][] {
  return [...links].filter(([, link]) => link.role === 'guest' || link.guestHash);
}

/** Requests this tab relayed to the tab with the link, by number, until answered. */
const relays = new Map<string, { game: string; resolve: (state: GameState) => void; reject: (error: Error) => void;
  timer: number }>();

/** A guest's move or action made in a tab without the link, sent through the tab that holds it. */
function relayed(game: string, request: Message): Promise<GameState> {
  if (!tabs || elsewhere.get(game) !== 'open') return Promise.reject(unreachable());
  const relay = Array.from(crypto.getRandomValues(new Uint32Array(4)), word => word.toString(36)).join('');
  return new Promise((resolve, reject) => {
    // The tab with the link waits REQUEST_TIMEOUT_MS for the host; this one a little longer for that tab's word.
    const timer = window.setTimeout(() => {
      relays.delete(relay);
      reject(noAnswer());
    }, REQUEST_TIMEOUT_MS + 3000);
    relays.set(relay, { game, resolve, reject, timer });
    tabs.postMessage({ t: 'relay', game, relay, request } satisfies TabMessage);
  });
}

/** Another tab's request for the guest's link this tab holds: sent on, and its answer (or refusal) told back. */
function relay(game: string, number: string, request: Message): void {
  const link = links.get(game);
  if (!tabs || link?.role !== 'guest' || link.status !== 'open' || (request.t !== 'move' && request.t !== 'act')) {
    return;  // not this tab's to send: the tab whose link is open answers, or the asking tab stops waiting
  }
  link.request({ ...request, game }).then(
    view => tabs.postMessage({ t: 'relayed', relay: number, state: view.state } satisfies TabMessage),
    (error: unknown) => {
      const refusal = error instanceof games.LocalRefusal ? error : unreachable();
      const answer: TabMessage = { t: 'relayed', relay: number,
        refusal: { status: refusal.status, body: refusal.body } };
      tabs.postMessage(answer);
    });
}

/** The answer to a request this tab relayed. */
function relayAnswered(message: TabMessage): void {
  const waiting = relays.get(message.relay ?? '');
  if (!waiting) return;
  relays.delete(message.relay!);
  window.clearTimeout(waiting.timer);
  if (message.state) waiting.resolve(message.state);
  else waiting.reject(new games.LocalRefusal(message.refusal?.status ?? 503,
    message.refusal?.body ?? unreachable().body));
}

if (tabs) {
  tabs.onmessage = (event: MessageEvent<TabMessage>) => {
    const message = event.data;
    if (message.t === 'ask') {
      for (const [game, link] of sharedLinks()) {
        tellTabs(game, link.status);
        tellHostState(game);
      }
    } else if (message.t === 'status' && typeof message.game === 'string' && typeof message.status === 'string') {
      seenElsewhere(message.game, message.status);
    } else if (message.t === 'host-state' && message.state && !links.has(message.state.id)
      && isGuestGame(message.state.id)) {
      games.hostStateElsewhere(message.state.id, message.state, typeof message.age === 'number' ? message.age : 0);
    } else if (message.t === 'host-state' && typeof message.game === 'string' && !links.has(message.game)) {
      games.hostStateElsewhere(message.game, null, 0);
    } else if (message.t === 'relay' && typeof message.game === 'string' && typeof message.relay === 'string'
      && message.request) {
      relay(message.game, message.relay, message.request);
    } else if (message.t === 'relayed') {
      relayAnswered(message);
    }
  };
  // A tab opened now asks the others which links they hold.
  tabs.postMessage({ t: 'ask' } satisfies TabMessage);
  // A tab going away says so (the lock says it too, and alone where the tab could not: a crash); one kept in the
  // browser's back-forward cache says nothing then, and on its return tells its links and asks for the others'.
  window.addEventListener('pagehide', event => {
    if (!event.persisted) for (const [game] of sharedLinks()) tellTabs(game, 'closed');
  });
  window.addEventListener('pageshow', event => {
    if (!event.persisted) return;
    for (const [game, link] of sharedLinks()) tellTabs(game, link.status);
    tabs.postMessage({ t: 'ask' } satisfies TabMessage);
  });
}

// ---- the guest's phone ----

/**
 * The guest's secret token for each game (only its SHA-256 is known to the host): read at once from localStorage, and
 * kept in IndexedDB too (keptToken), since localStorage may lose its last writes to a power cut.
 */
function tokenFor(game: string): string {
  const key = `escaque.peer.${game}`;
  const known = localStorage.getItem(key);
  if (known) return known;
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  const token = btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  localStorage.setItem(key, token);
  return token;
}

/**
 * The token for a game's seat, once IndexedDB keeps it (before the host is told it: the seat is then this phone's):
 * `given`, or the one localStorage or IndexedDB has (a power cut may have robbed localStorage), or a new one.
 */
async function keptToken(game: string, given?: string): Promise<void> {
  const key = `escaque.peer.${game}`;
  const token = given ?? localStorage.getItem(key) ?? (await storedTokens()).get(game) ?? tokenFor(game);
  localStorage.setItem(key, token);
  await storeToken(game, token);
}

/** The guest's hello: the game, its token, and the name this phone's player last gave for a game with another. */
function hello(game: string): Message {
  const name = lastChoices('lan').name ?? '';
  return name ? { t: 'hello', game, token: tokenFor(game), name } : { t: 'hello', game, token: tokenFor(game) };
}

/** Whether this browser is the guest in `game` (it keeps a copy; the other phone runs it). */
export function isGuestGame(game: string): boolean {
  try {
    return localStorage.getItem(`escaque.peer.${game}`) !== null;
  } catch {
    return false;
  }
}

/** A pairing the guest's phone answers: the code to show the host, and the game once connected. */
export interface GuestPairing {
  code: string;
  game: string;
  connected: Promise<string>;
  cancel(): void;
}

/** The guest's phone reads the host's code and makes its answer; `connected` resolves with the game's id. */
export async function answerPairing(offerText: string): Promise<GuestPairing> {
  const offer = decode(offerText, 'offer');
  const game = offer.game;
  links.get(game)?.close();
  const link = new Link('guest', game);
  await link.pc.setRemoteDescription({ type: 'offer', sdp: expand(offer) });
  await link.pc.setLocalDescription(await link.pc.createAnswer());
  const code = encode(condense(await gathered(link.pc), 'answer', offer.pairing, ''));
  const connected = new Promise<string>((resolve, reject) => {
    link.onOpen = () => {
      void keptToken(game).then(() => link.send(hello(game)), failure => {
        reject(new games.LocalRefusal(507, { error: 'storage-failed', message: `This browser could not keep the seat's `
          + `key (${failure instanceof Error ? failure.message : String(failure)}).` }));
        link.close();
      });
    };
    link.onMessage = message => {
      if (message.t === 'bye') {
        reject(new PairingError('refused', message.error));
        link.close();
        return;
      }
      if (message.t === 'view' && message.view) {
        void guestAdopts(message.view).then(() => {
          if (link.status === 'closed') {
            reject(new PairingError('unreachable'));
            return;
          }
          links.set(game, link);
          shareLink(link, game);
          resolve(game);
        }, failure => {
          // Nothing was kept: the pairing fails with the reason, and the link goes (the seat waits for this phone).
          reject(failure);
          link.close();
        });
        link.onMessage = next => guestReceives(link, next);
      }
    };
    link.onClosed = () => reject(new PairingError('unreachable'));
  });
  return { code, game, connected, cancel: () => link.close() };
}

function guestReceives(link: Link, message: Message): void {
  const forged = message.n !== undefined ? link.forged.get(message.n) : undefined;
  if (forged) {
    link.forged.delete(message.n!);
    forged(message);
    return;
  }
  if (message.t === 'view' && message.view) {
    void guestAdopts(message.view).catch(() => undefined);
  } else if (message.t === 'answer' && message.view && message.n) {
    const view = message.view;
    void guestAdopts(view).then(() => link.settle(message.n!, view, null),
      error => link.settle(message.n!, null, error instanceof games.LocalRefusal ? error : unreachable()));
  } else if (message.t === 'refused' && message.n) {
    link.settle(message.n, null, new games.LocalRefusal(message.status ?? 409, message.error
      ?? { error: 'internal-error', message: 'refused' }));
  } else if (message.t === 'bye') {
    link.close();
  }
}

/** What the guest's phone does with a view: its core checks the record, the page stores it, then shows the state. */
async function guestAdopts(view: GuestView): Promise<void> {
  const link = links.get(view.state.id);
  lastRecords.set(view.state.id, view.record);
  if (view.rematchRecord && view.state.rematch) {
    await keptToken(view.state.rematch.id, tokenFor(view.state.id));
    await games.adoptPeerRecord(view.rematchRecord, null);
    if (link && links.get(view.state.rematch.id) !== link) {
      link.games.add(view.state.rematch.id);
      links.set(view.state.rematch.id, link);
      shareLink(link, view.state.rematch.id);
    }
  }
  const shown = await games.adoptPeerRecord(view.record, view.state);
  // The other tabs show the host's state too (its clocks and connections), not only the record it stored.
  if (shown === view.state) {
    hostStates.set(view.state.id, { state: view.state, at: performance.now() });
    if (link) tellHostState(view.state.id);
  } else if (hostStates.delete(view.state.id) && link) {
    // The host's state was not its record's: the other tabs too show the copy.
    tabs?.postMessage({ t: 'host-state', game: view.state.id } satisfies TabMessage);
  }
}

/** The host phone's last state of each game this phone is the guest in, as this tab received it, and when. */
const hostStates = new Map<string, { state: GameState; at: number }>();

/** Tells the other tabs the host's last state of a game whose link this tab holds. */
function tellHostState(game: string): void {
  const known = hostStates.get(game);
  const link = links.get(game);
  if (!known || link?.role !== 'guest' || link.status !== 'open') return;
  tabs?.postMessage({ t: 'host-state', state: known.state, age: performance.now() - known.at } satisfies TabMessage);
}

/** The guest sends its move to the host phone; resolves with the state once the host's core has made it. */
export async function guestMove(game: string, move: MoveRequest): Promise<GameState> {
  const request: Message = { t: 'move', game, uci: move.uci, san: move.san, ply: move.ply, claimDraw: move.claimDraw };
  const link = links.get(game);
  return link ? (await link.request(request)).state : relayed(game, request);
}

/** The guest sends an action to the host phone. */
export async function guestAct(game: string, type: string): Promise<GameState> {
  const request: Message = { t: 'act', game, type };
  const link = links.get(game);
  return link ? (await link.request(request)).state : relayed(game, request);
}

/** The last record the host phone sent for each game (the guest's). */
const lastRecords = new Map<string, string>();

/** Drops the game's link as a lost connection would. */
export function dropLink(game: string): void {
  links.get(game)?.close();
}

/**
 * For the browser tests (a phone whose page was altered): `forge` sends a raw message on a game's link and resolves
 * with the other phone's reply to it; `forgeRecord` gives this phone's copy the last record received with one move
 * changed, and resolves with the refusal's code ('' if it were taken); `forgeState` gives it the last record with a
 * state that says another status and result, and resolves with the status and result shown; `drop` cuts the link. They give nothing the
 * browser's developer tools would not: a phone can only be altered by whoever holds it.
 */
(window as unknown as { escaquePeer: unknown }).escaquePeer = {
  forge: (game: string, message: Message) => new Promise<Message>((resolve, reject) => {
    const link = links.get(game);
    if (!link || message.n === undefined) {
      reject(new Error('no link'));
      return;
    }
    link.forged.set(message.n, resolve);
    link.send(message);
  }),
  forgeRecord: async (game: string, from: string, to: string) => {
    const record = lastRecords.get(game) ?? '';
    try {
      await games.adoptPeerRecord(record.replace(new RegExp(`(\nmoves .*)${from}`), `$1${to}`), null);
      return '';
    } catch (error) {
      return error instanceof games.LocalRefusal ? error.body.error : String(error);
    }
  },
  forgeState: async (game: string, status: GameState['status'], result: string) => {
    const record = lastRecords.get(game) ?? '';
    const shown = await games.adoptPeerRecord(record, { ...(await games.getGame(game)), status, result });
    return `${shown.status} ${shown.result ?? '-'}`;
  },
  drop: dropLink,
  blink: (game: string, millis: number) => links.get(game)?.blink(millis),
};
