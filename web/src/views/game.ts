// The game page: board, players and clocks, move list with replay, typed moves, the game menu and the result.
import { Chessground } from '@lichess-org/chessground';
import type { Api as Board } from '@lichess-org/chessground/api';
import type { Key } from '@lichess-org/chessground/types';
import {
  act, ApiError, fetchPgn, getGame, getJoinDetails, heldSeats, heldTokenList, keepRematchTokens, playMove,
  type ActionType, type Color, type ExploredLine, type GameState, type IllegalMoveReason, type JoinDetails,
} from '../api';
import { h, replaceChildren, uniqueId } from '../dom';
import { formatTimeControl, language, t, tk } from '../i18n';
import { getSettings, onSettingsChange } from '../settings';
import { play } from '../sound';
import { Announcer, choose, confirm, copyText, download, Notice } from '../ui';
import { claimsText, gameMenu, lanPanel, offers, tools, type GameControlActions } from '../game/controls';
import { colorAt, moveNumber, pieceAt, snapshots, type Snapshot } from '../game/history';
import { isLocal } from '../local/mode';
import { isGuestGame, linkStatus, onLinkStatus, type LinkStatus } from '../peer/link';
import { hostPairingPanel } from '../peer/panel';
import { AnalysisPanel } from '../game/analysis';
import { LiveGame } from '../game/live';
import { MoveList } from '../game/moveList';
import { readTypedMove, reachesLastRank } from '../game/moveText';
import { fillPlayer, tickClock } from '../game/players';
import { lowTimeThreshold } from '../game/clock';
import { choosePromotion } from '../game/promotion';
import { endText, reasonText, refusalText, sayMove } from '../game/words';
import { errorText, modeText, playersText } from './home';
import { HintControl } from '../game/hint';
import { fillOpening, openingElement } from '../game/opening';
import { navigate } from '../router';
import { afterGame, materialIn } from '../game/after';
import { PositionReader } from '../game/position';
import { Explorer } from '../game/explore';
import { Retry } from '../game/retry';

export function showGame(root: HTMLElement, id: string): () => void {
  const view = new GameView(root, id);
  view.start();
  return () => view.destroy();
}

const opposite = (color: Color): Color => (color === 'white' ? 'black' : 'white');

class GameView {
  private state: GameState | null = null;
  private history: Snapshot[] = [];
  /** The ply shown while stepping through the game; null shows the live position. */
  private viewPly: number | null = null;
  private flipped = false;
  /** The player chose to claim a draw together with the next move that opens one. */
  private claimingWithMove = false;
  /** The move on its way to the server, if any. */
  private sending: Promise<void> = Promise.resolve();
  private receivedAt = 0;
  private flagReported = false;
  /** This page lost its connection to the server (and is reconnecting): its own, not the opponent's. */
  private selfOffline = false;
  private board!: Board;
  private readonly live: LiveGame;
  private readonly analysis: AnalysisPanel;
  /**
   * Explanations (an illegal try, a typed move not understood, a refused action) under the status line, held at
   * the window's edge on a narrow screen when the page scrolls: in view until the player's next action.
   */
  private readonly notice = new Notice({ dismissible: true, extraClass: 'game-notice' });
  private readonly announcer = new Announcer();
  /** The colours warned of low time in this game, and each clock's time at the last tick. */
  private readonly lowTimeWarned = new Set<Color>();
  private readonly lastLeft: Partial<Record<Color, number>> = {};
  private readonly timers: number[] = [];
  private readonly cleanups: Array<() => void> = [];
  /** Set once the page is left: a request answered later starts nothing. */
  private destroyed = false;
  /** The game is gone (deleted or never was): its page says so, and a state still on its way changes no title. */
  private missing = false;

  private readonly boardHost = h('div', { class: 'board-host' });
  private readonly boardWrap = h('div', { class: 'board-wrap', 'data-testid': 'board' }, this.boardHost);
  private readonly topPlayer = h('div', { class: 'player player-top' });
  private readonly bottomPlayer = h('div', { class: 'player player-bottom' });
  private readonly heading = h('h2', { class: 'game-mode' });
  private readonly status = h('p', { class: 'game-status', 'data-testid': 'status', 'aria-live': 'polite' });
  /**
   * While this page's player may claim a draw, it says so under the status, with a way to the menu's button (on a
   * phone the menu is far below the board).
   */
  private readonly claimNote = h('p', { class: 'claim-note', 'data-testid': 'claim-note', hidden: true });
  private readonly banner = h('div', { class: 'game-banner' });
  // The opening reached and the hint (game/opening.ts, game/hint.ts).
  private readonly opening = openingElement(null);
  private readonly hint = new HintControl({
    gameId: () => this.id,
    redraw: () => this.renderBoard(),
    announce: text => this.announcer.say(text),
    showError: error => this.notice.show(errorText(error), 'error'),
  });
  /** Once the game is over: a line of one's own tried from any of its positions (game/explore.ts). */
  private readonly explorer = new Explorer({
    changed: () => this.render(),
    leave: () => this.leaveLine(),
    announce: text => this.announcer.say(text),
    moveName: ply => this.moveName(ply),
  });
  /** While a refusal's game is fetched again: its words outlive the change of position. */
  private noticeOutlivesPly = false;
  /** Once the game is reviewed: its mistakes and blunders to play again, better (game/retry.ts). */
  private readonly retry: Retry = new Retry({
    goTo: ply => {
      this.goTo(ply);
      window.requestAnimationFrame(() => this.revealLine(this.retry.element));
    },
    showMove: async (ply, uci) => {
      this.goTo(ply);
      await this.explorer.play(uci, ply, this.fenAt(ply), undefined);
      window.requestAnimationFrame(() => this.revealLine(this.retry.element));
    },
    showLine: (ply, moves): Promise<void> => this.tryLine(ply, moves, this.retry.element),
    shows: ply => !this.explorer.active && this.viewPly === ply,
    movesTo: ply => {
      // The history the engine is given, as the review gives it the game's (a repetition in reach counts), from at most
      // 300 plies back: a line holds 400 at most, and no repetition reaches past the last capture or pawn move.
      const from = Math.max(0, ply - 300);
      return { fen: this.fenAt(from), moves: this.state!.moves.slice(from, ply).map(move => move.uci) };
    },
    changed: () => this.render(),
    announce: text => this.announcer.say(text),
    moveName: ply => this.moveName(ply),
    numberAt: ply => moveNumber(this.state?.startFen ?? '', ply + 1).text,
  });
  private readonly moveList = new MoveList({
    // Under review, the comment on the move chosen is brought into view (on a phone it may be behind the board).
    goTo: ply => {
      this.goTo(ply);
      this.revealComment();
    },
    step: delta => {
      this.step(delta);
      this.revealComment();
    },
    flip: () => this.flip(),
  });
  private readonly controls: GameControlActions = {
    act: (type, label, question) => void this.runAction(type, label, question),
    copy: (text, done) => void this.copy(text, done),
    copyPgn: () => void this.copyPgn(),
    downloadPgn: event => this.downloadPgn(event),
    claimWithMove: on => {
      this.claimingWithMove = on;
    },
    openRematch: () => this.openRematch(),
  };
  /** A hosted LAN game's join code, link and QR code (asked for once). */
  private join: JoinDetails | null = null;
  private joinAsked = false;
  /** A game between two phones with no computer, run by this one: its pairing, while the other is not connected. */
  private pairing: { element: HTMLElement; stop: () => void } | null = null;
  private readonly menu = h('div', { class: 'game-menu', role: 'group', 'aria-label': t('game.menu') });
  private readonly tools = h('div', { class: 'game-tools', role: 'group', 'aria-label': t('game.tools') });
  private readonly moveForm = h('form', { class: 'move-form' });
  /** "Jugar otra vez" once over, "Anular partida" before both sides have moved. */
  private readonly after = h('div', { class: 'game-after' });
  private readonly reader = new PositionReader(() => this.shownPosition());
  private readonly moveInput = h('input', { type: 'text', autocomplete: 'off', autocapitalize: 'off',
    spellcheck: 'false', enterkeyhint: 'send', 'data-testid': 'move-input', placeholder: t('game.typeMovePlaceholder') });

