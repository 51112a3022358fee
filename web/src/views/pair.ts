// /pair: the guest's phone joins a game another phone runs, with no computer: it reads the host phone's code (camera
// or text), shows its own answer, and opens the game once the two are connected (peer/panel.ts).
import { lastChoices, rememberChoices } from '../choices';
import { h, replaceChildren } from '../dom';
import { t } from '../i18n';
import { isLocal } from '../local/mode';
import { guestPairing } from '../peer/panel';
import { navigate } from '../router';
import { nameField } from './home';

export function showPair(root: HTMLElement): () => void {
  document.title = `${t('pair.title')} · ${t('app.name')}`;
  if (!isLocal()) {
    replaceChildren(root, h('h1', { class: 'page-title' }, t('pair.title')),
      h('p', { class: 'lead' }, t('pair.hostedHere'), ' ', h('a', { href: '/join', 'data-link': true }, t('pair.joinHere'))));
    return () => undefined;
  }
  const pairing = guestPairing(game => navigate(`/game/${encodeURIComponent(game)}`, true));
  // The name the other phone is told when this one joins (kept as this device's name for games with another).
  const name = nameField('name', t('home.yourName'), lastChoices('lan').name);
  name.field.addEventListener('input', () => rememberChoices('lan', { ...lastChoices('lan'), name: name.value() }));
  replaceChildren(root,
    h('h1', { class: 'page-title' }, t('pair.title')),
    h('p', { class: 'lead' }, t('pair.guestLead')),
    h('div', { class: 'pair-name' }, name.field),
    pairing.element,
    h('p', { class: 'hint' }, t('pair.sameWifi')));
  return pairing.stop;
}
