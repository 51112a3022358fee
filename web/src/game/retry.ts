// "Learn from your mistakes": once a finished game is reviewed, each mistake and blunder of the player's side (both
// sides' on one device, or in a game one only watched) becomes an exercise. The board shows the position before the
// error; a move made there (or typed) is judged as the review judged the game's moves, by the same code (core and the
// engine in this browser's WebAssembly build): against the review's own word on that position, the position after it
// searched on the review's budget with the game's moves as its history. The review's move or one that keeps the
// winning chances solves it; the game's own move, an inaccuracy or another error does not. The solution (the review's
// better line) is one click away, an exercise may be skipped, and nothing is stored.
import { judgeLineMove, type Budget, type Color, type JudgedMove } from '../api';
import { h, replaceChildren } from '../dom';
import { t, tk } from '../i18n';
import { ERROR_MARKS } from './analysis';

export interface RetryHost {
  /** Shows the game's position after `ply` half-moves, with no line of one's own, and what changed with it. */
  goTo(ply: number): void;
  /** Shows `uci`, played from the game's position after `ply`, as a line of one's own (the move found). */
  showMove(ply: number, uci: string): Promise<void>;
  /** Shows the engine's line `moves` (SAN) from the game's position after `ply` (the solution). */
  showLine(ply: number, moves: readonly string[]): Promise<void>;
  /** Whether the board shows the game's position after `ply`, with no line of one's own. */
  shows(ply: number): boolean;
  /** The game's moves (UCI) that lead to position `ply`, from a position (`fen`) at most a few hundred plies before. */
  movesTo(ply: number): { fen: string; moves: string[] };
  /** Something the board or the panel shows changed. */
  changed(): void;
  announce(text: string): void;
  /** The game's move that led to position `ply`, as the move list writes it ("18. Bxb6"). */
  moveName(ply: number): string;
  /** The move number and dots a move played from position `ply` takes ("18." or "18…"). */
  numberAt(ply: number): string;
}

/** What the review offers: its judged moves, its budget, whose errors, and whether they are the player's own. */
export interface RetryOffer {
  moves: readonly JudgedMove[];
  budget: Budget;
  sides: Color[];
  own: boolean;
}

/** Where an exercise stands: a move is awaited, being judged, was not better, was found, or the solution is shown. */
type Phase = 'find' | 'checking' | 'wrong' | 'solved' | 'shown';
type Outcome = 'solved' | 'shown' | 'skipped';

/** The errors that become exercises: mistakes and blunders (an inaccuracy often has several moves as good). */
const RETRIED = new Set(['mistake', 'blunder']);

export class Retry {
  readonly element = h('section', { class: 'retry', 'data-testid': 'retry', hidden: true, tabindex: -1 });
  /** The errors offered: those of the offer's sides, in the game's order, each with the review's better move. */
  private errors: JudgedMove[] = [];
  private budget: Budget = 'quick';
  private own = false;
  /** The exercise shown (an index into `errors`; `errors.length` for the summary), or -1 when none is. */
  private index = -1;
  private phase: Phase = 'find';
  /** What the last move tried was, in words ("3… Nd4 tampoco sirve…"), until the next move or exercise. */
  private verdict = '';
  private readonly outcomes = new Map<number, Outcome>();
  /** Counts the exercises' changes: a judgement that comes after the player moved on is dropped. */
  private generation = 0;
  /** The board shows another position than the exercise's, which awaits a move. */
  private away = false;
  private disposed = false;
  // Said to screen readers through the page's announcer (host.announce) as it changes: the box is drawn anew when an
  // exercise starts, and a region inserted with its text is not read out.
  private readonly message = h('p', { class: 'retry-message', 'data-testid': 'retry-message' });

  constructor(private readonly host: RetryHost) {}

  get active(): boolean {
    return this.index >= 0;
  }

  private get current(): JudgedMove | undefined {
    return this.active ? this.errors[this.index] : undefined;
  }

  /** The game's position of the exercise shown (the one before its error), whatever its phase; null for none. */
  private get base(): number | null {
    const error = this.current;
    return error ? error.ply - 1 : null;
  }

  /** The game's position where the exercise waits for a move, or null. */
  awaitedPly(): number | null {
    return this.phase === 'find' || this.phase === 'wrong' ? this.base : null;
  }

  /** Whether a move tried is being judged. */
  get checking(): boolean {
    return this.current !== undefined && this.phase === 'checking';
  }