  constructor(private readonly root: HTMLElement, private readonly id: string) {
    this.live = new LiveGame(id, () => heldTokenList(id), state => this.apply(state), connected => {
      this.root.classList.toggle('offline', !connected);
      if (this.selfOffline === !connected) return;
      this.selfOffline = !connected;
      if (this.state) this.renderPlayers();
    });
    this.analysis = new AnalysisPanel(id, {
      goTo: ply => this.goTo(ply),
      board: () => this.board,
      orientation: () => this.orientation(),
      barChanged: () => window.requestAnimationFrame(() => this.board.redrawAll()),
      judgementsChanged: () => this.renderMoveList(),
      analysisChanged: () => this.renderRetry(),
      tryLine: (ply, moves) => void this.tryLine(ply, moves),
      reveal: box => {
        if (this.state?.status === 'finished') window.requestAnimationFrame(() => this.revealLine(box));
      },
    });
    this.live.onAnalysis = analysis => this.analysis.receive(analysis);
    this.live.onGone = () => this.showMissing(this.state !== null);
    this.live.onTrouble = error => this.notice.show(errorText(error), 'error', 0);
    this.cleanups.push(onLinkStatus(game => {
      if (game !== this.id || !this.state) return;
      this.peerConnection();
      this.render();
    }));
  }

  /** Shows `moves` (SAN) on a finished game's board as a line of one's own from its position `ply`. */
  private async tryLine(ply: number, moves: readonly string[], reveal: HTMLElement = this.explorer.element): Promise<void> {
    if (this.state?.status !== 'finished') return;
    // The move list marks the game's position the line starts from.
    this.viewPly = ply >= this.state.moves.length ? null : ply;
    await this.explorer.tryLine(moves, ply, this.fenAt(ply));
    window.requestAnimationFrame(() => this.revealLine(reveal));
  }

  /** Between two phones, the guest's page is offline while its link to the host phone is down. */
  private peerConnection(): void {
    if (!isLocal() || !isGuestGame(this.id)) return;
    const connected = linkStatus(this.id) === 'open';
    this.root.classList.toggle('offline', !connected);
    this.selfOffline = !connected;
  }

  start(): void {
    document.title = t('game.title');
    const inputId = uniqueId('move-input');
    this.moveInput.id = inputId;
    const form = this.moveForm;
    form.append(
      h('label', { for: inputId }, t('game.typeMove')),
      h('div', { class: 'move-form-row' }, this.moveInput, h('button', { type: 'submit', class: 'primary' }, t('game.play'))),
      h('details', { class: 'move-help' }, h('summary', null, t('game.typeMoveHelp')),
        h('p', { class: 'hint', id: `${inputId}-hint` }, t('game.typeMoveHint'))));
    this.moveInput.setAttribute('aria-describedby', `${inputId}-hint`);
    form.addEventListener('submit', event => {
      event.preventDefault();
      void this.playTyped();
    });
    replaceChildren(this.root,
      h('h1', { class: 'visually-hidden' }, t('game.title')),
      h('div', { class: 'game-layout' },
        h('section', { class: 'board-area', 'aria-label': t('game.board') },
          this.topPlayer, this.boardWrap, this.bottomPlayer),
        h('section', { class: 'side-panel', 'aria-label': t('game.panel') },
          this.heading,
          h('div', { class: 'status-box' }, this.status, this.claimNote, this.opening, this.hint.element, this.notice.element), this.banner,
          this.retry.element, this.explorer.element, this.after,
          this.moveList.nav, this.moveList.box, form, this.menu, this.tools, this.reader.element, this.analysis.element,
          this.analysis.extras)),
      this.announcer.element);
    // Chessground measures its board when it starts: start it once the board is in the page.
    this.board = Chessground(this.boardHost, {
      coordinates: true,
      animation: { enabled: true, duration: 180 },
      highlight: { lastMove: true, check: true },
      movable: {
        free: false, showDests: true,
        events: { after: (orig, dest, meta) => this.onBoardMove(orig, dest, meta.premove) },
      },
      draggable: { enabled: true, showGhost: true },
      // A move made while the other side is to move is kept (chessground shows where the piece might go) and played
      // when the turn comes, if core's moves then include it (renderBoard).
      premovable: {
        enabled: true, showDests: true, castle: true,
        events: { set: (orig, dest) => this.announcer.say(t('game.premoveSet', { from: orig, to: dest })) },
      },
      drawable: { enabled: true },
    });
    const onKey = (event: KeyboardEvent) => this.onKey(event);
    document.addEventListener('keydown', onKey);
    this.cleanups.push(() => document.removeEventListener('keydown', onKey));
    this.cleanups.push(onSettingsChange(() => this.render()));
    this.timers.push(window.setInterval(() => this.tick(), 200));
    // A LAN opponent's "disconnected for 30 s" counts on between the server's pushes.
    this.timers.push(window.setInterval(() => this.tickConnections(), 1000));
    this.status.textContent = t('common.loading');
    this.boardWrap.append(this.analysis.bar);
    // The connection and the analyses are asked for once the game is known to exist: an address that names no game
    // costs one request (it cost four: the game, its analyses, the socket and the socket's own reload).
    void getGame(this.id).then(state => {
      this.apply(state);
      this.startFollowing();
    }).catch(error => {
      if (error instanceof ApiError && error.status === 404) {
        this.showMissing();
        return;
      }
      this.status.textContent = errorText(error);
      // Not reached (offline, say): the connection keeps trying and loads the game when it opens.
      this.startFollowing();
    });
  }

