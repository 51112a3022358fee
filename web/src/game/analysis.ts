// After the game, a coach: asks for an analysis (quick or deep), shows its progress, and once positions are evaluated
// draws the evaluation graph, an evaluation bar beside the board, each side's accuracy, the judgement of the move
// shown (said in words, and announced to screen readers) with the engine's better move as an arrow. Shift+→ and
// Shift+← go to the next and previous inaccuracy, mistake or blunder. Every number comes from the analysis, made by
// the host's engine or, with no host, by the same engine in this browser's analysis worker (api.ts routes the calls).
import type { Api as Board } from '@lichess-org/chessground/api';
import type { DrawShape } from '@lichess-org/chessground/draw';
import type { Key } from '@lichess-org/chessground/types';
import {
  cancelAnalysis, fetchAnnotatedPgn, getAnalyses, requestAnalysis,
  type AnalysedPosition, type Analysis, type Budget, type Classification, type Color, type Evaluation, type GameState, type JudgedMove,
} from '../api';
import { h, replaceChildren } from '../dom';
import { language, t, tk } from '../i18n';
import { download } from '../ui';
import { evalGraph } from './evalGraph';
import { moveNumber } from './history';

export interface ReviewHost {
  /** Shows the position after `ply` half-moves (null: the live position). */
  goTo(ply: number | null): void;
  board(): Board;
  /** The colour at the bottom of the board. */
  orientation(): Color;
  /** Tells the host the evaluation bar came or went (the board's size changes). */
  barChanged(): void;
  /** Tells the host that the moves' judgements changed (the move list shows their marks). */
  judgementsChanged(): void;
  /** Tells the host that an analysis came or changed (the exercises from its errors follow it). */
  analysisChanged(): void;
  /** Shows `moves` (the engine's line, in SAN) on the board as a line of one's own from the game's position `ply`. */
  tryLine(ply: number, moves: readonly string[]): void;
  /** Brings `box` into view (on a phone, just under the board held at the top) once it is drawn. */
  reveal(box: HTMLElement): void;
}

/** The marks of moves judged wrong, as annotated games write them (the move list and the summary show them). */
export const ERROR_MARKS: Readonly<Partial<Record<Classification, string>>> =
  { inaccuracy: '?!', mistake: '?', blunder: '??' };
const ERRORS = new Set(Object.keys(ERROR_MARKS));

export class AnalysisPanel {
  readonly element = h('section', { class: 'analysis', 'data-testid': 'analysis', 'aria-labelledby': 'analysis-title' });
  /** Under review, what follows the move list: the marks' legend, the buttons, the keys and the annotated PGN. */
  readonly extras = h('div', { class: 'analysis-extras', 'data-testid': 'analysis-extras' });
  readonly bar = h('div', { class: 'eval-bar', 'data-testid': 'eval-bar', role: 'img', hidden: true },
    h('div', { class: 'eval-bar-white' }));
  /** The game's analyses received, by budget: a deep one asked for after a quick one runs while the quick one shows. */
  private readonly analyses = new Map<Budget, Analysis>();
  private state: GameState | null = null;
  private ply = 0;
  private error = '';
  private shapesSet = false;
  /** While an exercise waits for a move in the position shown, the review keeps its judgement of that position's move. */
  private hushed = false;
  /**
   * While a line of one's own is explored (game/explore.ts): its position's evaluation (null while it is being made),
   * which the bar and the arrow show instead of the game's; undefined otherwise.
   */
  private explored: AnalysedPosition | null | undefined = undefined;
  /** Whether the stored analyses have been read: until then the buttons that start one are not offered (they would
   *  flash, then vanish when a stored analysis arrives, and a click in between would start the analysis again). */
  private loaded = false;
  /** The graph last drawn, kept while it would be drawn the same (the game's pushes redraw the panel). */
  private graph: { analysis: Analysis; key: string; element: SVGSVGElement } | null = null;
  /** A review asked for on this page and not yet shown: the first drawing of it brings it into view. */
  private revealOnReview = false;
  private readonly comment = h('p', { class: 'analysis-comment', 'aria-live': 'polite', 'data-testid': 'analysis-comment' });

  constructor(private readonly gameId: string, private readonly host: ReviewHost) {}

  /** The comment on the move shown, while the review shows it; null otherwise. */
  shownComment(): HTMLElement | null {
    return this.comment.isConnected ? this.comment : null;
  }

