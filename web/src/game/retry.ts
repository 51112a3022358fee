// "Learn from your mistakes": once a finished game is reviewed, each mistake and blunder of the player's side (both
// sides' on one device, or in a game one only watched) becomes an exercise. The board shows the position before the
// error; a move made there is judged as the review judged the game's moves (core and the engine in this browser's
// WebAssembly build, the same quick budget before and after it): the engine's move or one that keeps the winning
// chances solves it, the game's own move or another error does not. The solution (the review's better line) is one
// click away, an exercise may be skipped, and nothing is stored.
import { judgeLineMove, type Color, type JudgedMove } from '../api';
import { h, replaceChildren } from '../dom';
import { t, tk } from '../i18n';
import { ERROR_MARKS } from './analysis';

export interface RetryHost {
  /** Shows the game's position after `ply` half-moves, with no line of one's own. */
  goTo(ply: number): void;
  /** Shows `uci`, played from the game's position after `ply`, as a line of one's own (the move found). */
  showMove(ply: number, uci: string): void;
  /** Shows the engine's line `moves` (SAN) from the game's position after `ply` (the solution). */
  showLine(ply: number, moves: readonly string[]): void;
  /** Something the board or the panel shows changed. */
  changed(): void;
  announce(text: string): void;
  /** The game's move that led to position `ply`, as the move list writes it ("18. Bxb6"). */
  moveName(ply: number): string;
  /** The move number and dots a move played from position `ply` takes ("18." or "18…"). */
  numberAt(ply: number): string;
}

/** Where an exercise stands: a move is awaited, being judged, was not better, or the exercise is over. */
type Phase = 'find' | 'checking' | 'wrong' | 'solved' | 'shown';
type Outcome = 'solved' | 'shown' | 'skipped';

/** The errors that become exercises: mistakes and blunders (an inaccuracy often has several moves as good). */
const RETRIED = new Set(['mistake', 'blunder']);

export class Retry {
  readonly element = h('section', { class: 'retry', 'data-testid': 'retry', hidden: true, 'aria-labelledby': 'retry-title',
    tabindex: -1 });
  /** The errors offered: those of `sides`, in the game's order, each with the review's better move. */
  private errors: JudgedMove[] = [];
  private sides: Color[] = [];
  /** The exercise shown (an index into `errors`), or -1 when none is: then only the offer is drawn. */
  private index = -1;
  private phase: Phase = 'find';
  /** What the last move tried was, in words ("Qh5: error grave (??)…"), until the next move or exercise. */
  private verdict = '';
  private readonly outcomes = new Map<number, Outcome>();
  /** Counts the exercises' changes: a judgement that comes after the player moved on is dropped. */
  private generation = 0;
  private unavailable = false;
  /** The board shows another position than the exercise's, which awaits a move. */
  private away = false;
  private disposed = false;
  // Said to screen readers through the page's announcer (host.announce) as it changes: the box itself is drawn anew when
  // an exercise starts, and a region inserted with its text is not read out.
  private readonly message = h('p', { class: 'retry-message', 'data-testid': 'retry-message' });

  constructor(private readonly host: RetryHost) {}

  get active(): boolean {
    return this.index >= 0;
  }

  private get current(): JudgedMove | undefined {
    return this.errors[this.index];
  }

  /** The game's position where the exercise waits for a move (the one before the error), or null. */
  awaitedPly(): number | null {
    const error = this.current;
    return error && (this.phase === 'find' || this.phase === 'wrong') ? error.ply - 1 : null;
  }

  /** Whether a move tried is being judged (the board takes no other meanwhile). */
  get checking(): boolean {
    return this.active && this.phase === 'checking';
  }

  /** Whether the board shows the exercise's position (the game's `viewPly`, no line explored) while it awaits a move. */
  showing(viewPly: number | null, exploring: boolean): boolean {
    const awaited = this.awaitedPly();
    return awaited !== null && !exploring && viewPly === awaited;
  }

