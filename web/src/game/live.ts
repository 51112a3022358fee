// The game's live connection: a WebSocket that receives the whole state on every change, reconnecting with
// growing pauses when it drops, and a fresh fetch whenever the page becomes visible again. On a LAN game it also
// pings every 5 s: a device that drops off the network never closes its socket, so a missing pong (about 10 s) is
// taken as a dead connection and the socket is replaced.
import { ApiError, getGame, socketUrl, type Analysis, type GameState, type SocketPush } from '../api';
import { isLocal } from '../local/mode';
import { LocalRefusal, onLocalTrouble, subscribe, subscribeAnalysis } from '../local/games';

const FIRST_PAUSE = 1000;
/**
 * At most this long between tries: a server that comes back (a restart) is found within 4 s, so the clocks, which
 * the page keeps counting while it hears nothing, are the server's again soon.
 */
const LONGEST_PAUSE = 4000;
const PING_EVERY = 5000;
const PONG_WITHIN = 10000;
/** The server closes a game's sockets with this code when the game is deleted (or never was): no use trying again. */
const GAME_GONE = 4404;

export class LiveGame {
  private socket: WebSocket | null = null;
  private pause = FIRST_PAUSE;
  private timer = 0;
  private closed = false;
  private keepAlive = false;
  private pinger = 0;
  /** When the oldest ping still unanswered on the current socket was sent (0: none). */
  private pingSentAt = 0;
  /** Receives the game's analysis as the server pushes it. */
  onAnalysis: (analysis: Analysis) => void = () => undefined;
  /** Told once when the game no longer exists (deleted, on this device or another); the connection has stopped. */
  onGone: () => void = () => undefined;
  /** Something the game's driver did by itself failed (a game of this browser: the computer's move not kept). */
  onTrouble: (error: unknown) => void = () => undefined;
  private readonly onVisible = () => {
    if (document.visibilityState !== 'visible' || this.closed) return;
    void this.refetch();
    if (!this.socket || this.socket.readyState === WebSocket.CLOSED) this.connect();
  };

  /** The device is back on a network: try at once rather than after the pause. */
  private readonly onOnline = () => {
    if (this.closed || (this.socket && this.socket.readyState !== WebSocket.CLOSED)) return;
    this.pause = FIRST_PAUSE;
    this.connect();
  };

  constructor(
    private readonly gameId: string,
    private readonly tokens: () => string[],
    private readonly onState: (state: GameState) => void,
    private readonly onConnection: (connected: boolean) => void,
  ) {}

  /** A game of this browser (no Escaque host): told of its changes by the local driver, no socket. */
  private unsubscribe: (() => void) | null = null;

  start(): void {
    if (isLocal()) {
      const states = subscribe(this.gameId, state => this.onState(state));
      const analyses = subscribeAnalysis(this.gameId, analysis => this.onAnalysis(analysis));
      const troubles = onLocalTrouble((id, failure) => {
        if (id !== this.gameId) return;
        this.onTrouble(failure instanceof LocalRefusal ? new ApiError(failure.status, failure.body) : failure);
      });
      this.unsubscribe = () => {
        states();
        analyses();
        troubles();
      };
      this.onConnection(true);
      void this.refetch();
      return;
    }
    document.addEventListener('visibilitychange', this.onVisible);
    window.addEventListener('online', this.onOnline);
    this.pinger = window.setInterval(() => this.ping(), PING_EVERY);
    this.connect();
  }

  /** Pings the server every 5 s and replaces a socket whose pong does not come (LAN games). */
  setKeepAlive(on: boolean): void {
    this.keepAlive = on;
  }

  private ping(): void {
    const socket = this.socket;
    if (!this.keepAlive || this.closed || !socket || socket.readyState !== WebSocket.OPEN) return;
    const now = performance.now();
    if (this.pingSentAt && now - this.pingSentAt >= PONG_WITHIN) {
      // Dead but not closed: drop it without waiting for a close that may never come, and connect again.
      this.socket = null;
      this.pingSentAt = 0;
      socket.close();
      this.onConnection(false);
      this.connect();
      return;
    }
    try {
      socket.send(JSON.stringify({ kind: 'ping' }));
    } catch {
      return;
    }
    if (!this.pingSentAt) this.pingSentAt = now;
  }

  isConnected(): boolean {
    if (isLocal()) return true;
    return this.socket?.readyState === WebSocket.OPEN;
  }

  async refetch(): Promise<void> {
    try {
      this.onState(await getGame(this.gameId));
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) this.gone();
      // Otherwise the socket's reconnection (or the next visibility change) tries again.
    }
  }

  close(): void {
    this.closed = true;
    this.unsubscribe?.();
    this.unsubscribe = null;
    window.clearTimeout(this.timer);
    window.clearInterval(this.pinger);
    document.removeEventListener('visibilitychange', this.onVisible);
    window.removeEventListener('online', this.onOnline);
    this.socket?.close();
    this.socket = null;
  }

  private connect(): void {
    window.clearTimeout(this.timer);
    let socket: WebSocket;
    try {
      socket = new WebSocket(socketUrl(this.gameId));
    } catch {
      this.retry();
      return;
    }
    this.socket = socket;
    this.pingSentAt = 0;
    socket.addEventListener('open', () => {
      this.pause = FIRST_PAUSE;
      // Seat holders say who they are; a spectator just listens.
      const tokens = this.tokens();
      if (tokens.length) socket.send(JSON.stringify({ kind: 'hello', tokens }));
      this.onConnection(true);
      // Whatever changed while the socket was down.
      void this.refetch();
    });
    socket.addEventListener('message', event => {
      let push: SocketPush;
      try {
        push = JSON.parse(String(event.data)) as SocketPush;
      } catch {
        return;
      }
      // Anything from the server shows the connection is alive.
      if (this.socket === socket) this.pingSentAt = 0;
      if (push.kind === 'state' && push.state) this.onState(push.state);
      if (push.kind === 'analysis' && push.analysis) this.onAnalysis(push.analysis);
    });
    socket.addEventListener('close', event => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (event.code === GAME_GONE) {
        this.gone();
        return;
      }
      this.onConnection(false);
      if (!this.closed) this.retry();
    });
  }

  /** The game is gone: stop for good and say so once. */
  private gone(): void {
    if (this.closed) return;
    this.close();
    this.onGone();
  }

  private retry(): void {
    window.clearTimeout(this.timer);
    this.timer = window.setTimeout(() => this.connect(), this.pause);
    this.pause = Math.min(this.pause * 2, LONGEST_PAUSE);
  }
}
