// "Pista": against the computer and on one device, the engine's move for the side to move, in two presses: first
// the piece to move (a circle on its square), then the move (an arrow). The server records each hint in the PGN.
import type { DrawShape } from '@lichess-org/chessground/draw';
import type { Key } from '@lichess-org/chessground/types';
import { askHint, type Color, type GameState, type HintAnswer } from '../api';
import { h } from '../dom';
import { t, tk } from '../i18n';
import { pieceAt } from './history';
import { roleOf, sayMove } from './words';

export interface HintHost {
  gameId(): string;
  /** Draws the board again (the hint's shapes with it). */
  redraw(): void;
  announce(text: string): void;
  showError(error: unknown): void;
}

export class HintControl {
  private readonly button = h('button', { type: 'button', class: 'secondary hint-button', 'data-testid': 'hint-button',
    title: t('hint.recorded') });
  private readonly text = h('p', { class: 'hint-text', 'data-testid': 'hint-text' });
  readonly element = h('div', { class: 'game-hint', 'data-testid': 'hint' }, this.button, this.text);
  private state: GameState | null = null;
  private mover: Color | undefined;
  private answer: HintAnswer | null = null;
  private asking = false;

  constructor(private readonly host: HintHost) {
    this.button.addEventListener('click', () => void this.press());
  }

  /**
   * Shows the button when a hint may be asked: not a network game, the game going on, and this page able to move
   * now (`mover`, the side it may move, undefined otherwise).
   */
  render(state: GameState, mover: Color | undefined): void {
    // A new position, or the game's end (a resignation, a flag, a draw agreed), forgets the hint shown.
    if (this.answer && (this.answer.ply !== state.ply || state.status !== 'active')) this.answer = null;
    this.state = state;
    this.mover = mover;
    const available = state.mode !== 'lan' && state.status === 'active' && mover !== undefined;
    this.element.hidden = !available && !this.answer;
    this.button.hidden = !available;
    this.button.textContent = this.answer?.reveal === 'piece' ? t('hint.showMove') : t('hint.button');
    this.button.disabled = this.asking || this.answer?.reveal === 'move';
    this.text.textContent = this.answer ? this.words(this.answer) : '';
    this.text.hidden = !this.answer;
  }

  /** The shapes the hint draws on the board: a circle on the piece, then an arrow for the move. */
  shapes(showingLive: boolean): DrawShape[] {
    const answer = this.answer;
    if (!answer || !showingLive || answer.ply !== this.state?.ply) return [];
    if (answer.reveal === 'move' && answer.to) {
      return [{ orig: answer.from as Key, dest: answer.to as Key, brush: 'green' }];
    }
    return [{ orig: answer.from as Key, brush: 'green' }];
  }

  /** The square (piece) or UCI move shown, for the board's data attributes. */
  shown(): string {
    return this.answer ? (this.answer.uci ?? this.answer.from) : '';
  }

  private async press(): Promise<void> {
    const state = this.state;
    if (!state || !this.mover || this.asking) return;
    const reveal = this.answer?.reveal === 'piece' ? 'move' : 'piece';
    this.asking = true;
    this.render(state, this.mover);
    try {
      const answer = await askHint(this.host.gameId(), state.ply, reveal, this.mover);
      if (this.state && answer.ply === this.state.ply) {
        this.answer = answer;
        this.host.announce(this.words(answer));
      }
    } catch (error) {
      this.host.showError(error);
    } finally {
      this.asking = false;
      if (this.state) this.render(this.state, this.mover);
      this.host.redraw();
    }
  }

  private words(answer: HintAnswer): string {
    if (answer.reveal === 'move' && answer.san) {
      // The move in words, inside the sentence: "Pista: d4 (peón a d4)".
      const words = sayMove(answer.san);
      return t('hint.move', { san: answer.san, words: words.charAt(0).toLocaleLowerCase() + words.slice(1) });
    }
    const role = roleOf(pieceAt(this.state?.fen ?? '', answer.from)) ?? 'pawn';
    return tk(`hint.piece.${role}`, { square: answer.from });
  }
}
