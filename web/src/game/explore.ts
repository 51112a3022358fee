// "What if?": once a game is over, a move made on the board from any of its positions starts a line of one's own
// (a variation) beside the game, as on an analysis board. Core reads every move of it, says its SAN and the legal
// moves after it, and the engine evaluates where it stands, as an analysis evaluates a game's positions (a quick
// analysis's nodes). Both run in this browser's WebAssembly build, with a host or without: a line is not the game's,
// nothing of it is sent or stored, and leaving it ("Salir de la variante", Esc, a move of the game) forgets it.
import type { AnalysedPosition, ExploredLine, MoveText } from '../api';
import { h, replaceChildren } from '../dom';
import { t, tk } from '../i18n';
import { evalText, evalWords } from './analysis';
import { moveNumber } from './history';
import { LineReader } from './lineReader';
import { sayMove } from './words';

export interface ExploreHost {
  /** Something the board or the panel shows changed. */
  changed(): void;
  /** Leaves the line, back to the game's position it started from. */
  leave(): void;
  announce(text: string): void;
  /** The game's move after which position `ply` stands, as written in the move list ("12… Nf6"); "" for the start. */
  moveName(ply: number): string;
}

/** The line explored: the game's position it starts from, its moves, and how many of them the board shows. */
interface Line {
  basePly: number;
  baseFen: string;
  steps: MoveText[];
  shown: number;
}


export class Explorer {
  readonly element = h('div', { class: 'explore', 'data-testid': 'explore', hidden: true });
  private line: Line | null = null;
  /** Counts the line's changes: an answer that comes after a change it did not ask for is dropped. */
  private generation = 0;
  /** Core's readings and the engine's evaluations; where this browser cannot run the build, nothing is offered. */
  private readonly reader = new LineReader(() => this.changed());
  /** A line's move or evaluation failed otherwise (said in the box until the line changes). */
  private failure = '';
  /** Whether a finished game's page offers the line (it says so under the status). */
  private offered = false;
  private disposed = false;
  // Kept from one drawing to the next, so that a screen reader hears a new evaluation once, when it comes.
  private readonly evalElement = h('p', { class: 'explore-eval', 'data-testid': 'explore-eval', 'aria-live': 'polite' });
  private readonly failureElement = h('p', { class: 'analysis-error', role: 'alert' });

  constructor(private readonly host: ExploreHost) {}

  get active(): boolean {
    return this.line !== null;
  }

  /** Whether this browser can read lines (its WebAssembly worker started), as far as is known yet. */
  get available(): boolean {
    return !this.reader.unavailable;
  }

  /** The game's position the line starts from (its ply), when a line is explored. */
  get basePly(): number | null {
    return this.line?.basePly ?? null;
  }

  /** Core's answer for the position after `moves` from `fen`, asked for once; undefined until it comes. */
  position(fen: string, moves: readonly string[]): ExploredLine | undefined {
    return this.reader.position(fen, moves);
  }

  /** The position the board shows while exploring: core's answer, or, until it comes, the last move's FEN. */
  current(): { answer: ExploredLine | undefined; fen: string; lastMove: [string, string] | null } | null {
    const line = this.line;
    if (!line) return null;
    const last = line.steps[line.shown - 1];
    return {
      answer: this.position(line.baseFen, this.shownMoves(line)),
      fen: last?.fen ?? line.baseFen,
      lastMove: last ? [last.uci.slice(0, 2), last.uci.slice(2, 4)] : null,
    };
  }

  private shownMoves(line: Line): string[] {
    return line.steps.slice(0, line.shown).map(step => step.uci);
  }