  /** Reads the analyses already stored for the game. */
  start(): void {
    void getAnalyses(this.gameId).then(list => {
      this.loaded = true;
      // The most recent last, so that it wins over an older one of its budget (there is one of each at most).
      for (const analysis of [...list.analyses].reverse()) {
        if (!this.analyses.has(analysis.budget)) this.receive(analysis);
      }
      this.draw();
    }).catch(() => {
      this.loaded = true;
      this.draw();
    });
  }

  /** An analysis pushed on the socket or answered to a request. */
  receive(analysis: Analysis): void {
    if (analysis.gameId !== this.gameId) return;
    const before = this.judgementKey();
    this.loaded = true;
    this.analyses.set(analysis.budget, analysis);
    this.draw();
    if (this.judgementKey() !== before) this.host.judgementsChanged();
    this.host.analysisChanged();
  }

  /** Whether `analysis` covers every position of the game as it stands, done. */
  private complete(analysis: Analysis | undefined): boolean {
    return !!analysis && analysis.status === 'done' && analysis.total >= (this.state?.moves.length ?? 0) + 1;
  }

  /**
   * The analysis the panel shows: a complete deep one; else the quick one (complete, or as far as it went); else
   * whatever there is.
   */
  private get analysis(): Analysis | null {
    const deep = this.analyses.get('deep');
    const quick = this.analyses.get('quick');
    if (this.complete(deep)) return deep!;
    if (quick && quick.positions.length > 0) return quick;
    return deep ?? quick ?? null;
  }

  /** The analysis running, if any (the deep one first). */
  private running(): Analysis | null {
    return [this.analyses.get('deep'), this.analyses.get('quick')].find(each => each?.status === 'running') ?? null;
  }

  /** Each judged move's classification by ply (none before an analysis, or where it has not reached yet). */
  judgements(): ReadonlyMap<number, Classification> {
    return new Map((this.analysis?.moves ?? []).map(move => [move.ply, move.classification]));
  }

  private judgementKey(): string {
    return (this.analysis?.moves ?? []).map(move => `${move.ply}${move.classification}`).join(',');
  }

  /** The evaluation of the position of a line explored (null while it is made), or undefined when none is. */
  explore(position: AnalysedPosition | null | undefined): void {
    this.explored = position;
  }

  /** Keeps (or no longer keeps) the comment and the arrows of the move that led to the position shown to itself. */
  hush(on: boolean): void {
    this.hushed = on;
  }

  /** The judged moves of a complete review and its budget, for playing its errors again (game/retry.ts); null before one. */
  retryMoves(): { moves: readonly JudgedMove[]; budget: Budget } | null {
    const analysis = this.analysis;
    return analysis && this.complete(analysis) ? { moves: analysis.moves, budget: analysis.budget } : null;
  }

  /** Draws the panel for the game as it stands, the position after `ply` half-moves being shown. */
  render(state: GameState, ply: number): void {
    this.state = state;
    this.ply = ply;
    this.draw();
  }