  /**
   * The review's judged moves (null before a complete review), the sides whose errors are offered, and the position the
   * board shows (the game's `viewPly`, null for the last; `exploring` a line): the offer is drawn when any of those sides
   * made a mistake or a blunder the review gives a better move for.
   */
  update(moves: readonly JudgedMove[] | null, sides: Color[], viewPly: number | null, exploring: boolean): void {
    this.away = this.awaitedPly() !== null && !this.showing(viewPly, exploring);
    const errors = (moves ?? []).filter(move => RETRIED.has(move.classification) && sides.includes(move.color)
      && !!move.better);
    const key = (list: readonly JudgedMove[]) => list.map(move => `${move.ply}${move.uci}`).join(',');
    if (key(errors) !== key(this.errors) || sides.join() !== this.sides.join()) {
      // Another review (a deep one after the quick one), or other sides: the exercises start again from the offer.
      this.errors = errors;
      this.sides = [...sides];
      if (this.active) this.stop(false);
    }
    this.draw();
  }

  /** Starts the exercises from the first (or `from`). */
  start(from = 0): void {
    if (this.errors.length === 0) return;
    if (from === 0) this.outcomes.clear();
    this.show(from);
    // The button pressed is gone: the focus goes to the exercise's box, which the keyboard goes on from.
    this.element.focus({ preventScroll: true });
  }

  private show(index: number): void {
    this.generation += 1;
    this.index = index;
    this.phase = 'find';
    this.verdict = '';
    const error = this.current!;
    this.host.goTo(error.ply - 1);
    this.host.announce(this.prompt(error));
    this.host.changed();
  }

  /** Leaves the exercises; `back`: the board goes back to the game's last position. */
  stop(back = true): void {
    if (!this.active) return;
    this.generation += 1;
    this.index = -1;
    this.verdict = '';
    if (back) this.host.goTo(Number.MAX_SAFE_INTEGER);
    this.host.changed();
  }

  dispose(): void {
    this.disposed = true;
    this.generation += 1;
  }

  /** A move made on the board in the exercise's position (`fen`): judged, and the exercise says what it is worth. */
  async tryMove(uci: string, fen: string): Promise<void> {
    const error = this.current;
    if (!error || this.awaitedPly() === null) return;
    const name = (san: string) => `${this.host.numberAt(error.ply - 1)}\u00a0${san}`;
    if (uci === error.uci) {
      this.wrong(t('retry.sameMove', { move: name(error.san) }));
      return;
    }
    if (uci === error.better?.uci) {
      this.solved(uci, t('retry.best', { move: name(error.better.san) }));
      return;
    }
    const generation = ++this.generation;
    this.phase = 'checking';
    this.verdict = '';
    this.host.changed();
    let judged: JudgedMove;
    try {
      judged = await judgeLineMove(fen, [uci]);
    } catch (failure) {
      if (generation !== this.generation || this.disposed) return;
      console.warn('escaque: a move tried could not be judged:', failure);
      this.unavailable = true;
      this.wrong(t('retry.failed'));
      return;
    }
    if (generation !== this.generation || this.disposed) return;
    const move = name(judged.san);
    if (judged.classification === 'best') this.solved(uci, t('retry.best', { move }));
    else if (judged.classification === 'good') this.solved(uci, t('retry.good', { move, best: error.better!.san }));
    else if (judged.classification === 'inaccuracy') this.wrong(t('retry.inaccuracy', { move }));
    else this.wrong(t('retry.error', { move, verdict: tk(`game.moveMark.${judged.classification}`),
      mark: ERROR_MARKS[judged.classification] ?? '' }));
  }

  private wrong(verdict: string): void {
    this.phase = 'wrong';
    this.verdict = verdict;
    this.host.announce(verdict);
    this.host.changed();
  }

  private solved(uci: string, verdict: string): void {
    const error = this.current!;
    this.phase = 'solved';
    this.verdict = verdict;
    if (!this.outcomes.has(error.ply)) this.outcomes.set(error.ply, 'solved');
    this.host.showMove(error.ply - 1, uci);
    this.host.announce(verdict);
    this.host.changed();
  }

  private showSolution(): void {
    const error = this.current!;
    this.generation += 1;
    this.phase = 'shown';
    this.verdict = t('retry.solution', { move: `${this.host.numberAt(error.ply - 1)}\u00a0${error.better!.san}` });
    if (!this.outcomes.has(error.ply)) this.outcomes.set(error.ply, 'shown');
    this.host.showLine(error.ply - 1, error.better!.line);
    this.host.announce(this.verdict);
    this.host.changed();
  }

  private next(): void {
    const error = this.current;
    if (error && !this.outcomes.has(error.ply)) this.outcomes.set(error.ply, 'skipped');
    if (this.index + 1 < this.errors.length) {
      this.show(this.index + 1);
      return;
    }
    // The last one: the summary, with the board back at the game's end.
    this.generation += 1;
    this.index = this.errors.length;
    this.phase = 'shown';
    this.host.goTo(Number.MAX_SAFE_INTEGER);
    this.host.announce(this.summary());
    this.host.changed();
  }