  private startFollowing(): void {
    if (this.destroyed) return;
    this.live.start();
    this.peerConnection();
    this.analysis.start();
  }

  /**
   * No game has this address: say so, with the way home, and no board or controls to act on. `deleted`: the page
   * showed the game until it was deleted (on this device or another, say the host's).
   */
  private showMissing(deleted = false): void {
    this.missing = true;
    this.live.close();
    const title = t(deleted ? 'game.deletedTitle' : 'game.notFoundTitle');
    document.title = `${title} · ${t('app.name')}`;
    replaceChildren(this.root,
      h('h1', { class: 'page-title' }, title),
      h('p', { class: 'link-line', 'data-testid': 'game-not-found', role: deleted ? 'alert' : null },
        t(deleted ? 'game.deleted' : 'game.notFound'), ' ',
        h('a', { href: '/', 'data-link': true }, t('notFound.home'))));
  }

  destroy(): void {
    this.destroyed = true;
    this.explorer.dispose();
    this.retry.dispose();
    this.live.close();
    this.board.destroy();
    for (const timer of this.timers) window.clearInterval(timer);
    for (const cleanup of this.cleanups) cleanup();
    this.pairing?.stop();
    this.pairing = null;
  }

  // ---- state ----

  private apply(next: GameState): void {
    const previous = this.state;
    if (previous && next.version < previous.version) return;
    if (previous && next.version === previous.version) {
      // The same moment seen through fewer seats (an HTTP answer with one hotseat token) adds no claims or actions,
      // but its clocks and connections are fresh: after a server restart they are the only news, so take them.
      this.state = next.seats.length < previous.seats.length
        ? { ...previous, clocks: next.clocks, connections: next.connections }
        : next;
      this.receivedAt = performance.now();
      this.render();
      return;
    }
    this.viewAsTurnHolder(next);
    if (!previous || next.ply !== previous.ply) this.claimingWithMove = false;
    // An explanation belongs to the position it was given in (but for one that says why the game is fetched again).
    if (previous && next.ply !== previous.ply && !this.noticeOutlivesPly) this.notice.hide();
    this.state = next;
    this.receivedAt = performance.now();
    this.flagReported = false;
    if (!previous || previous.moves.length !== next.moves.length || previous.startFen !== next.startFen
      || previous.moves.some((move, index) => move.uci !== next.moves[index]?.uci)) {
      this.history = snapshots(next.startFen, next.moves);
    }
    if (this.viewPly !== null && this.viewPly >= next.moves.length) this.viewPly = null;
    if (previous && next.ply > previous.ply) {
      const last = next.moves[next.moves.length - 1];
      if (last) {
        this.announcer.say(sayMove(last.san, this.isEnPassant(next.moves.length - 1)));
        play(last.san.includes('+') || last.san.includes('#') ? 'check' : last.san.includes('x') ? 'capture' : 'move');
      }
    }
    if (previous && next.ply < previous.ply && next.moves.length < previous.moves.length) {
      // A take-back: the announcer says which move went, not the one it last said (now undone).
      const undone = previous.moves[next.moves.length];
      if (undone) this.announcer.say(t('say.takenBack', { move: sayMove(undone.san) }));
    }
    if (previous && previous.status === 'active' && next.status === 'finished') {
      const words = endText(next.termination, next.result);
      window.setTimeout(() => this.announcer.say(words), 600);
      play('end');
    }
    if (previous && next.offers.length > previous.offers.length) play('notify');
    this.tellDeclinedOffers(previous, next);
    this.live.setKeepAlive(next.mode === 'lan');
    this.askJoinDetails(next);
    this.render();
  }

  /**
   * An offer this page made that is gone while the game goes on was declined (answered "no", or, for a draw, by the
   * opponent's move): the page says so, where the "waiting for an answer" line was. A take-back that went through
   * removes the move instead, and says nothing here.
   */
  private tellDeclinedOffers(previous: GameState | null, next: GameState): void {
    if (!previous || next.status !== 'active' || next.mode === 'hotseat') return;
    const held = this.held();
    for (const offer of previous.offers) {
      const mine = held.includes(offer.from);
      const still = next.offers.some(each => each.type === offer.type && each.from === offer.from);
      const takenBack = offer.type === 'takeback' && next.ply < previous.ply;
      if (mine && !still && !takenBack) this.notice.show(tk(`game.offer.${offer.type}.declined`), 'info', 8000);
    }
  }

  /** The host of a LAN game shows the guest how to join: ask the server once for the code, links and QR code. */
  private askJoinDetails(state: GameState): void {
    if (isLocal()) return;
    if (this.joinAsked || state.mode !== 'lan' || state.status !== 'active' || this.held().length === 0) return;
    this.joinAsked = true;
    void getJoinDetails(this.id).then(join => {
      this.join = join;
      this.render();
    }).catch(() => undefined);
  }

