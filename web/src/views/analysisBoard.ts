// The analysis board (/analysis?fen=…): a position (the initial one, one set up in the board editor, or one taken from
// a game's board) to try moves on for both sides, with the engine's evaluation, its move as an arrow and the bar beside
// the board at every position. Core reads every move (its SAN, the legal moves after it, how the board ends play) and
// the engine evaluates as a quick analysis does, both in this browser's WebAssembly build, with a host or without:
// nothing of it is sent anywhere or stored. The position is checked first as a new game's would be, and a position the
// rules refuse is said so, with the way to the editor.
import { Chessground } from '@lichess-org/chessground';
import type { Api as Board } from '@lichess-org/chessground/api';
import type { DrawShape } from '@lichess-org/chessground/draw';
import type { Key } from '@lichess-org/chessground/types';
import { ApiError, checkPosition, type AnalysedPosition, type Color, type ExploredLine, type MoveText } from '../api';
import { INITIAL_FEN } from '../choices';
import { h, replaceChildren } from '../dom';
import { t, tk } from '../i18n';
import { play } from '../sound';
import { Announcer, copyText, Notice } from '../ui';
import { evalText, evalWords } from '../game/analysis';
import { engineSentence } from '../game/explore';
import { colorAt } from '../game/history';
import { LineReader } from '../game/lineReader';
import { MoveList } from '../game/moveList';
import { reachesLastRank } from '../game/moveText';
import { choosePromotion } from '../game/promotion';
import { sayMove } from '../game/words';
import { errorText } from './home';

export function showAnalysisBoard(root: HTMLElement): () => void {
  const given = new URLSearchParams(window.location.search).get('fen')?.trim();
  const view = new AnalysisBoard(root, given || INITIAL_FEN);
  view.start();
  return () => view.destroy();
}

class AnalysisBoard {
  /** The moves tried from the position given (core's reading of them) and how many of them the board shows. */
  private steps: MoveText[] = [];
  private shown = 0;
  private flipped = false;
  /** Core's answers (legal moves, check, ending) and the engine's evaluations of the line's positions. */
  private readonly reader = new LineReader(() => this.render());
  /** The rules accepted the position given (core and the engine are asked nothing before). */
  private checked = false;
  /** The position could not be read (this browser cannot run the WebAssembly build, or the rules refuse it). */
  private failure = '';
  /** Counts the line's changes: a move's answer that comes after a change it did not ask for is dropped. */
  private generation = 0;
  private destroyed = false;
  private board!: Board;
  private readonly cleanups: Array<() => void> = [];

  private readonly boardHost = h('div', { class: 'board-host' });
  private readonly bar = h('div', { class: 'eval-bar', 'data-testid': 'eval-bar', role: 'img', hidden: true },
    h('div', { class: 'eval-bar-white' }));
  private readonly boardWrap = h('div', { class: 'board-wrap', 'data-testid': 'board' }, this.boardHost, this.bar);
  private readonly status = h('p', { class: 'game-status', 'data-testid': 'status', 'aria-live': 'polite' });
  private readonly evalElement = h('p', { 'data-testid': 'analysis-board-eval', 'aria-live': 'polite' });
  private readonly engineLine = h('button', { type: 'button', class: 'link-button',
    'data-testid': 'analysis-board-engine-line', hidden: true, onclick: () => void this.followEngine() },
  t('explore.followEngine'));
  private readonly engineBox = h('div', { class: 'engine-box', 'data-testid': 'analysis-board-engine' },
    this.evalElement, this.engineLine);
  private readonly notice = new Notice({ dismissible: true });
  private readonly announcer = new Announcer();
  private readonly moveList = new MoveList({
    goTo: ply => this.goTo(ply ?? this.steps.length),
    step: delta => this.goTo(this.shown + delta),
    flip: () => {
      this.flipped = !this.flipped;
      this.render();
    },
  });
  private readonly tools = h('div', { class: 'game-tools' });

  constructor(private readonly root: HTMLElement, private readonly baseFen: string) {}

  start(): void {
    document.title = `${t('analysisBoard.title')} · ${t('app.name')}`;
    replaceChildren(this.root,
      h('div', { class: 'game-layout analysis-board' },
        h('section', { class: 'board-area', 'aria-label': t('game.board') }, this.boardWrap),
        h('section', { class: 'side-panel', 'aria-label': t('analysisBoard.panel') },
          h('h1', { class: 'game-mode' }, t('analysisBoard.title')),
          h('div', { class: 'status-box' }, this.status, this.notice.element),
          this.engineBox,
          this.moveList.nav, this.moveList.box,
          h('p', { class: 'hint' }, t('analysisBoard.lead')),
          this.tools,
          h('p', { class: 'hint keyboard-only' }, t('analysisBoard.keys')))),
      this.announcer.element);
    this.board = Chessground(this.boardHost, {
      coordinates: true,
      animation: { enabled: true, duration: 180 },
      highlight: { lastMove: true, check: true },
      movable: { free: false, showDests: true, events: { after: (orig, dest) => this.onBoardMove(orig, dest) } },
      draggable: { enabled: true, showGhost: true },
      premovable: { enabled: false },
      drawable: { enabled: true },
    });
    const onKey = (event: KeyboardEvent) => this.onKey(event);
    document.addEventListener('keydown', onKey);
    this.cleanups.push(() => document.removeEventListener('keydown', onKey));
    this.status.textContent = t('common.loading');
    this.render();
    // The position given is checked as a new game's would be: what the rules refuse is said, not analysed. One where
    // a game could not start because it is over already (checkmate, stalemate, too little material) is shown, ended.
    void checkPosition(this.baseFen).then(() => {
      this.checked = true;
      if (!this.destroyed) this.render();
    }, error => {
      if (this.destroyed) return;
      if (error instanceof ApiError && error.body.error === 'invalid-fen' && error.body.details?.['problem'] === 'game-over') {
        this.checked = true;
      } else {
        this.failure = `${t('analysisBoard.refused')} ${errorText(error)}`;
      }
      this.render();
    });
  }