  private get finished(): boolean {
    return this.index >= this.errors.length;
  }

  private summary(): string {
    const solved = [...this.outcomes.values()].filter(outcome => outcome === 'solved').length;
    return t(this.errors.length === 1 ? 'retry.summaryOne' : 'retry.summary', { solved, total: this.errors.length });
  }

  private prompt(error: JudgedMove): string {
    const side = tk(`analysis.sideOf.${error.color}`);
    return t('retry.prompt', { move: `${this.host.moveName(error.ply)}${ERROR_MARKS[error.classification] ?? ''}`,
      verdict: tk(`game.moveMark.${error.classification}`), side });
  }

  /** Draws the offer, an exercise, or the summary at the end. */
  draw(): void {
    if (this.disposed) return;
    const own = this.sides.length === 1;
    this.element.hidden = this.errors.length === 0 || this.unavailable && !this.active;
    this.element.classList.toggle('retrying', this.active);
    this.element.classList.toggle('retry-offer', !this.active);
    if (this.element.hidden) {
      replaceChildren(this.element, []);
      return;
    }
    if (!this.active) {
      const count = this.errors.length;
      replaceChildren(this.element,
        h('button', { type: 'button', 'data-testid': 'retry-start', 'aria-describedby': 'retry-offer-text',
          onclick: () => this.start() }, t(own ? 'retry.title' : 'retry.titleAll')),
        h('p', { class: 'hint', id: 'retry-offer-text' },
          t(count === 1 ? 'retry.offerOne' : 'retry.offer', { count })));
      return;
    }
    const close = h('button', { type: 'button', class: 'link-button', 'data-testid': 'retry-leave',
      onclick: () => this.stop() }, t('retry.leave'));
    if (this.finished) {
      const text = this.summary();
      if (this.message.textContent !== text) this.message.textContent = text;
      replaceChildren(this.element, h('h3', { id: 'retry-title' }, t(own ? 'retry.title' : 'retry.titleAll')), this.message,
        h('div', { class: 'retry-buttons' },
          h('button', { type: 'button', 'data-testid': 'retry-again', onclick: () => this.start() }, t('retry.again')),
          close));
      return;
    }
    const error = this.current!;
    const text = this.phase === 'checking' ? t('retry.checking')
      : this.verdict ? `${this.verdict}${this.phase === 'wrong' ? ` ${t('retry.tryAgain')}` : ''}` : this.prompt(error);
    if (this.message.textContent !== text) this.message.textContent = text;
    this.element.dataset['phase'] = this.phase;
    this.element.dataset['ply'] = String(error.ply);
    const buttons: HTMLElement[] = [];
    const last = this.index + 1 >= this.errors.length;
    if (this.phase === 'solved' || this.phase === 'shown') {
      buttons.push(h('button', { type: 'button', class: 'primary', 'data-testid': 'retry-next', onclick: () => this.next() },
        t(last ? 'retry.finish' : 'retry.next')));
    } else {
      buttons.push(h('button', { type: 'button', 'data-testid': 'retry-solution', disabled: this.phase === 'checking',
        onclick: () => this.showSolution() }, t('retry.showSolution')));
      buttons.push(h('button', { type: 'button', 'data-testid': 'retry-skip', disabled: this.phase === 'checking',
        onclick: () => this.next() }, t(last ? 'retry.skipLast' : 'retry.skip')));
    }
    // The player stepped through the game meanwhile: one click brings the exercise's position back.
    const back = !this.away ? null
      : h('button', { type: 'button', class: 'link-button', 'data-testid': 'retry-back',
        onclick: () => this.show(this.index) }, t('retry.back'));
    replaceChildren(this.element,
      h('h3', { id: 'retry-title' }, t(own ? 'retry.title' : 'retry.titleAll'), ' ',
        h('span', { class: 'retry-count' }, t('retry.count', { n: this.index + 1, total: this.errors.length }))),
      this.message,
      this.phase === 'wrong' || this.phase === 'find' ? h('p', { class: 'hint' }, t('retry.howTo', {
        side: tk(`analysis.sideOf.${error.color}`) })) : null,
      h('div', { class: 'retry-buttons' }, ...buttons),
      back, close);
  }
}