  /**
   * Whether the board shows the exercise's position (the game's `viewPly`, no line explored) while a move is awaited
   * or judged there: the board then takes the exercise's moves, and the review keeps its word on the position's move.
   */
  showing(viewPly: number | null, exploring: boolean): boolean {
    const base = this.base;
    return base !== null && this.phase !== 'solved' && this.phase !== 'shown' && !exploring && viewPly === base;
  }

  /**
   * The review's offer (null before a finished game's review is complete, or where moves cannot be judged in this
   * browser) and the position the board shows. While exercises run, a review that changes (a deep one completing
   * after the quick one) is taken up once they are left.
   */
  update(offer: RetryOffer | null, viewPly: number | null, exploring: boolean): void {
    this.away = this.awaitedPly() !== null && !this.showing(viewPly, exploring);
    if (!this.active) {
      this.errors = (offer?.moves ?? []).filter(move => RETRIED.has(move.classification)
        && offer!.sides.includes(move.color) && !!move.better);
      this.budget = offer?.budget ?? 'quick';
      this.own = offer?.own ?? false;
    }
    this.draw();
  }

  /** Starts the exercises from the first. */
  start(): void {
    if (this.errors.length === 0) return;
    this.outcomes.clear();
    this.show(0);
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
  }

  /** Leaves the exercises, the board back at the game's last position. */
  stop(): void {
    if (!this.active) return;
    this.generation += 1;
    this.index = -1;
    this.verdict = '';
    this.host.goTo(Number.MAX_SAFE_INTEGER);
  }

  dispose(): void {
    this.disposed = true;
    this.generation += 1;
  }

  /**
   * A move made (or typed) in the game's position `ply`: when the exercise waits for one there, it is judged, and the
   * exercise says what it is worth.
   */
  async tryMove(uci: string, ply: number): Promise<void> {
    const error = this.current;
    if (!error || this.awaitedPly() !== ply) return;
    const better = error.better!;
    const name = (san: string) => `${this.host.numberAt(ply)}\u00a0${san}`;
    if (uci === error.uci) {
      this.wrong(t('retry.sameMove', { move: name(error.san) }));
      return;
    }
    if (uci === better.uci) {
      this.solved(uci, t('retry.best', { move: name(better.san) }));
      return;
    }
    const generation = ++this.generation;
    this.phase = 'checking';
    this.verdict = '';
    this.host.changed();
    const line = this.host.movesTo(ply);
    let judged: JudgedMove;
    try {
      judged = await judgeLineMove(line.fen, [...line.moves, uci], this.budget, error.evalBefore, better.uci);
    } catch (failure) {
      if (generation !== this.generation || this.disposed) return;
      console.warn('escaque: a move tried could not be judged:', failure);
      this.wrong(t('retry.failed'), t('retry.tryAgainSame'));
      return;
    }
    if (generation !== this.generation || this.disposed) return;
    const move = name(judged.san);
    if (judged.classification === 'best') this.solved(uci, t('retry.best', { move }));
    else if (judged.classification === 'good') this.solved(uci, t('retry.good', { move, best: better.san }));
    else if (judged.classification === 'inaccuracy') this.wrong(t('retry.inaccuracy', { move }));
    else this.wrong(t('retry.error', { move, verdict: tk(`game.moveMark.${judged.classification}`),
      mark: ERROR_MARKS[judged.classification] ?? '' }));
  }

  private wrong(verdict: string, then = t('retry.tryAgain')): void {
    this.phase = 'wrong';
    this.verdict = `${verdict} ${then}`;
    this.host.announce(this.verdict);
    this.host.changed();
  }

  private solved(uci: string, verdict: string): void {
    const error = this.current!;
    this.phase = 'solved';
    this.verdict = verdict;
    if (!this.outcomes.has(error.ply)) this.outcomes.set(error.ply, 'solved');
    const generation = this.generation;
    if (this.host.shows(error.ply - 1)) {
      // The move stays on the board as a line; the verdict is said once the line has said its move.
      void this.host.showMove(error.ply - 1, uci).then(() => {
        if (generation === this.generation) this.host.announce(verdict);
      });
    } else {
      // The player went elsewhere in the game while the move was judged: the verdict waits here, the board stays.
      this.host.announce(verdict);
    }
    this.host.changed();
  }

  private showSolution(): void {
    const error = this.current!;
    const generation = ++this.generation;
    this.phase = 'shown';
    this.verdict = t('retry.solution', { move: `${this.host.numberAt(error.ply - 1)}\u00a0${error.better!.san}` });
    if (!this.outcomes.has(error.ply)) this.outcomes.set(error.ply, 'shown');
    void this.host.showLine(error.ply - 1, error.better!.line).then(() => {
      if (generation === this.generation) this.host.announce(this.verdict);
    });
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
  }