  /**
   * A game between two phones (no Escaque host): the host phone pairs while the other is not connected; the guest's
   * phone says when the link is down and how to pair again; both say "reconectando…" while it may come back.
   */
  private peerPanel(state: GameState): HTMLElement[] {
    if (!isLocal()) return [];
    const status: LinkStatus = linkStatus(this.id);
    const guest = isGuestGame(this.id);
    const active = state.status === 'active';
    const wantPairing = !guest && active && status === 'closed';
    if (wantPairing && !this.pairing) {
      const seatTaken = Object.values(state.connections ?? {}).every(connection => connection?.status !== 'waiting');
      this.pairing = hostPairingPanel(this.id, seatTaken);
      // On a phone the panel is below the board: brought into view, since the other phone needs its code now.
      const panel = this.pairing.element;
      if (window.matchMedia('(max-width: 700px)').matches) {
        window.setTimeout(() => panel.isConnected && panel.scrollIntoView({ block: 'start', behavior: 'smooth' }), 400);
      }
    } else if (!wantPairing && this.pairing) {
      this.pairing.stop();
      this.pairing = null;
    }
    const parts: HTMLElement[] = [];
    if (status === 'reconnecting') {
      parts.push(h('p', { class: 'viewing', 'data-testid': 'peer-reconnecting' }, t('pair.reconnecting')));
    }
    if (guest && active && status === 'closed') {
      parts.push(h('div', { class: 'offer', 'data-testid': 'peer-lost' }, h('p', null, t('pair.guestLost')),
        h('a', { class: 'button primary', href: '/pair', 'data-link': true }, t('pair.again'))));
    }
    if (this.pairing) parts.push(this.pairing.element);
    return parts;
  }

  private openRematch(): void {
    const rematch = this.state?.rematch;
    if (!rematch) return;
    if (!isLocal()) keepRematchTokens(this.id, rematch);
    navigate(`/game/${rematch.id}`);
  }

  /** The seats this browser holds: the server's word, and the tokens kept here. */
  private held(): Color[] {
    const seats = new Set<Color>([...heldSeats(this.id), ...(this.state?.seats ?? [])]);
    return (['white', 'black'] as Color[]).filter(color => seats.has(color));
  }

  /**
   * Two players on one device hold both seats, but an HTTP answer is made for the one token sent: when it was not
   * the side to move's, ask again as that side, whose claims and actions the menu must show.
   */
  private viewAsTurnHolder(state: GameState): void {
    if (state.status !== 'active' || state.seats.includes(state.turn) || !heldSeats(this.id).includes(state.turn)) {
      return;
    }
    void getGame(this.id, state.turn).then(view => this.apply(view)).catch(() => undefined);
  }

  /**
   * Whose errors a review offers to play again: the player's side against the computer (the player's own when this
   * browser holds it), one's own seat over Wi-Fi, else (one device, an imported game, a game watched) both sides'.
   */
  private retrySides(state: GameState): { sides: Color[]; own: boolean } {
    const held = this.held();
    if (state.mode === 'computer') {
      const sides = (['white', 'black'] as Color[]).filter(color => !this.isComputer(color));
      return { sides, own: sides.length === 1 && held.includes(sides[0]!) };
    }
    return state.mode === 'lan' && held.length === 1 ? { sides: held, own: true } : { sides: ['white', 'black'], own: false };
  }

  private isComputer(color: Color): boolean {
    return this.state?.players[color]?.kind === 'computer';
  }

  /** The colour this browser may move now, if any. */
  private movableColor(): Color | undefined {
    const state = this.state;
    if (!state || state.status !== 'active' || this.viewPly !== null) return undefined;
    if (this.isComputer(state.turn) || !this.held().includes(state.turn)) return undefined;
    return state.turn;
  }

  /**
   * The colour this browser may premove now: its one side (not the computer's), while the other is to move. Two players
   * on one device hold both sides, so never there.
   */
  private premoveColor(): Color | undefined {
    const state = this.state;
    if (!state || state.status !== 'active' || this.viewPly !== null || !getSettings().premoves) return undefined;
    const mine = this.held().filter(color => !this.isComputer(color));
    return mine.length === 1 && mine[0] !== state.turn ? mine[0] : undefined;
  }

  /** Plays the premove kept for this turn if core allows it now; otherwise it is dropped without a word, as it was only a plan. */
  private playPremove(state: GameState): void {
    const premove = this.board.state.premovable.current;
    if (!premove) return;
    if (state.dests[premove[0]]?.includes(premove[1])) this.board.playPremove();
    else this.board.cancelPremove();
  }

  private orientation(): Color {
    const state = this.state;
    let base: Color = 'white';
    if (state) {
      const held = this.held();
      if (state.mode === 'hotseat') base = getSettings().autoFlip ? state.turn : 'white';
      else if (held.length === 1) base = held[0]!;
      else if (state.mode === 'computer') base = this.isComputer('white') ? 'black' : 'white';
    }
    return this.flipped ? opposite(base) : base;
  }

  // ---- drawing ----

  private renderMoveList(): void {
    const state = this.state;
    if (state) this.moveList.render(state, this.viewPly ?? state.moves.length, this.analysis.judgements());
  }

  private render(): void {
    const state = this.state;
    if (!state) return;
    this.root.classList.toggle('game-finished', state.status === 'finished');
    this.heading.textContent = modeText(state) + (state.timeControl ? ` · ${formatTimeControl(state.timeControl)}` : '');
    // The tab says who plays, when the game names anyone ("Ana – Luis · Escaque").
    const players = playersText(state.players);
    if (!this.missing) document.title = players ? `${players} · ${t('app.name')}` : t('game.title');
    fillOpening(this.opening, state.opening);
    this.hint.render(state, this.movableColor());
    this.renderBoard();
    this.renderPlayers();
    this.renderStatus();
    this.renderBanner();
    this.renderMoveList();
    this.explorer.render(state.status === 'finished');
    this.renderRetry();
    this.analysis.explore(this.explorer.active ? this.explorer.evaluation() ?? null : undefined);
    // While an exercise waits for a move, the review says nothing of the position's move that would give it away.
    this.analysis.hush(this.retry.showing(this.viewPly, this.explorer.active));
    this.analysis.render(state, this.viewPly ?? state.moves.length);
    const menu = gameMenu(state, this.controls, this.claimingWithMove);
    replaceChildren(this.menu, menu);
    this.menu.hidden = menu.length === 0;
    this.renderClaimNote(state);
    replaceChildren(this.tools, tools(state, this.controls, this.shownFen()));
    replaceChildren(this.after, afterGame(state, this.notice));
    // Typing moves is for a seat holder of a game still being played, and for an exercise waiting for a move.
    this.moveForm.hidden = (state.status !== 'active' || this.held().length === 0)
      && !this.retry.showing(this.viewPly, this.explorer.active);
  }

