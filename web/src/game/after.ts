// What a game offers around its result: "Jugar otra vez" with the same settings once it is over (against the
// computer or on one device), "Anular partida" while the server lists `abort`, and each side's captured material.
import { createGame, deleteGame, type Color, type GameState } from '../api';
import { playAgainRequest } from '../choices';
import { h } from '../dom';
import { formatTimeControl, t, tk } from '../i18n';
import { navigate } from '../router';
import { confirm, type Notice } from '../ui';
import { errorText } from '../views/home';
import { materialElement } from './position';

export function afterGame(state: GameState, notice: Notice): HTMLElement[] {
  const parts: HTMLElement[] = [];
  const again = state.status === 'finished' ? playAgainRequest(state) : null;
  if (again) {
    const settings = [
      again.mode === 'computer' ? t('mode.computerLevel', { level: again.level ?? 1 }) : tk(`mode.${again.mode}`),
      again.color ? tk(`home.color.${again.color}`) : null,
      again.timeControl ? formatTimeControl(again.timeControl) : t('home.noClock'),
    ].filter(Boolean).join(' · ');
    parts.push(h('div', { class: 'play-again' },
      h('button', { type: 'button', class: 'primary', 'data-tool': 'play-again', onclick: async () => {
        try {
          const created = await createGame(again);
          navigate(`/game/${created.id}`);
        } catch (error) {
          notice.show(errorText(error), 'error', 8000);
        }
      } }, t('game.playAgain')),
      h('p', { class: 'hint' }, t('game.playAgainHint', { settings }))));
  }
  if (state.actions.includes('abort')) {
    parts.push(h('button', { type: 'button', class: 'secondary danger', 'data-action': 'abort', onclick: async () => {
      if (!(await confirm(t('game.abortConfirm'), t('game.abort')))) return;
      try {
        await deleteGame(state.id);
        navigate('/');
      } catch (error) {
        notice.show(errorText(error), 'error', 8000);
      }
    } }, t('game.abort')));
  }
  return parts;
}

/** Puts a side's captured pieces and material lead in its player bar, before the clock. */
export function materialIn(bar: HTMLElement, startFen: string, fen: string, color: Color): void {
  bar.querySelector('.material')?.remove();
  const element = materialElement(startFen, fen, color);
  bar.insertBefore(element, bar.querySelector('.clock'));
}