  private summary(): string {
    const solved = [...this.outcomes.values()].filter(outcome => outcome === 'solved').length;
    return t('retry.summary', { solved, total: this.errors.length });
  }

  private prompt(error: JudgedMove): string {
    return t('retry.prompt', { move: `${this.host.moveName(error.ply)}${ERROR_MARKS[error.classification] ?? ''}`,
      verdict: tk(`game.moveMark.${error.classification}`), side: tk(`analysis.sideOf.${error.color}`) });
  }

  /** Draws the offer, an exercise, or the summary at the end; the focus stays on the button it was on, or the box. */
  private draw(): void {
    if (this.disposed) return;
    const focused = document.activeElement instanceof HTMLElement && this.element.contains(document.activeElement)
      ? document.activeElement.dataset['testid'] ?? '' : null;
    this.element.hidden = this.errors.length === 0;
    this.element.classList.toggle('retrying', this.active);
    this.element.classList.toggle('retry-offer', !this.active);
    const title = t(this.own ? 'retry.title' : 'retry.titleAll');
    if (this.element.hidden) {
      replaceChildren(this.element, []);
    } else if (!this.active) {
      this.element.removeAttribute('aria-labelledby');
      this.element.setAttribute('aria-label', title);
      delete this.element.dataset['phase'];
      const count = this.errors.length;
      replaceChildren(this.element,
        h('button', { type: 'button', 'data-testid': 'retry-start', 'aria-describedby': 'retry-offer-text',
          onclick: () => this.start() }, title),
        h('p', { class: 'hint', id: 'retry-offer-text' }, t(count === 1 ? 'retry.offerOne' : 'retry.offer', { count })));
    } else {
      this.element.removeAttribute('aria-label');
      this.element.setAttribute('aria-labelledby', 'retry-title');
      replaceChildren(this.element, ...this.exercise(title));
    }
    if (focused !== null && !this.element.contains(document.activeElement)) {
      const again = focused ? this.element.querySelector<HTMLElement>(`[data-testid="${focused}"]`) : null;
      (again ?? (this.element.hidden ? null : this.element))?.focus({ preventScroll: true });
    }
  }

  private exercise(title: string): Array<HTMLElement | null> {
    const leave = h('button', { type: 'button', class: 'link-button', 'data-testid': 'retry-leave',
      onclick: () => this.stop() }, t('retry.leave'));
    const error = this.current;
    if (!error) {
      const text = this.summary();
      if (this.message.textContent !== text) this.message.textContent = text;
      this.element.dataset['phase'] = 'done';
      return [h('h3', { id: 'retry-title' }, title), this.message,
        h('div', { class: 'retry-buttons' },
          h('button', { type: 'button', 'data-testid': 'retry-again', onclick: () => this.start() }, t('retry.again')),
          leave)];
    }
    const text = this.phase === 'checking' ? t('retry.checking') : this.verdict || this.prompt(error);
    if (this.message.textContent !== text) this.message.textContent = text;
    this.element.dataset['phase'] = this.phase;
    this.element.dataset['ply'] = String(error.ply);
    const last = this.index + 1 >= this.errors.length;
    const buttons = this.phase === 'solved' || this.phase === 'shown'
      ? [h('button', { type: 'button', class: 'primary', 'data-testid': 'retry-next', onclick: () => this.next() },
        t(last ? 'retry.finish' : 'retry.next'))]
      // While a move is judged these stay: either drops the judgement still to come.
      : [h('button', { type: 'button', 'data-testid': 'retry-solution', onclick: () => this.showSolution() },
        t('retry.showSolution')),
      h('button', { type: 'button', 'data-testid': 'retry-skip', onclick: () => this.next() },
        t(last ? 'retry.skipLast' : 'retry.skip'))];
    // The player stepped through the game meanwhile: one click brings the exercise's position back.
    const back = !this.away ? null : h('button', { type: 'button', class: 'link-button', 'data-testid': 'retry-back',
      onclick: () => this.show(this.index) }, t('retry.back'));
    return [
      h('h3', { id: 'retry-title' }, title, ' ',
        h('span', { class: 'retry-count' }, t('retry.count', { n: this.index + 1, total: this.errors.length }))),
      this.message,
      this.phase === 'find' || this.phase === 'wrong'
        ? h('p', { class: 'hint' }, t('retry.howTo', { side: tk(`analysis.sideOf.${error.color}`) })) : null,
      h('div', { class: 'retry-buttons' }, ...buttons),
      back, leave];
  }
}