  /** The exercises from the review's errors: offered once a finished game's review is complete. */
  private renderRetry(): void {
    const state = this.state;
    if (!state) return;
    const review = state.status === 'finished' && this.explorer.available ? this.analysis.retryMoves() : null;
    this.retry.update(review ? { ...review, ...this.retrySides(state) } : null, this.viewPly, this.explorer.active);
  }

  private renderBoard(): void {
    const state = this.state!;
    if (this.retry.checking && this.retry.showing(this.viewPly, this.explorer.active)) {
      // A move tried in an exercise stays on the board, the board still, until its judgement comes.
      this.board.set({ movable: { color: undefined, dests: new Map() } });
      this.boardWrap.dataset['movable'] = '';
      return;
    }
    const movable = this.movableColor();
    const premove = movable ? undefined : this.premoveColor();
    const orientation = this.orientation();
    const line = this.explorer.current();
    const finished = state.status === 'finished';
    if (!line && !finished && this.viewPly === null) {
      this.board.set({
        fen: state.fen,
        orientation,
        turnColor: state.turn,
        lastMove: state.lastMove ? (state.lastMove as Key[]) : undefined,
        check: state.check ? state.turn : false,
        movable: {
          color: movable ?? premove,
          // Every drop is sent to the server, legal or not, so an illegal try can be explained.
          free: movable !== undefined,
          dests: movable ? destsMap(state.dests) : new Map(),
        },
      });
      if (movable) this.playPremove(state);
      else if (!premove) this.board.cancelPremove();
    } else {
      // An earlier position, or a finished game's: there, each position takes a move of one's own, which starts (or
      // goes on with) a line beside the game (game/explore.ts), as core's answer for the position allows.
      let shown: Snapshot;
      let answer: ExploredLine | undefined;
      if (line) {
        answer = line.answer;
        const turn = answer?.turn ?? (line.fen.split(' ')[1] === 'b' ? 'black' : 'white');
        shown = { placement: line.fen, turn, lastMove: line.lastMove, check: !!answer?.check };
      } else {
        const ply = this.viewPly ?? state.moves.length;
        shown = this.history[ply]!;
        answer = finished ? this.explorer.position(this.fenAt(ply), []) : undefined;
      }
      const takes = answer && !answer.ending ? answer.turn : undefined;
      this.board.set({
        fen: shown.placement,
        orientation,
        turnColor: shown.turn,
        lastMove: shown.lastMove ? (shown.lastMove as Key[]) : undefined,
        check: shown.check ? shown.turn : false,
        movable: { color: takes, free: false, dests: takes ? destsMap(answer!.dests) : new Map() },
      });
      this.board.cancelPremove();
    }
    this.board.setAutoShapes(this.hint.shapes(this.viewPly === null));
    this.boardWrap.dataset['hint'] = this.viewPly === null ? this.hint.shown() : '';
    this.boardWrap.dataset['orientation'] = orientation;
    this.boardWrap.dataset['ply'] = String(this.viewPly ?? state.ply);
    this.boardWrap.dataset['line'] = line ? line.fen : '';
    // Which side the board takes moves from now (for the tests: a finished game's board waits for core's moves).
    this.boardWrap.dataset['movable'] = this.board.state.movable.color ?? '';
  }

  /** The FEN of the game's position after `ply` half-moves. */
  private fenAt(ply: number): string {
    const state = this.state!;
    return ply === 0 ? state.startFen : state.moves[ply - 1]!.fen;
  }

  /** The game's move that led to position `ply`, as the move list writes it ("12… Nf6"). */
  private moveName(ply: number): string {
    const state = this.state;
    const move = state?.moves[ply - 1];
    if (!state || !move) return '';
    // A no-break space: the number stays with its move when the line wraps.
    return `${moveNumber(state.startFen, ply).text}\u00a0${move.san}`;
  }

  /** The whole FEN of the position on the board: the live one, an earlier one, or a line's. */
  private shownFen(): string {
    const state = this.state!;
    return this.explorer.current()?.fen ?? (this.viewPly === null ? state.fen : this.fenAt(this.viewPly));
  }

  /** Leaves the line explored, back to the game's position it started from. */
  private leaveLine(): void {
    const base = this.explorer.basePly;
    this.explorer.clear();
    this.goTo(base);
  }

  private renderPlayers(): void {
    const state = this.state!;
    const bottom = this.orientation();
    const top = opposite(bottom);
    const sinceState = performance.now() - this.receivedAt;
    const offline = this.selfOffline && state.mode === 'lan' && state.status === 'active';
    fillPlayer(this.bottomPlayer, state, bottom, this.held(), this.remaining(bottom), 'bottom', sinceState, offline);
    fillPlayer(this.topPlayer, state, top, this.held(), this.remaining(top), 'top', sinceState, offline);
    const shown = this.shownPosition()?.fen ?? state.fen;
    materialIn(this.bottomPlayer, state.startFen, shown, bottom);
    materialIn(this.topPlayer, state.startFen, shown, top);
  }

  private remaining(color: Color): number {
    const clocks = this.state?.clocks;
    if (!clocks) return 0;
    const base = clocks[color];
    if (clocks.running !== color || this.state?.status !== 'active') return base;
    return base - (performance.now() - this.receivedAt);
  }

  private tick(): void {
    const state = this.state;
    if (!state?.clocks || state.status !== 'active' || !state.clocks.running) return;
    const color = state.clocks.running;
    const left = this.remaining(color);
    tickClock(this.root, color, left, lowTimeThreshold(state.timeControl));
    this.warnLowTime(state, color, left);
    if (left <= 0 && !this.flagReported) {
      // The server decides the flag; ask it for the state now rather than waiting for the socket.
      this.flagReported = true;
      window.setTimeout(() => void this.live.refetch(), 300);
    }
  }

  /**
   * Once a game, the player whose clock runs down past the low-time mark (lowTimeThreshold) hears two ticks and is
   * told in words; only a seat this page holds (the side to move, on one device), and only as the clock crosses the
   * mark here (a page opened with less time left says nothing).
   */
  private warnLowTime(state: GameState, color: Color, left: number): void {
    const mark = lowTimeThreshold(state.timeControl);
    const before = this.lastLeft[color];
    this.lastLeft[color] = left;
    if (!mark || before === undefined || before < mark || left >= mark || left <= 0) return;
    if (this.lowTimeWarned.has(color) || !this.held().includes(color)) return;
    this.lowTimeWarned.add(color);
    play('lowTime');
    this.announcer.say(tk(`say.lowTime.${color}`, { seconds: Math.round(mark / 1000) }));
  }

