// "What if?": once a game is over, a move made on the board from any of its positions starts a line of one's own
// (a variation) beside the game, as on an analysis board. Core reads every move of it, says its SAN and the legal
// moves after it, and the engine evaluates where it stands, as an analysis evaluates a game's positions (a quick
// analysis's nodes). Both run in this browser's WebAssembly build, with a host or without: a line is not the game's,
// nothing of it is sent or stored, and leaving it ("Volver a la partida", Esc, a move of the game) forgets it.
import {
  evaluateLine, exploreLine, type AnalysedPosition, type Color, type ExploredLine, type MoveText,
} from '../api';
import { h, replaceChildren } from '../dom';
import { t, tk } from '../i18n';
import { evalText, evalWords } from './analysis';
import { moveNumber } from './history';
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
  /** Core's answers (the legal moves after a line), by "<fen>|<moves>". */
  private readonly answers = new Map<string, ExploredLine>();
  private readonly asked = new Set<string>();
  /** The engine's evaluations of explored positions, by the same key. */
  private readonly evaluations = new Map<string, AnalysedPosition>();
  private evaluating: string | null = null;
  private evaluateTimer = 0;
  private failure = '';
  /** Whether a finished game's page offers the line (it says so under the status). */
  private offered = false;

  constructor(private readonly host: ExploreHost) {}

  get active(): boolean {
    return this.line !== null;
  }

  /** The game's position the line starts from (its ply), when a line is explored. */
  get basePly(): number | null {
    return this.line?.basePly ?? null;
  }

  /** Core's answer for the position after `moves` from `fen`, asked for once; undefined until it comes. */
  position(fen: string, moves: readonly string[]): ExploredLine | undefined {
    const key = `${fen}|${moves.join(' ')}`;
    const known = this.answers.get(key);
    if (known || this.asked.has(key)) return known;
    this.asked.add(key);
    void exploreLine(fen, [...moves]).then(answer => {
      this.answers.set(key, answer);
      this.host.changed();
    }).catch(error => this.fail(error));
    return undefined;
  }

  /** The position the board shows while exploring: core's answer, or, until it comes, the last move's FEN. */
  current(): { answer: ExploredLine | undefined; fen: string; lastMove: [string, string] | null } | null {
    const line = this.line;
    if (!line) return null;
    const moves = line.steps.slice(0, line.shown).map(step => step.uci);
    const last = line.steps[line.shown - 1];
    return {
      answer: this.position(line.baseFen, moves),
      fen: last?.fen ?? line.baseFen,
      lastMove: last ? [last.uci.slice(0, 2), last.uci.slice(2, 4)] : null,
    };
  }

  /**
   * A move made on the board: from the game's position after `basePly` (`baseFen`) when no line is explored (the
   * game's own next move, `gameMove`, just steps forward: `false` is returned), else after the moves shown.
   */
  async play(uci: string, basePly: number, baseFen: string, gameMove: string | undefined): Promise<boolean> {
    if (!this.line && gameMove === uci) return false;
    const line = this.line ?? { basePly, baseFen, steps: [], shown: 0 };
    if (line.steps[line.shown]?.uci === uci) {
      line.shown += 1;
    } else {
      const moves = [...line.steps.slice(0, line.shown).map(step => step.uci), uci];
      let answer: ExploredLine;
      try {
        answer = await exploreLine(line.baseFen, moves);
      } catch (error) {
        this.fail(error);
        this.host.changed();
        return true;
      }
      this.answers.set(`${line.baseFen}|${moves.join(' ')}`, answer);
      line.steps = answer.moves;
      line.shown = moves.length;
    }
    this.line = line;
    this.failure = '';
    const played = line.steps[line.shown - 1]!;
    this.host.announce(sayMove(played.san));
    this.host.changed();
    return true;
  }

  /**
   * Core or the engine could not answer: this browser cannot run the WebAssembly build (too old for WebAssembly GC), or
   * it failed. The player is told in words; the console keeps what went wrong.
   */
  private fail(error: unknown, draw = true): void {
    console.warn('escaque: a line explored could not be read or evaluated:', error);
    this.failure = t('explore.unavailable');
    if (draw) this.draw();
  }

  /**
   * Shows the engine's line (SAN, as the review writes it) as a line of one's own: from the game's position after
   * `basePly` (`baseFen`), or, when `fromLine`, after the moves of the line shown. The board shows its first move; →
   * goes on through it.
   */
  async tryLine(moves: readonly string[], basePly: number, baseFen: string, fromLine = false): Promise<void> {
    const line = fromLine && this.line ? this.line : { basePly, baseFen, steps: [], shown: 0 };
    const before = line.steps.slice(0, line.shown).map(step => step.uci);
    const all = [...before, ...moves];
    let answer: ExploredLine;
    try {
      answer = await exploreLine(line.baseFen, all);
    } catch (error) {
      this.fail(error);
      return;
    }
    this.answers.set(`${line.baseFen}|${answer.moves.map(step => step.uci).join(' ')}`, answer);
    this.line = { ...line, steps: answer.moves, shown: Math.min(before.length + 1, answer.moves.length) };
    this.failure = '';
    const played = this.line.steps[this.line.shown - 1];
    if (played) this.host.announce(sayMove(played.san));
    this.host.changed();
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
    line.shown = Math.min(line.steps.length, next);
    this.host.changed();
  }

  private goToStep(shown: number): void {
    if (!this.line) return;
    this.line.shown = shown;
    this.host.changed();
  }

  /** Forgets the line. */
  clear(): void {
    this.line = null;
    this.failure = '';
    window.clearTimeout(this.evaluateTimer);
  }

  /** The evaluation of the position shown in the line: null while it is being made, undefined with no line. */
  evaluation(): AnalysedPosition | null | undefined {
    const line = this.line;
    if (!line) return undefined;
    const key = `${line.baseFen}|${line.steps.slice(0, line.shown).map(step => step.uci).join(' ')}`;
    return this.evaluations.get(key) ?? null;
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
      // Where this browser cannot read lines, it says so instead of offering them.
      replaceChildren(this.element, this.failure ? h('p', { class: 'hint explore-offer', role: 'status' }, this.failure)
        : h('p', { class: 'hint explore-offer', 'data-testid': 'explore-offer' }, t('explore.offer')));
      this.element.classList.remove('exploring');
      return;
    }
    this.element.classList.add('exploring');
    const moves = line.steps.map((step, index) => {
      const number = moveNumber(line.baseFen, index + 1);
      const label = number.white || index === 0 ? `${number.text} ${step.san}` : step.san;
      return h('button', { type: 'button', class: 'move explore-move', 'data-step': index + 1,
        'aria-current': index + 1 === line.shown ? 'step' : false,
        'aria-label': `${number.text} ${step.san}, ${sayMove(step.san)}`,
        onclick: () => this.goToStep(index + 1) }, label);
    });
    replaceChildren(this.element,
      h('p', { class: 'explore-title' }, h('strong', null, t('explore.title')), ' ',
        line.basePly === 0 ? t('explore.fromStart') : t('explore.from', { move: this.host.moveName(line.basePly) })),
      h('div', { class: 'explore-moves', 'data-testid': 'explore-moves', role: 'group', 'aria-label': t('explore.moves') },
        ...moves),
      h('p', { class: 'explore-eval', 'data-testid': 'explore-eval', 'aria-live': 'polite' }, this.evalLine()),
      this.engineLineButton(),
      this.failure ? h('p', { class: 'analysis-error', role: 'alert' }, this.failure) : null,
      h('button', { type: 'button', class: 'link-button', 'data-testid': 'explore-leave', onclick: () => this.host.leave() },
        t('explore.leave')),
      h('p', { class: 'hint keyboard-only' }, t('explore.keys')));
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
    const current = this.current();
    const ending = current?.answer?.ending;
    if (ending) return tk(`explore.ending.${ending}`);
    const evaluation = this.evaluation();
    if (!evaluation) return t('explore.evaluating');
    const words = evalWords(evaluation.eval);
    const number = evaluation.eval.mate === undefined && !evaluation.eval.checkmated ? words : `${words} (${evalText(evaluation.eval)})`;
    if (!evaluation.bestSan) return t('explore.eval', { eval: number });
    return t('explore.evalBest', { eval: number, move: evaluation.bestSan, line: (evaluation.line ?? []).slice(0, 6).join(' ') });
  }

  /** Asks the engine for the shown position's evaluation, a moment after the board stops changing. */
  private askEvaluation(): void {
    const line = this.line;
    window.clearTimeout(this.evaluateTimer);
    if (!line || this.evaluation() || this.current()?.answer?.ending) return;
    const moves = line.steps.slice(0, line.shown).map(step => step.uci);
    const key = `${line.baseFen}|${moves.join(' ')}`;
    if (this.evaluating === key) return;
    this.evaluateTimer = window.setTimeout(() => {
      this.evaluating = key;
      void evaluateLine(line.baseFen, moves).then(position => {
        this.evaluations.set(key, position);
      }).catch(error => this.fail(error, false)).finally(() => {
        if (this.evaluating === key) this.evaluating = null;
        this.host.changed();
      });
    }, 250);
  }

  /** The SAN of the line's move the board shows, if any. */
  lastSan(): string | undefined {
    const line = this.line;
    return line ? line.steps[line.shown - 1]?.san : undefined;
  }

  /** The colour whose move it is in the line's position (core's answer), if known. */
  turn(): Color | undefined {
    return this.current()?.answer?.turn;
  }
}