  /**
   * A move made on the board: from the game's position after `basePly` (`baseFen`) when no line is explored (the
   * game's own next move, `gameMove`, just steps forward: `false` is returned), else after the moves shown.
   */
  async play(uci: string, basePly: number, baseFen: string, gameMove: string | undefined): Promise<boolean> {
    if (!this.line && gameMove === uci) return false;
    const line = this.line ?? { basePly, baseFen, steps: [], shown: 0 };
    if (line.steps[line.shown]?.uci === uci) {
      this.show({ ...line, shown: line.shown + 1 });
      return true;
    }
    const moves = [...this.shownMoves(line), uci];
    const generation = this.generation;
    let answer: ExploredLine;
    try {
      answer = await this.reader.read(line.baseFen, moves);
    } catch (error) {
      this.fail(error);
      return true;
    }
    // The player left the line, or moved on in it, while core answered: this move was for a board no longer shown.
    if (generation !== this.generation || this.disposed) return true;
    this.show({ ...line, steps: answer.moves, shown: moves.length });
    return true;
  }

  /**
   * Shows the engine's line (SAN, as the review writes it) as a line of one's own: from the game's position after
   * `basePly` (`baseFen`), or, when `fromLine`, after the moves of the line shown. The board shows its first move; →
   * goes on through it.
   */
  async tryLine(moves: readonly string[], basePly: number, baseFen: string, fromLine = false): Promise<void> {
    const line = fromLine && this.line ? this.line : { basePly, baseFen, steps: [], shown: 0 };
    const before = this.shownMoves(line);
    const generation = this.generation;
    let answer: ExploredLine;
    try {
      answer = await this.reader.read(line.baseFen, [...before, ...moves]);
    } catch (error) {
      this.fail(error);
      return;
    }
    if (generation !== this.generation || this.disposed) return;
    this.show({ ...line, steps: answer.moves, shown: Math.min(before.length + 1, answer.moves.length) });
  }

  /** Puts `line` on the board, says its move, and forgets any failure of the one before. */
  private show(line: Line): void {
    this.generation += 1;
    this.line = line;
    this.failure = '';
    const played = line.steps[line.shown - 1];
    if (played) this.host.announce(sayMove(played.san));
    this.changed();
  }

  /** A line's move or evaluation failed: said in the box, and the console keeps what went wrong. */
  private fail(error: unknown): void {
    console.warn('escaque: a line explored could not be read or evaluated:', error);
    this.failure = t('explore.failed');
    this.changed();
  }

  /** ← and → inside the line; back from its first move leaves it. */
  step(delta: number): void {
    const line = this.line;
    if (!line) return;
    const next = line.shown + delta;
    if (next <= 0) {
      this.host.leave();
      return;
    }
    this.goToStep(Math.min(line.steps.length, next));
  }

  private goToStep(shown: number): void {
    if (!this.line || shown === this.line.shown) return;
    this.generation += 1;
    this.line = { ...this.line, shown };
    this.changed();
  }

  /** Forgets the line. */
  clear(): void {
    if (this.line) this.generation += 1;
    this.line = null;
    this.failure = '';
    this.reader.cancel();
  }

  /** The page is left: answers that come later change nothing. */
  dispose(): void {
    this.clear();
    this.disposed = true;
  }

  private changed(): void {
    if (!this.disposed) this.host.changed();
  }

  /**
   * The evaluation of the position shown in the line: null while it is being made (or when it could not be),
   * undefined with no line.
   */
  evaluation(): AnalysedPosition | null | undefined {
    const line = this.line;
    if (!line) return undefined;
    return this.reader.evaluation(line.baseFen, this.shownMoves(line)) ?? null;
  }

  /** Draws the line's box; `finished`: the game is over (the box then says a move may be tried). */
  render(finished: boolean): void {
    this.offered = finished;
    this.draw();
    this.askEvaluation();
  }