  private tickConnections(): void {
    const connections = this.state?.connections;
    if (this.state?.mode !== 'lan' || !connections) return;
    if (Object.values(connections).some(connection => connection?.status === 'disconnected')) this.renderPlayers();
  }

  private renderStatus(): void {
    const state = this.state!;
    this.status.classList.remove('thinking', 'finished', 'check');
    let text: string;
    if (state.status === 'finished') {
      text = endText(state.termination, state.result);
      this.status.classList.add('finished');
    } else if (this.isComputer(state.turn)) {
      text = t('game.thinking');
      this.status.classList.add('thinking');
    } else if (state.mode === 'lan' && state.connections?.[state.turn]?.status === 'waiting'
      && !this.held().includes(state.turn)) {
      // The side to move is the seat nobody has taken yet: what this page waits for is the opponent.
      text = t('game.waitingOpponent');
    } else {
      text = tk(`game.toMove.${state.turn}`);
      if (state.check) {
        text = t('game.inCheck', { toMove: text });
        this.status.classList.add('check');
      }
    }
    this.status.textContent = text;
    this.status.setAttribute('aria-busy', String(this.status.classList.contains('thinking')));
  }

  private renderBanner(): void {
    const state = this.state!;
    const parts: HTMLElement[] = [];
    if (this.viewPly !== null) {
      parts.push(h('p', { class: 'viewing' }, this.viewPly === 0 ? t('game.viewingStart')
        : t('game.viewing', { move: this.moveName(this.viewPly) }), ' ',
        h('button', { type: 'button', class: 'link-button', onclick: () => this.goTo(null) }, t('game.backToGame'))));
    }
    // A game another browser plays (it holds the seats): watched here, and the page says why nothing can be moved.
    if (state.status === 'active' && state.mode !== 'lan' && !isLocal() && this.held().length === 0) {
      parts.push(h('p', { class: 'viewing', 'data-testid': 'elsewhere' }, t('game.elsewhere')));
    }
    parts.push(...offers(state, this.held(), this.controls));
    if (state.mode === 'lan') parts.push(...this.peerPanel(state), lanPanel(state, this.held(), this.join, this.controls));
    replaceChildren(this.banner, parts);
  }

  private step(delta: number): void {
    if (this.explorer.active) {
      this.explorer.step(delta);
      return;
    }
    const total = this.state?.moves.length ?? 0;
    const current = this.viewPly ?? total;
    const next = Math.max(0, Math.min(total, current + delta));
    this.goTo(next >= total ? null : next);
  }

  private goTo(ply: number | null): void {
    this.explorer.clear();
    const total = this.state?.moves.length ?? 0;
    this.viewPly = ply === null || ply >= total ? null : Math.max(0, ply);
    this.board.cancelMove();
    this.render();
  }

  private flip(): void {
    this.flipped = !this.flipped;
    this.render();
  }

  /**
   * Whether move `index` of the game took en passant: a pawn moving diagonally onto an empty square (SAN does not
   * mark it; the positions before it, which core's moves made, show it).
   */
  private isEnPassant(index: number): boolean {
    const move = this.state?.moves[index];
    const before = this.history[index];
    if (!move || !before) return false;
    const from = move.uci.slice(0, 2);
    const to = move.uci.slice(2, 4);
    return pieceAt(before.placement, from)?.toUpperCase() === 'P' && from[0] !== to[0] && !pieceAt(before.placement, to);
  }

  /** The position on the board now: the live one, or the one stepped back to. */
  private shownPosition(): { fen: string; turn: Color | null; check: boolean } | null {
    const state = this.state;
    if (!state) return null;
    const line = this.explorer.current();
    if (line) {
      const turn = line.answer?.turn ?? (line.fen.split(' ')[1] === 'b' ? 'black' : 'white');
      return { fen: line.fen.split(' ')[0]!, turn: line.answer?.ending ? null : turn, check: !!line.answer?.check };
    }
    if (this.viewPly === null) {
      return { fen: state.fen, turn: state.status === 'active' ? state.turn : null, check: state.check !== null };
    }
    const snapshot = this.history[this.viewPly]!;
    return { fen: snapshot.placement, turn: snapshot.turn, check: snapshot.check };
  }

  private onKey(event: KeyboardEvent): void {
    if (this.reader.onKey(event)) return;
    const target = event.target as HTMLElement | null;
    if (target && (target.closest('input, textarea, select, dialog, [role="dialog"]') || target.isContentEditable)) return;
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (this.analysis.onKey(event)) {
      event.preventDefault();
      return;
    }
    const actions: Record<string, () => void> = {
      ArrowLeft: () => this.step(-1),
      ArrowRight: () => this.step(1),
      Home: () => this.goTo(0),
      End: () => this.goTo(null),
      Escape: () => this.leaveLine(),
    };
    if (event.key === 'Escape' && !this.explorer.active) return;
    const action = actions[event.key];
    if (action && this.state) {
      event.preventDefault();
      action();
    }
  }

  // ---- actions and tools ----

  private async runAction(type: ActionType, label: string, question?: string): Promise<void> {
    const state = this.state;
    if (!state) return;
    this.notice.hide();
    let color: Color | null = state.mode === 'hotseat' ? state.turn : null;
    if (type === 'resign' && state.mode === 'hotseat') {
      // Either side may resign, not only the side to move: ask which, the side to move first.
      color = await choose(t('game.resignWhich'), [state.turn, opposite(state.turn)].map(side =>
        ({ value: side, label: tk(`game.resignSide.${side}`) })));
      if (!color) return;
    } else if (question && !(await confirm(question, type === 'agree-draw' ? t('game.agreeDrawYes') : label,
      { danger: type === 'resign' }))) {
      return;
    }
    try {
      const request = color ? { type, color } : { type };
      this.apply(await act(this.id, request));
      if (type === 'rematch') this.openRematch();
    } catch (error) {
      this.refusedThenRefetch(error);
    }
  }