  /** Shift+→ / Shift+←: the next or previous inaccuracy, mistake or blunder. Whether the key was used. */
  onKey(event: KeyboardEvent): boolean {
    if (!event.shiftKey || !this.analysis || (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft')) return false;
    const errors = this.analysis.moves.filter(move => ERRORS.has(move.classification)).map(move => move.ply);
    const target = event.key === 'ArrowRight' ? errors.find(ply => ply > this.ply)
      : [...errors].reverse().find(ply => ply < this.ply);
    if (target !== undefined) this.host.goTo(target);
    else this.comment.textContent = t(event.key === 'ArrowRight' ? 'analysis.noNextError' : 'analysis.noPreviousError');
    return true;
  }

  /** The evaluation graph of `analysis` with the shown move marked: the same element while nothing it shows changed, so
   *  a redraw for another reason keeps the point under the pointer (or a test's locator) in place. */
  private graphOf(analysis: Analysis, plies: number): SVGSVGElement {
    const current = Math.min(this.ply, plies);
    const key = `${language()} ${plies} ${current}`;
    if (this.graph?.analysis !== analysis || this.graph.key !== key) {
      this.graph = { analysis, key,
        element: evalGraph(analysis, plies, current, t('analysis.graph'), ply => this.host.goTo(ply)) };
    }
    return this.graph.element;
  }

  private available(): boolean {
    const state = this.state;
    return !!state && (state.mode !== 'lan' || state.status === 'finished');
  }

  private draw(): void {
    const state = this.state;
    if (!state) return;
    const analysis = this.analysis;
    const parts: HTMLElement[] = [h('h3', { id: 'analysis-title' }, t('analysis.title'))];
    if (!this.available()) {
      parts.push(h('p', { class: 'hint' }, t('analysis.notDuringNetworkGame')));
      replaceChildren(this.element, parts);
      replaceChildren(this.extras, []);
      this.drawBar(null);
      this.drawShapes(null);
      return;
    }
    const running = this.running();
    const controls: HTMLElement[] = [];
    if (running) {
      controls.push(h('div', { class: 'analysis-progress' },
        h('label', { for: 'analysis-progress' }, t('analysis.progress', { done: running.analysed, total: running.total })),
        h('progress', { id: 'analysis-progress', max: running.total, value: running.analysed,
          'data-testid': 'analysis-progress', 'data-budget': running.budget }),
        h('button', { type: 'button', 'data-testid': 'analysis-cancel', onclick: () => void this.cancel() },
          t('common.cancel'))));
      if (analysis && analysis !== running) controls.push(h('p', { class: 'hint' }, t('analysis.deepRunning')));
    } else {
      const latest = analysis?.status === 'cancelled' || analysis?.status === 'failed' ? analysis
        : [...this.analyses.values()].find(each => each.status === 'cancelled' || each.status === 'failed');
      if (latest?.status === 'cancelled') {
        controls.push(h('p', { class: 'hint' }, t('analysis.cancelled', { done: latest.analysed, total: latest.total })));
      } else if (latest?.status === 'failed') {
        controls.push(h('p', { class: 'hint' }, t('analysis.failed')));
      }
      const quickDone = this.complete(this.analyses.get('quick'));
      const deepDone = this.complete(this.analyses.get('deep'));
      if (this.loaded && !quickDone && !deepDone) {
        controls.push(h('div', { class: 'analysis-start' },
          h('button', { type: 'button', class: 'primary', 'data-testid': 'analyse-quick',
            onclick: () => void this.ask('quick') }, t('analysis.quick')),
          h('button', { type: 'button', 'data-testid': 'analyse-deep', onclick: () => void this.ask('deep') },
            t('analysis.deep'))));
      } else if (this.loaded && quickDone && !deepDone) {
        // A quick review can be deepened: the quick one stays in view while the deep one runs.
        controls.push(h('div', { class: 'analysis-start' },
          h('button', { type: 'button', 'data-testid': 'analyse-deep', onclick: () => void this.ask('deep') },
            t('analysis.deepen'))));
      }
    }
    if (this.error) controls.push(h('p', { class: 'analysis-error', role: 'alert' }, this.error));
    const reviewing = !!analysis && analysis.positions.length > 0;
    // Under review, the comment on the move shown comes first, then the graph and the accuracy: with the board, what a
    // player looks at together (the side panel puts this section right under the game's status, see analysis.css).
    this.element.classList.toggle('reviewing', reviewing);
    if (reviewing && this.revealOnReview) {
      // Asked for from the foot of the panel, the review moves to its head (analysis.css): brought into view there,
      // so that its progress, then its comment, are seen where the player is.
      this.revealOnReview = false;
      this.host.reveal(this.element);
    }
    const extras: HTMLElement[] = [];
    if (running) parts.push(...controls);
    if (analysis && reviewing) {
      const plies = analysis.total - 1;
      // Only a change is announced: the same words again (a push of the same move) would be read out twice.
      const words = this.words(analysis);
      if (this.comment.textContent !== words) this.comment.textContent = words;
      // While a line is explored its box says what the board shows; the game's move is judged again on leaving it.
      if (this.explored === undefined && !this.hushed) parts.push(this.comment);
      const better = analysis.moves.find(each => each.ply === this.ply)?.better;
      // Lines of one's own are for a finished game only: while it is played, a move on the board is the game's.
      if (this.explored === undefined && !this.hushed && state.status === 'finished' && better?.line.length
        && ERRORS.has(analysis.moves.find(each => each.ply === this.ply)!.classification)) {
        // The better move's line, played out on the board as a variation (game/explore.ts), one move at a time.
        parts.push(h('button', { type: 'button', class: 'link-button analysis-try', 'data-testid': 'analysis-try',
          onclick: () => this.host.tryLine(this.ply - 1, better.line) }, t('analysis.tryBetter', { move: better.san })));
      }
      parts.push(h('div', { class: 'eval-graph-box' }, this.graphOf(analysis, plies)));
      parts.push(this.summary(analysis));
      // What the marks, the mates column and the evaluation's numbers mean, in words a touch screen shows too.
      extras.push(h('p', { class: 'hint analysis-legend', 'data-testid': 'analysis-legend' }, t('analysis.legend')));
      if (!running) extras.push(...controls);
      extras.push(h('p', { class: 'hint keyboard-only' }, t('analysis.keys')));
      if (analysis.status === 'done') {
        extras.push(h('button', { type: 'button', class: 'link-button', 'data-testid': 'analysis-pgn',
          onclick: () => void this.downloadPgn(analysis.budget) }, t('analysis.pgn')));
      }
    } else if (!running) {
      parts.push(...controls);
    }
    replaceChildren(this.extras, extras);
    replaceChildren(this.element, parts);
    this.drawBar(analysis);
    this.drawShapes(analysis);
  }

  private summary(analysis: Analysis): HTMLElement {
    const percent = new Intl.NumberFormat(language() === 'es' ? 'es-ES' : 'en-GB',
      { style: 'percent', maximumFractionDigits: 0 });
    const row = (color: Color) => {
      const side = analysis.sides[color];
      return h('tr', { 'data-side': color },
        h('th', { scope: 'row' }, tk(`analysis.side.${color}`)),
        h('td', null, side.accuracy === null ? '–' : percent.format(side.accuracy / 100)),
        h('td', null, side.inaccuracies), h('td', null, side.mistakes), h('td', null, side.blunders),
        h('td', null, `${side.matesFound} / ${side.matesMissed}`));
    };
    return h('table', { class: 'analysis-summary', 'data-testid': 'analysis-summary' },
      h('caption', null, tk(`analysis.${analysis.budget}`)),
      h('thead', null, h('tr', null, h('td', null), h('th', { scope: 'col' }, t('analysis.accuracy')),
        h('th', { scope: 'col', title: t('analysis.class.inaccuracy') }, ERROR_MARKS.inaccuracy),
        h('th', { scope: 'col', title: t('analysis.class.mistake') }, ERROR_MARKS.mistake),
        h('th', { scope: 'col', title: t('analysis.class.blunder') }, ERROR_MARKS.blunder),
        h('th', { scope: 'col', title: t('analysis.matesTitle') }, t('analysis.mates')))),
      h('tbody', null, row('white'), row('black')));
  }

  /** The judgement of the move that led to the position shown, in words. */
  private words(analysis: Analysis): string {
    if (this.ply === 0) return t('analysis.start');
    const move = analysis.moves.find(each => each.ply === this.ply);
    if (!move) return t('analysis.notYet');
    const name = `${this.moveNumber(move)} ${move.san}`;
    const parts = [tk(`analysis.verdict.${move.classification}`, { move: name })];
    if (move.mate === 'missed') parts.push(t('analysis.mateMissed'));
    if (move.mate === 'found') parts.push(t('analysis.mateFound'));
    if (move.better) {
      parts.push(t('analysis.better', { move: move.better.san, eval: evalSentence(move.better.eval) }));
    }
    const forcedMate = move.evalAfter.mate !== undefined || !!move.evalAfter.checkmated;
    if (ERRORS.has(move.classification) && forcedMate) {
      // A forced mate says it all; the curve's chances (a mate counts as a large lead) would only contradict it.
      parts.push(t('analysis.afterMate', { eval: evalSentence(move.evalAfter) }));
    } else if (ERRORS.has(move.classification)) {
      const percent = new Intl.NumberFormat(language() === 'es' ? 'es-ES' : 'en-GB',
        { style: 'percent', maximumFractionDigits: 0 });
      parts.push(t('analysis.after', {
        eval: evalSentence(move.evalAfter),
        side: tk(`analysis.sideOf.${move.color}`),
        before: percent.format(move.winBefore / 100),
        after: percent.format(move.winAfter / 100),
      }));
    }
    return parts.join(' ');
  }

  private moveNumber(move: JudgedMove): string {
    return moveNumber(this.state?.startFen ?? '', move.ply).text;
  }

  private drawBar(analysis: Analysis | null): void {
    // While a line's position is evaluated, the bar keeps what it showed, dimmed, and says it is waiting: it moves once
    // the evaluation comes.
    const pending = this.explored === null && !this.bar.hidden;
    this.bar.classList.toggle('pending', pending);
    if (pending) {
      this.bar.setAttribute('aria-label', t('explore.evaluating'));
      this.bar.title = t('explore.evaluating');
      return;
    }
    const position = this.explored !== undefined ? this.explored
      : analysis?.positions.find(each => each.ply === this.ply);
    const hidden = !position;
    if (this.bar.hidden !== hidden) {
      this.bar.hidden = hidden;
      this.host.barChanged();
    }
    if (!position) return;
    const white = this.bar.firstElementChild as HTMLElement;
    white.style.height = `${position.whiteWin}%`;
    this.bar.classList.toggle('flipped', this.host.orientation() === 'black');
    this.bar.setAttribute('aria-label', t('analysis.bar', { eval: evalWords(position.eval) }));
    this.bar.dataset['eval'] = evalText(position.eval);
    this.bar.title = evalWords(position.eval);
  }

  /** The move shown, when an error, as a red arrow, and the engine's better move as a green one. */
  private drawShapes(analysis: Analysis | null): void {
    const move = this.explored !== undefined || this.hushed ? undefined
      : analysis?.moves.find(each => each.ply === this.ply);
    const shapes: DrawShape[] = [];
    if (this.explored?.best) {
      // In a line explored, the engine's move there, as a blue arrow (a suggestion, not the verdict on a game's move).
      shapes.push({ orig: this.explored.best.slice(0, 2) as Key, dest: this.explored.best.slice(2, 4) as Key,
        brush: 'paleBlue' });
    }
    if (move && ERRORS.has(move.classification) && move.better) {
      shapes.push({ orig: move.uci.slice(0, 2) as Key, dest: move.uci.slice(2, 4) as Key, brush: 'red' });
      shapes.push({ orig: move.better.uci.slice(0, 2) as Key, dest: move.better.uci.slice(2, 4) as Key, brush: 'green' });
    }
    if (shapes.length === 0 && !this.shapesSet) return;
    this.host.board().setAutoShapes(shapes);
    this.shapesSet = shapes.length > 0;
  }

  private async ask(budget: Budget): Promise<void> {
    this.error = '';
    try {
      this.revealOnReview = true;
      this.receive(await requestAnalysis(this.gameId, budget));
    } catch (error) {
      this.revealOnReview = false;
      this.error = error instanceof Error ? error.message : String(error);
      this.draw();
    }
  }

  private async cancel(): Promise<void> {
    try {
      this.receive(await cancelAnalysis(this.gameId));
    } catch {
      // It ended meanwhile: the socket brings the final state.
    }
  }

  private async downloadPgn(budget: Budget): Promise<void> {
    try {
      download(`escaque-${this.gameId}-${budget}.pgn`, await fetchAnnotatedPgn(this.gameId, budget));
    } catch (error) {
      this.error = error instanceof Error ? error.message : String(error);
      this.draw();
    }
  }
}

/** An evaluation as short text: +1.2 (English) or +1,2 (Spanish), #3, #-2. */
export function evalText(evaluation: Evaluation): string {
  if (evaluation.checkmated) return '#';
  if (evaluation.mate !== undefined) return `#${evaluation.mate}`;
  const pawns = (evaluation.cp ?? 0) / 100;
  const text = new Intl.NumberFormat(language() === 'es' ? 'es-ES' : 'en-GB',
    { minimumFractionDigits: 1, maximumFractionDigits: 1, signDisplay: 'exceptZero' }).format(pawns);
  return text.replace('-', '−');
}

/** What an evaluation says, as the subject of a sentence: "la evaluación queda en +1,2", "las blancas dan mate en 3". */
export function evalSentence(evaluation: Evaluation): string {
  if (evaluation.checkmated) return t('analysis.isCheckmate');
  if (evaluation.mate !== undefined) return evalWords(evaluation);
  return t('analysis.evalIs', { value: evalText(evaluation) });
}

/** An evaluation in words: "+1,2", "las blancas dan mate en 3", "jaque mate". */
export function evalWords(evaluation: Evaluation): string {
  if (evaluation.checkmated) return t('analysis.checkmate');
  if (evaluation.mate !== undefined) {
    return t(evaluation.mate > 0 ? 'analysis.mateFor.white' : 'analysis.mateFor.black', { n: Math.abs(evaluation.mate) });
  }
  return evalText(evaluation);
}
