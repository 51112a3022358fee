// The promotion chooser: four buttons over the board (queen, rook, bishop, knight) drawn with the current
// piece set. Resolves the chosen piece's UCI letter, or null when the player cancels (Escape or outside click).
import type { Color } from '../api';
import { h } from '../dom';
import { t, tk } from '../i18n';

const CHOICES = [['q', 'queen'], ['r', 'rook'], ['b', 'bishop'], ['n', 'knight']] as const;

export function choosePromotion(host: HTMLElement, color: Color): Promise<string | null> {
  return new Promise(resolve => {
    const buttons = CHOICES.map(([letter, role]) =>
      h('button', { type: 'button', class: 'promotion-choice', 'data-piece': letter, 'aria-label': tk(`piece.${role}`),
        title: tk(`piece.${role}`) },
      h('span', { class: 'cg-wrap promotion-piece' }, h('piece', { class: `${role} ${color}` }))));
    const panel = h('div', { class: 'promotion', role: 'dialog', 'aria-modal': 'true', 'aria-label': t('game.promotion') },
      h('p', { class: 'promotion-title' }, t('game.promotion')),
      h('div', { class: 'promotion-choices' }, buttons),
      h('button', { type: 'button', class: 'secondary promotion-cancel' }, t('common.cancel')));
    const finish = (letter: string | null) => {
      panel.remove();
      document.removeEventListener('keydown', onKey, true);
      resolve(letter);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        finish(null);
      }
    };
    panel.addEventListener('click', event => {
      const target = event.target as HTMLElement;
      const choice = target.closest('.promotion-choice') as HTMLElement | null;
      if (choice) finish(choice.dataset['piece']!);
      else if (target.closest('.promotion-cancel') || target === panel) finish(null);
    });
    document.addEventListener('keydown', onKey, true);
    host.append(panel);
    buttons[0]!.focus();
  });
}