  private async copy(text: string, done: string): Promise<void> {
    this.notice.show((await copyText(text)) ? done : t('game.copyFailed'), 'info', 2500);
  }

  private async copyPgn(): Promise<void> {
    try {
      await this.copy(await fetchPgn(this.id), t('game.pgnCopied'));
    } catch (error) {
      this.notice.show(errorText(error), 'error');
    }
  }

  private downloadPgn(event: MouseEvent): void {
    // The link works by itself; fetching first gives the file the game's name in every browser.
    event.preventDefault();
    void fetchPgn(this.id).then(pgn => download(`escaque-${this.id}.pgn`, pgn))
      .catch(error => this.notice.show(errorText(error), 'error'));
  }

  // ---- moves ----

  private onBoardMove(orig: Key, dest: Key, premove = false): void {
    const state = this.state;
    if (!state) return;
    if (state.status === 'finished') {
      window.setTimeout(() => void this.explore(orig, dest), 0);
      return;
    }
    const dragged = !!this.board.state.draggable.current;
    // Chessground calls this in the middle of its own update: act once it has finished.
    window.setTimeout(() => {
      const mine = colorAt(state.fen, orig);
      if (!dragged && mine && colorAt(state.fen, dest) === mine) {
        // A click on another of one's own pieces chooses that piece instead.
        this.renderBoard();
        this.board.selectSquare(dest);
        return;
      }
      if (state.dests[orig]?.includes(dest) && reachesLastRank(state, orig, dest)) {
        // A premove promotes to a queen, as it was made not knowing when it would be played (lichess does the same).
        if (premove) void this.send(orig + dest + 'q');
        else void this.promote(orig, dest);
        return;
      }
      void this.send(orig + dest);
    }, 0);
  }

