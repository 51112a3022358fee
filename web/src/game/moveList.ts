// The SAN move list with move numbers, and the buttons that step through it (first, back, forward, last, flip).
// Once the game is analysed, each inaccuracy, mistake and blunder carries its mark (?!, ?, ??) after the move.
import type { Classification, GameState } from '../api';
import { h, replaceChildren } from '../dom';
import { icon, type IconName } from '../icons';
import { t, tk } from '../i18n';
import { ERROR_MARKS } from './analysis';
import { moveNumber } from './history';
import { sayMove } from './words';

/** What the list shows of a game (or of the analysis board's line, which never ends). */
export type MoveListGame = Pick<GameState, 'startFen' | 'status' | 'result'> & { moves: ReadonlyArray<{ san: string }> };

export interface MoveListActions {
  /** Shows the position after `ply` half-moves; null shows the live position. */
  goTo(ply: number | null): void;
  step(delta: number): void;
  flip(): void;
}

export class MoveList {
  readonly nav = h('div', { class: 'move-nav', role: 'group', 'aria-label': t('game.navigate') });
  private readonly list = h('ol', { class: 'move-list', 'aria-label': t('game.moves') });
  readonly box = h('div', { class: 'move-list-box', tabindex: '0', 'aria-label': t('game.moves') }, this.list);

  constructor(private readonly actions: MoveListActions) {
    const button = (label: string, name: IconName, action: () => void) =>
      h('button', { type: 'button', class: 'nav-button', 'data-nav': name, 'aria-label': label, title: label,
        onclick: action }, icon(name));
    replaceChildren(this.nav,
      button(t('game.first'), 'first', () => actions.goTo(0)),
      button(t('game.previous'), 'previous', () => actions.step(-1)),
      button(t('game.next'), 'next', () => actions.step(1)),
      button(t('game.last'), 'last', () => actions.goTo(null)),
      button(t('game.flip'), 'flip', () => actions.flip()));
  }

  /**
   * Draws the moves, marking the one after which the shown position stands (`current` half-moves); `judged` gives
   * the analysis's classification of each move by ply, when there is one.
   */
  render(state: MoveListGame, current: number, judged: ReadonlyMap<number, Classification> = new Map()): void {
    const rows: HTMLElement[] = [];
    let row: HTMLElement | null = null;
    state.moves.forEach((move, index) => {
      const { number, white: isWhite } = moveNumber(state.startFen, index + 1);
      if (isWhite || !row) {
        row = h('li', { class: 'move-row' },
          h('span', { class: 'move-number', 'aria-hidden': 'true' }, isWhite ? `${number}.` : `${number}…`));
        if (!isWhite) row.append(h('span', { class: 'move empty' }));
        rows.push(row);
      }
      const ply = index + 1;
      const judgement = judged.get(ply);
      const mark = judgement ? ERROR_MARKS[judgement] : undefined;
      row.append(h('button', {
        type: 'button', class: 'move', 'data-ply': ply,
        'aria-current': ply === current ? 'step' : false,
        'aria-label': `${number}${isWhite ? '.' : '…'} ${move.san}, ${sayMove(move.san)}`
          + (mark ? `, ${tk(`game.moveMark.${judgement}`)}` : ''),
        onclick: () => this.actions.goTo(ply === state.moves.length ? null : ply),
      }, move.san, mark ? h('span', { class: `move-mark ${judgement}`, 'aria-hidden': 'true',
        'data-testid': 'move-mark' }, mark) : null));
    });
    replaceChildren(this.list, rows);
    // A draw's result as players write it, ½–½ (the PGN keeps 1/2-1/2).
    const result = state.status === 'finished'
      ? h('li', { class: 'move-result' }, state.result === '1/2-1/2' ? '½–½' : state.result) : null;
    if (result) this.list.append(result);
    // At the end of a finished game its result shows too, just under the last move.
    this.reveal(result && current === state.moves.length ? result
      : this.list.querySelector<HTMLElement>('[aria-current="step"]'));
    const total = state.moves.length;
    this.enable('first', current > 0);
    this.enable('previous', current > 0);
    this.enable('next', current < total);
    this.enable('last', current < total);
  }

  /** Scrolls the list box (never the page) so the marked move shows. */
  private reveal(move: HTMLElement | null): void {
    if (!move) return;
    const top = move.offsetTop;
    const bottom = top + move.offsetHeight;
    if (top < this.box.scrollTop) this.box.scrollTop = top;
    else if (bottom > this.box.scrollTop + this.box.clientHeight) this.box.scrollTop = bottom - this.box.clientHeight;
  }

  private enable(name: IconName, enabled: boolean): void {
    const button = this.nav.querySelector<HTMLButtonElement>(`[data-nav="${name}"]`);
    if (button) button.disabled = !enabled;
  }
}