  destroy(): void {
    this.destroyed = true;
    this.reader.cancel();
    for (const cleanup of this.cleanups) cleanup();
    this.board?.destroy();
  }

  /** The line's moves up to the position shown (UCI). */
  private moves(): string[] {
    return this.steps.slice(0, this.shown).map(step => step.uci);
  }

  /** The FEN of the position on the board. */
  private fen(): string {
    return this.steps[this.shown - 1]?.fen ?? this.baseFen;
  }

  /** The position shown could not be read: the position given is refused, or this browser cannot run the build. */
  private failed(): string {
    return this.failure || (this.reader.unavailable ? t('explore.unavailable') : '');
  }

  /** Core's answer for the position after the moves shown, once the rules accepted the position given. */
  private answer(): ExploredLine | undefined {
    return this.checked && !this.failed() ? this.reader.position(this.baseFen, this.moves()) : undefined;
  }

  private goTo(shown: number): void {
    const next = Math.max(0, Math.min(this.steps.length, shown));
    if (next === this.shown) return;
    this.generation += 1;
    this.shown = next;
    const played = this.steps[next - 1];
    this.announcer.say(played ? sayMove(played.san) : t('game.first'));
    this.render();
  }

  /** Plays `moves` (UCI or SAN) from the position shown, as core reads them, in place of what followed it in the line. */
  private async extend(moves: readonly string[]): Promise<boolean> {
    const before = this.moves();
    const generation = this.generation;
    let answer: ExploredLine;
    try {
      answer = await this.reader.read(this.baseFen, [...before, ...moves]);
    } catch (error) {
      console.warn('escaque: a move could not be read:', error);
      if (!this.destroyed) {
        this.notice.show(t('explore.failed'), 'error');
        this.render();
      }
      return false;
    }
    // The board moved on (a step through the line) while core answered: this move was for a board no longer shown.
    if (generation !== this.generation || this.destroyed) return false;
    this.generation += 1;
    this.steps = answer.moves;
    this.shown = before.length + 1;
    const played = this.steps[this.shown - 1];
    if (played) this.announcer.say(sayMove(played.san));
    this.render();
    return true;
  }

  private onBoardMove(orig: Key, dest: Key): void {
    // Chessground calls this in the middle of its own update: act once it has finished.
    window.setTimeout(() => void this.move(orig, dest), 0);
  }