  /** A move on a finished game's board: a line of one's own from the position shown (or the game's next move). */
  private async explore(orig: Key, dest: Key): Promise<void> {
    const state = this.state;
    if (!state) return;
    const ply = this.viewPly ?? state.moves.length;
    const fen = this.shownFen();
    let uci = orig + dest;
    if (reachesLastRank({ fen }, orig, dest)) {
      const letter = await choosePromotion(this.boardHost.querySelector<HTMLElement>('cg-container') ?? this.boardWrap,
        colorAt(fen, orig) ?? 'white');
      // Chosen for the position then on the board: nothing if another is shown now.
      if (!letter || this.shownFen() !== fen) {
        this.renderBoard();
        return;
      }
      uci += letter;
    }
    if (this.retry.showing(ply, this.explorer.active)) {
      // An exercise's position: the move is judged, not explored (game/retry.ts).
      await this.retry.tryMove(uci, ply);
      this.renderBoard();
      return;
    }
    const stepped = await this.explorer.play(uci, ply, this.fenAt(ply), state.moves[ply]?.uci);
    if (stepped) {
      play(/[+#]/.test(this.explorer.lastSan() ?? '') ? 'check' : uci.length > 4 || colorAt(fen, dest) ? 'capture' : 'move');
      window.requestAnimationFrame(() => this.revealLine());
    } else {
      this.goTo(ply + 1);
    }
  }

  private renderClaimNote(state: GameState): void {
    const open = state.status === 'active' && state.actions.includes('claim-draw') && state.claims.length > 0;
    const which = claimsText(state);
    const key = open ? which : '';
    if (this.claimNote.dataset['which'] === key) return;
    this.claimNote.dataset['which'] = key;
    this.claimNote.hidden = !open;
    if (!open) {
      replaceChildren(this.claimNote, []);
      return;
    }
    replaceChildren(this.claimNote, t('game.claimOpen', { which }), ' ',
      h('button', { type: 'button', class: 'link-button', 'data-testid': 'claim-note-go', onclick: () => {
        const button = this.menu.querySelector<HTMLButtonElement>('[data-action="claim-draw"]');
        if (!button) return;
        const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        button.scrollIntoView({ block: 'center', behavior: smooth ? 'smooth' : 'auto' });
        button.focus({ preventScroll: true });
      } }, t('game.claimOpenGo')));
  }

  /** Under review, on a phone, the comment on the move shown, in view under the board (revealLine). */
  private revealComment(): void {
    if (this.state?.status !== 'finished') return;
    window.requestAnimationFrame(() => {
      const comment = this.analysis.shownComment();
      if (comment) this.revealLine(comment);
    });
  }

  /**
   * On a phone the board stays at the top as the page scrolls, and the line's box (or an exercise's, which comes
   * before it) comes first under it: scrolled to just under the board if it is hidden behind it or below the screen's
   * edge.
   */
  private revealLine(box: HTMLElement = this.explorer.element): void {
    if (box.hidden || !window.matchMedia('(max-width: 899.98px)').matches) return;
    const area = this.root.querySelector('.board-area')?.getBoundingClientRect();
    const top = Math.max(area?.bottom ?? 0, 0) + 8;
    const rect = box.getBoundingClientRect();
    if (rect.top < top || rect.bottom > window.innerHeight) {
      // The board, held at the top, covers its own height: the box stops that far down.
      box.style.scrollMarginTop = `${(area?.height ?? 0) + 8}px`;
      const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      box.scrollIntoView({ block: 'start', behavior: smooth ? 'smooth' : 'auto' });
    }
  }


  private async promote(from: string, to: string): Promise<void> {
    const state = this.state;
    if (!state) return;
    // Over the board itself (chessground's container, sized to whole squares), not the wrap, which may be a few pixels
    // larger: the chooser then covers the board exactly.
    const letter = await choosePromotion(this.boardHost.querySelector<HTMLElement>('cg-container') ?? this.boardWrap,
      state.turn);
    if (!letter) {
      this.renderBoard();
      this.board.redrawAll();
      return;
    }
    await this.send(from + to + letter);
  }

  /** Sends a move once the one before it (if any) has its answer, so each is made on the latest state. */
  private send(uci: string): Promise<void> {
    this.sending = this.sending.then(() => this.sendNow(uci));
    return this.sending;
  }

  private async sendNow(uci: string): Promise<void> {
    const state = this.state;
    if (!state) return;
    try {
      this.notice.hide();
      const claimDraw = this.claimingWithMove && (state.claimMoves[uci]?.length ?? 0) > 0;
      this.apply(await playMove(this.id, claimDraw ? { uci, ply: state.ply, claimDraw } : { uci, ply: state.ply },
        state.turn));
    } catch (error) {
      if (error instanceof ApiError && error.body.reason?.code === 'promotion-required') {
        this.renderBoard();
        void this.promote(uci.slice(0, 2), uci.slice(2, 4));
        return;
      }
      this.refuse(uci, error);
    }
  }

  /**
   * A refusal that is not about the move or action itself (the game changed meanwhile, storage, the link): said, and
   * the game fetched again, the words staying on with the position they explain.
   */
  private refusedThenRefetch(error: unknown): void {
    this.notice.show(errorText(error), 'error', 0);
    this.noticeOutlivesPly = true;
    void this.live.refetch().finally(() => {
      this.noticeOutlivesPly = false;
    });
  }

  /** Why a move was refused, shown (with the Laws' article) until the next move and said to a screen reader. */
  private showRefusal(reason: IllegalMoveReason, message: string): void {
    this.notice.show(refusalText(reason, message), 'error', 0);
    this.announcer.say(reasonText(reason, message));
  }

  /** Shows why the server refused a move, snaps the piece back and marks the square tried. */
  private refuse(uci: string, error: unknown): void {
    if (error instanceof ApiError && error.body.reason) {
      this.showRefusal(error.body.reason, error.body.message);
    } else {
      this.refusedThenRefetch(error);
    }
    play('illegal');
    this.renderBoard();
    const tried = uci.slice(2, 4) as Key;
    this.board.set({ highlight: { custom: new Map([[tried, 'illegal-try']]) } });
    const timer = window.setTimeout(() => this.board.set({ highlight: { custom: new Map() } }), 1500);
    this.timers.push(timer);
  }

  /**
   * Sends a typed move in SAN for the server to read; clears the box once it is played, unless the next move was typed
   * there meanwhile (the game's live update may show this one before its answer comes).
   */
  private async sendTyped(san: string, text: string): Promise<void> {
    const sent = this.moveInput.value;
    const run = async () => {
      const state = this.state;
      if (!state) return;
      try {
        this.apply(await playMove(this.id, { san, ply: state.ply }, state.turn));
        if (this.moveInput.value === sent) this.moveInput.value = '';
      } catch (error) {
        const details = error instanceof ApiError ? error.body.details : undefined;
        if (error instanceof ApiError && error.body.reason) {
          this.showRefusal(error.body.reason, error.body.message);
        } else if (details?.['notation'] === 'san') {
          const key = details['problem'] === 'ambiguous' ? 'game.typedAmbiguous'
            : details['problem'] === 'no-legal-move' ? 'game.typedNoMatch' : 'game.typedUnreadable';
          this.notice.show(t(key, { text }), 'error', 0);
        } else {
          this.refusedThenRefetch(error);
        }
        play('illegal');
      }
    };
    this.sending = this.sending.then(run);
    await this.sending;
  }

  /** A move typed while an exercise waits for one in the game's position `ply` (game/retry.ts), read against it. */
  private async tryTyped(ply: number): Promise<void> {
    const state = this.state!;
    const fen = this.fenAt(ply);
    const answer = this.explorer.position(fen, []);
    if (this.retry.checking) return;
    if (!answer) {
      // Core has not answered with the position's moves yet (or cannot run here): the board does not take moves either.
      this.notice.show(t(this.explorer.available ? 'common.loading' : 'explore.unavailable'), 'info', 2500);
      return;
    }
    const text = this.moveInput.value;
    const typed = readTypedMove(text, { ...state, fen, dests: answer.dests, turn: answer.turn }, language() === 'es');
    let uci: string;
    if (typed.kind === 'move') {
      uci = typed.uci;
    } else if (typed.kind === 'needs-promotion') {
      const letter = await choosePromotion(this.boardHost.querySelector<HTMLElement>('cg-container') ?? this.boardWrap,
        answer.turn);
      if (!letter) return;
      uci = typed.from + typed.to + letter;
    } else {
      this.notice.show(t(typed.kind === 'ambiguous' ? 'game.typedAmbiguous'
        : typed.kind === 'unreadable' ? 'game.typedUnreadable' : 'game.typedNoMatch', { text: text.trim() }), 'error', 0);
      play('illegal');
      return;
    }
    this.moveInput.value = '';
    await this.retry.tryMove(uci, ply);
    this.renderBoard();
    this.moveInput.focus({ preventScroll: true });
  }

  private async playTyped(): Promise<void> {
    // A move typed while the previous one is on its way waits for its answer.
    await this.sending;
    const state = this.state;
    if (!state) return;
    this.notice.hide();
    if (this.viewPly !== null && this.retry.showing(this.viewPly, this.explorer.active)) {
      await this.tryTyped(this.viewPly);
      return;
    }
    if (this.movableColor() === undefined) {
      if (this.viewPly !== null) this.goTo(null);
      if (this.movableColor() === undefined) {
        this.notice.show(t('game.notYourTurn'), 'error', 0);
        return;
      }
    }
    const typed = readTypedMove(this.moveInput.value, state, language() === 'es');
    switch (typed.kind) {
      case 'move':
      case 'try':
        this.moveInput.value = '';
        await this.send(typed.uci);
        break;
      case 'needs-promotion':
        this.moveInput.value = '';
        await this.promote(typed.from, typed.to);
        break;
      case 'ambiguous':
        this.notice.show(t('game.typedAmbiguous', { text: typed.text }), 'error', 0);
        break;
      case 'no-match':
      case 'unreadable': {
        // "Re2" where no rook can go but the king can: in Spanish notation R is the king (Rey); here it is the rook.
        const king = `K${typed.text.slice(1)}`;
        if (typed.kind === 'no-match' && typed.text.startsWith('R')
          && readTypedMove(king, state, false).kind === 'move') {
          this.notice.show(t('game.typedRookNotKing', { text: typed.text, king }), 'error', 0);
          break;
        }
        // Core reads it (Pe4, NF3) or says which rule forbids it (Ke2), as it does for a move on the board.
        if (typed.san) await this.sendTyped(typed.san, typed.text);
        else this.notice.show(t('game.typedUnreadable', { text: typed.text }), 'error', 0);
        break;
      }
    }
  }
}

function destsMap(dests: Record<string, string[]>): Map<Key, Key[]> {
  return new Map(Object.entries(dests) as Array<[Key, Key[]]>);
}
