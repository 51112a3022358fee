// The opening a game has reached, as the server names it (ECO code and name, by position).
import type { OpeningName } from '../api';
import { h, replaceChildren } from '../dom';
import { language, t } from '../i18n';

/**
 * Fills `element` with "Apertura: D02 Apertura del Peón de Dama: Variante Zukertort" (in English, "Opening: D02
 * Queen's Pawn Game: Zukertort Variation"), or hides it while no named position has been reached. The Spanish name
 * is core's translation (SpanishOpeningNames); the English one, the table's, is the element's title in Spanish, so
 * that a player who knows it can find it.
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
    language() === 'es'
      ? h('span', { class: 'opening-name', lang: 'es', title: opening.name }, opening.nameEs)
      : h('span', { class: 'opening-name', lang: 'en' }, opening.name));
}

/** A new element for the opening line of a game page or a history entry. */
export function openingElement(opening: OpeningName | null): HTMLElement {
  const element = h('p', { class: 'game-opening', 'data-testid': 'opening' });
  fillOpening(element, opening);
  return element;
}
