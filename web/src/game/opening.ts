// The opening a game has reached, as the server names it (ECO code and name, by position).
import type { OpeningName } from '../api';
import { h, replaceChildren } from '../dom';
import { t } from '../i18n';

/**
 * Fills `element` with "Apertura: D02 Queen's Pawn Game: Zukertort Variation", or hides it while no named position
 * has been reached. The names are the established English ones in both languages (Spanish players know and search
 * them so); they are marked as English so a screen reader says them right.
 */
export function fillOpening(element: HTMLElement, opening: OpeningName | null): void {
  element.hidden = !opening;
  if (!opening) {
    replaceChildren(element);
    return;
  }
  replaceChildren(element,
    h('span', { class: 'opening-label' }, t('opening.label')), ' ',
    h('abbr', { class: 'opening-eco', title: t('opening.eco') }, opening.eco), ' ',
    h('span', { class: 'opening-name', lang: 'en' }, opening.name));
}

/** A new element for the opening line of a game page or a history entry. */
export function openingElement(opening: OpeningName | null): HTMLElement {
  const element = h('p', { class: 'game-opening', 'data-testid': 'opening' });
  fillOpening(element, opening);
  return element;
}