  private draw(): void {
    const line = this.line;
    this.element.hidden = !this.offered;
    if (!this.offered) return;
    if (!line) {
      this.element.classList.remove('exploring');
      // Where this browser cannot read lines, it says so instead of offering them.
      replaceChildren(this.element, this.reader.unavailable
        ? h('p', { class: 'hint explore-offer', role: 'status' }, t('explore.unavailable'))
        : h('p', { class: 'hint explore-offer', 'data-testid': 'explore-offer' }, t('explore.offer')));
      return;
    }
    this.element.classList.add('exploring');
    // A click on one of the line's moves redraws the box: the focus stays on the move now shown.
    const focused = document.activeElement instanceof HTMLElement && this.element.contains(document.activeElement)
      && document.activeElement.classList.contains('explore-move');
    const moves = line.steps.map((step, index) => {
      const number = moveNumber(line.baseFen, index + 1);
      const label = number.white || index === 0 ? `${number.text} ${step.san}` : step.san;
      return h('button', { type: 'button', class: 'move explore-move', 'data-step': index + 1,
        'aria-current': index + 1 === line.shown ? 'step' : false,
        'aria-label': `${number.text} ${step.san}, ${sayMove(step.san)}`,
        onclick: () => this.goToStep(index + 1) }, label);
    });
    const words = this.evalLine();
    if (this.evalElement.textContent !== words) this.evalElement.textContent = words;
    if (this.failureElement.textContent !== this.failure) this.failureElement.textContent = this.failure;
    replaceChildren(this.element,
      h('p', { class: 'explore-title' }, h('strong', null, t('explore.title')), ' ',
        line.basePly === 0 ? t('explore.fromStart') : t('explore.from', { move: this.host.moveName(line.basePly) })),
      h('div', { class: 'explore-moves', 'data-testid': 'explore-moves', role: 'group', 'aria-label': t('explore.moves') },
        ...moves),
      this.evalElement,
      this.engineLineButton(),
      this.failure ? this.failureElement : null,
      h('button', { type: 'button', class: 'link-button', 'data-testid': 'explore-leave', onclick: () => this.host.leave() },
        t('explore.leave')),
      h('p', { class: 'hint keyboard-only' }, t('explore.keys')));
    if (focused) moves[line.shown - 1]?.focus({ preventScroll: true });
  }

  /** "Seguir la línea del motor": the engine's line from the position shown, added to the line. */
  private engineLineButton(): HTMLElement | null {
    const evaluation = this.evaluation();
    const line = this.line;
    if (!line || !evaluation?.line?.length) return null;
    return h('button', { type: 'button', class: 'link-button', 'data-testid': 'explore-engine-line',
      onclick: () => void this.tryLine(evaluation.line!, line.basePly, line.baseFen, true) }, t('explore.followEngine'));
  }

  /** What the line's position is worth, in words: the board's own ending, the engine's view, or that it is coming. */
  private evalLine(): string {
    const ending = this.current()?.answer?.ending;
    if (ending) return tk(`explore.ending.${ending}`);
    const evaluation = this.evaluation();
    if (!evaluation) {
      const line = this.line;
      const failed = line && this.reader.evaluationFailed(line.baseFen, this.shownMoves(line));
      return t(failed ? 'explore.notEvaluated' : 'explore.evaluating');
    }
    return engineSentence(evaluation);
  }

  /** Asks the engine for the shown position's evaluation (one at a time, once the board stops changing: LineReader). */
  private askEvaluation(): void {
    const line = this.line;
    if (line) this.reader.askEvaluation(line.baseFen, this.shownMoves(line));
    else this.reader.cancel();
  }

  /** The SAN of the line's move the board shows, if any. */
  lastSan(): string | undefined {
    const line = this.line;
    return line ? line.steps[line.shown - 1]?.san : undefined;
  }
}

/**
 * The engine's word on a position as a sentence: what it is worth ("+0,3", "las blancas dan mate en 2 (#2)"), its move
 * and the first moves of its line after it.
 */
export function engineSentence(evaluation: AnalysedPosition): string {
  const words = evalWords(evaluation.eval);
  const value = evaluation.eval.mate === undefined && !evaluation.eval.checkmated ? words : `${words} (${evalText(evaluation.eval)})`;
  if (!evaluation.bestSan) return t('explore.eval', { eval: value });
  const rest = (evaluation.line ?? []).slice(1, 6);
  return rest.length === 0 ? t('explore.evalMove', { eval: value, move: evaluation.bestSan })
    : t('explore.evalBest', { eval: value, move: evaluation.bestSan, line: rest.join(' ') });
}
