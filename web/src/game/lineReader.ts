// Core's readings of lines of one's own and the engine's evaluations of where they stand, asked for in this browser's
// WebAssembly build and kept: a finished game's lines (game/explore.ts) and the analysis board's (views/analysisBoard.ts).
// Each reading is asked for once; the engine makes one evaluation at a time, a moment after the board stops changing,
// so that stepping quickly through a line asks for the position then on the board next.
import { evaluateLine, exploreLine, type AnalysedPosition, type ExploredLine } from '../api';

/** Readings kept at most (a line's every position is one; a long exploration starts the cache afresh). */
const MAX_KEPT = 600;

const keyOf = (fen: string, moves: readonly string[]) => `${fen}|${moves.join(' ')}`;

export class LineReader {
  /** Core's answers (the legal moves after a line), by "<fen>|<moves>". */
  private readonly answers = new Map<string, ExploredLine>();
  private readonly asked = new Set<string>();
  /** The engine's evaluations, by the same key; the keys whose evaluation failed. */
  private readonly evaluations = new Map<string, AnalysedPosition>();
  private readonly unevaluated = new Set<string>();
  /** The one evaluation being made. */
  private evaluating: string | null = null;
  private evaluateTimer = 0;
  private failedToRead = false;

  /** `changed`: an answer or an evaluation came (or failed). */
  constructor(private readonly changed: () => void) {}

  /** This browser cannot run the WebAssembly build (a position could not be read at all): nothing more is asked. */
  get unavailable(): boolean {
    return this.failedToRead;
  }

  /** Core's answer for the position after `moves` (UCI) from `fen`, asked for once; undefined until it comes. */
  position(fen: string, moves: readonly string[]): ExploredLine | undefined {
    const key = keyOf(fen, moves);
    const known = this.answers.get(key);
    if (known || this.asked.has(key) || this.failedToRead) return known;
    this.asked.add(key);
    void exploreLine(fen, [...moves]).then(answer => {
      this.keep(fen, moves, answer);
      this.changed();
    }).catch(error => {
      // Reading a position that core made (or that the rules accepted) fails only where the build cannot run at all.
      console.warn('escaque: a position could not be read:', error);
      this.failedToRead = true;
      this.changed();
    });
    return undefined;
  }

  /** Reads `moves` (UCI or SAN) from `fen`, the answer kept for the line as core writes it; rejects when it cannot. */
  async read(fen: string, moves: readonly string[]): Promise<ExploredLine> {
    const answer = await exploreLine(fen, [...moves]);
    this.keep(fen, answer.moves.map(step => step.uci), answer);
    return answer;
  }

  private keep(fen: string, moves: readonly string[], answer: ExploredLine): void {
    if (this.answers.size >= MAX_KEPT) {
      this.answers.clear();
      this.asked.clear();
    }
    const key = keyOf(fen, moves);
    this.answers.set(key, answer);
    this.asked.add(key);
  }

  /** The engine's evaluation of the position after `moves` from `fen`, if it came. */
  evaluation(fen: string, moves: readonly string[]): AnalysedPosition | undefined {
    return this.evaluations.get(keyOf(fen, moves));
  }

  /** Whether the engine could not evaluate the position after `moves` from `fen` (it is not asked again). */
  evaluationFailed(fen: string, moves: readonly string[]): boolean {
    return this.unevaluated.has(keyOf(fen, moves));
  }

  /**
   * Asks the engine for the evaluation of the position after `moves` from `fen`, a moment after the board stops
   * changing, and only when no other is being made: when that one ends (`changed`), the position then on the board is
   * the one asked for. A checkmate or stalemate is answered at once (the engine's own rule for a position with no move).
   */
  askEvaluation(fen: string, moves: readonly string[]): void {
    window.clearTimeout(this.evaluateTimer);
    if (this.evaluating !== null || this.failedToRead) return;
    const key = keyOf(fen, moves);
    if (this.evaluations.has(key) || this.unevaluated.has(key)) return;
    const asked = [...moves];
    this.evaluateTimer = window.setTimeout(() => {
      this.evaluating = key;
      void evaluateLine(fen, asked).then(position => {
        if (this.evaluations.size >= MAX_KEPT) this.evaluations.clear();
        this.evaluations.set(key, position);
      }).catch(error => {
        console.warn('escaque: a position could not be evaluated:', error);
        this.unevaluated.add(key);
      }).finally(() => {
        this.evaluating = null;
        this.changed();
      });
    }, 250);
  }

  /** An evaluation asked for and not yet started is not made. */
  cancel(): void {
    window.clearTimeout(this.evaluateTimer);
  }
}