  private async move(orig: Key, dest: Key): Promise<void> {
    const fen = this.fen();
    let uci = orig + dest;
    if (reachesLastRank({ fen }, orig, dest)) {
      const letter = await choosePromotion(this.boardHost.querySelector<HTMLElement>('cg-container') ?? this.boardWrap,
        colorAt(fen, orig) ?? 'white');
      // Chosen for the position then on the board: nothing if another is shown now.
      if (!letter || this.fen() !== fen) {
        this.render();
        return;
      }
      uci += letter;
    }
    const next = this.steps[this.shown];
    if (next?.uci === uci) {
      // The line's own next move: a step forward, the rest of the line kept.
      this.goTo(this.shown + 1);
      return;
    }
    if (await this.extend([uci])) {
      const san = this.steps[this.shown - 1]?.san ?? '';
      play(/[+#]/.test(san) ? 'check' : uci.length > 4 || colorAt(fen, dest) ? 'capture' : 'move');
    }
  }

  private async followEngine(): Promise<void> {
    const line = this.evaluation()?.line;
    if (line?.length) await this.extend(line);
  }

  private onKey(event: KeyboardEvent): void {
    const target = event.target as HTMLElement | null;
    if (event.altKey || event.ctrlKey || event.metaKey || target?.closest('input, textarea, select, [role="dialog"]')) {
      return;
    }
    const moves: Record<string, number> = {
      ArrowLeft: this.shown - 1, ArrowRight: this.shown + 1, Home: 0, End: this.steps.length,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    this.goTo(next);
  }

  /** The engine's evaluation of the position shown: null while it is being made (or when it could not be). */
  private evaluation(): AnalysedPosition | null {
    return this.reader.evaluation(this.baseFen, this.moves()) ?? null;
  }

  private render(): void {
    if (this.destroyed) return;
    const failure = this.failed();
    const answer = this.answer();
    const fen = this.fen();
    const turn: Color = answer?.turn ?? (fen.split(' ')[1] === 'b' ? 'black' : 'white');
    const takes = answer && !answer.ending ? answer.turn : undefined;
    const last = this.steps[this.shown - 1];
    const orientation: Color = this.flipped ? 'black' : 'white';
    this.board.set({
      fen: fen.split(' ')[0],
      orientation,
      turnColor: turn,
      lastMove: last ? [last.uci.slice(0, 2) as Key, last.uci.slice(2, 4) as Key] : undefined,
      check: answer?.check ? turn : false,
      movable: { color: takes, dests: takes ? new Map(Object.entries(answer!.dests) as Array<[Key, Key[]]>) : new Map() },
    });
    this.boardWrap.dataset['orientation'] = orientation;
    this.boardWrap.dataset['fen'] = fen;
    // Which side the board takes moves from now (for the tests: the board waits for core's moves).
    this.boardWrap.dataset['movable'] = takes ?? '';
    this.moveList.render({ moves: this.steps, startFen: this.baseFen, status: 'active', result: null }, this.shown);

    if (failure) {
      this.status.textContent = failure;
    } else if (!answer) {
      this.status.textContent = t('common.loading');
    } else {
      const toMove = tk(`game.toMove.${turn}`);
      this.status.textContent = answer.ending ? tk(`explore.ending.${answer.ending}`)
        : answer.check ? t('game.inCheck', { toMove }) : toMove;
    }
    this.drawEngine(answer);
    this.drawTools(fen);
    // The engine is asked about the position shown once the rules accepted the position given.
    if (this.checked && !failure) this.reader.askEvaluation(this.baseFen, this.moves());
    else this.reader.cancel();
  }

  /** The engine's word on the position shown: in words, as the bar beside the board, and its move as an arrow. */
  private drawEngine(answer: ExploredLine | undefined): void {
    const failure = this.failed();
    const evaluation = failure ? null : this.evaluation();
    // Where the board ends play (checkmate, stalemate, too little material), the status says so and nothing more.
    const ended = !!answer?.ending;
    let words: string;
    if (failure || ended || !this.checked) words = '';
    else if (evaluation) words = engineSentence(evaluation);
    else words = t(this.reader.evaluationFailed(this.baseFen, this.moves()) ? 'explore.notEvaluated' : 'explore.evaluating');
    if (this.evalElement.textContent !== words) this.evalElement.textContent = words;
    this.evalElement.hidden = words === '';
    this.engineLine.hidden = !evaluation?.line?.length || ended;
    this.engineBox.hidden = this.evalElement.hidden && this.engineLine.hidden;

    // The bar keeps what it showed, dimmed, while the next position is evaluated.
    const pending = !evaluation && !this.bar.hidden && !failure && !ended;
    this.bar.classList.toggle('pending', pending);
    if (!pending) {
      const hidden = !evaluation;
      if (this.bar.hidden !== hidden) {
        this.bar.hidden = hidden;
        window.requestAnimationFrame(() => this.board.redrawAll());
      }
      if (evaluation) {
        (this.bar.firstElementChild as HTMLElement).style.height = `${evaluation.whiteWin}%`;
        this.bar.setAttribute('aria-label', t('analysis.bar', { eval: evalWords(evaluation.eval) }));
        this.bar.dataset['eval'] = evalText(evaluation.eval);
        this.bar.title = evalWords(evaluation.eval);
      }
    } else {
      this.bar.setAttribute('aria-label', t('explore.evaluating'));
      this.bar.title = t('explore.evaluating');
    }
    this.bar.classList.toggle('flipped', this.flipped);
    const shapes: DrawShape[] = evaluation?.best
      ? [{ orig: evaluation.best.slice(0, 2) as Key, dest: evaluation.best.slice(2, 4) as Key, brush: 'paleBlue' }] : [];
    this.board.setAutoShapes(shapes);
    this.boardWrap.dataset['best'] = evaluation?.best ?? '';
  }

  /** Copy the position's FEN, set it up in the editor (to change it or play from it), start again from the first. */
  private drawTools(fen: string): void {
    if (this.tools.dataset['fen'] === fen) return;
    this.tools.dataset['fen'] = fen;
    replaceChildren(this.tools,
      h('button', { type: 'button', class: 'secondary', 'data-tool': 'copy-fen', title: t('game.copyFenTitle'),
        onclick: () => void copyText(fen).then(copied => this.notice.show(copied ? t('game.fenCopied')
          : t('game.copyFailed'), copied ? 'info' : 'error')) }, t('game.copyFen')),
      h('a', { class: 'button secondary', 'data-link': true, href: `/editor?fen=${encodeURIComponent(fen)}`,
        'data-tool': 'edit-position', title: t('game.editPositionTitle') }, t('game.editPosition')));
  }
}
