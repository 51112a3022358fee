// The controls a game offers, built only from the state the server sent: the game menu (from `actions`), answers
// to offers, the LAN share panel, and the tools every game has (FEN, PGN, new game).
import { pgnUrl, type ActionType, type Color, type GameState } from '../api';
import { h, uniqueId } from '../dom';
import { t, tk } from '../i18n';
import { getSettings } from '../settings';

export interface GameControlActions {
  /** Runs an action, after asking `question` when one is given. */
  act(type: ActionType, label: string, question?: string): void;
  copy(text: string, done: string): void;
  copyPgn(): void;
  downloadPgn(event: MouseEvent): void;
  sit(color: Color): void;
}

function actionButton(actions: GameControlActions, type: ActionType, label: string, question?: string,
  kind = ''): HTMLElement {
  return h('button', {
    type: 'button', class: `secondary action ${kind}`.trim(), 'data-action': type,
    onclick: () => actions.act(type, label, question),
  }, label);
}

/** The game menu: only what `actions` allows (accept/decline answers sit beside their offer instead). */
export function gameMenu(state: GameState, actions: GameControlActions): HTMLElement[] {
  const buttons: HTMLElement[] = [];
  for (const action of state.actions) {
    switch (action) {
      case 'claim-draw': {
        const which = state.claims.map(claim => tk(`claim.${claim}`)).join(' · ');
        buttons.push(actionButton(actions, 'claim-draw',
          which ? t('game.claimDrawWhich', { which }) : t('game.claimDraw')));
        break;
      }
      case 'agree-draw':
        buttons.push(actionButton(actions, 'agree-draw', t('game.agreeDraw'), t('game.agreeDrawConfirm')));
        break;
      case 'offer-draw':
        buttons.push(actionButton(actions, 'offer-draw', t('game.offerDraw')));
        break;
      case 'takeback':
        buttons.push(actionButton(actions, 'takeback', t(state.mode === 'lan' ? 'game.askTakeback' : 'game.takeback')));
        break;
      case 'resign': {
        const question = state.mode === 'hotseat' ? tk(`game.resignConfirm.${state.turn}`) : t('game.resignConfirm');
        buttons.push(actionButton(actions, 'resign', t('game.resign'),
          getSettings().confirmResign ? question : undefined, 'danger'));
        break;
      }
      default:
        break;
    }
  }
  return buttons;
}

/** Pending draw offers and take-back requests, with the answers `actions` allows. */
export function offers(state: GameState, held: Color[], actions: GameControlActions): HTMLElement[] {
  return state.offers.map(offer => {
    const mine = held.includes(offer.from) && state.mode !== 'hotseat';
    const answers: HTMLElement[] = [];
    const answer = (type: ActionType, label: string) => {
      if (state.actions.includes(type)) answers.push(actionButton(actions, type, label));
    };
    if (offer.type === 'draw') {
      answer('accept-draw', t('game.acceptDraw'));
      answer('decline-draw', t('game.declineDraw'));
    } else {
      answer('accept-takeback', t('game.acceptTakeback'));
      answer('decline-takeback', t('game.declineTakeback'));
    }
    return h('div', { class: 'offer', role: 'alert' },
      h('p', null, tk(`game.offer.${offer.type}.${mine ? 'sent' : 'received'}`)),
      h('div', { class: 'offer-buttons' }, answers));
  });
}

/** A LAN game's link to share, and the seats a visitor may take. */
export function lanPanel(state: GameState, held: Color[], actions: GameControlActions): HTMLElement {
  const link = `${location.origin}/game/${state.id}`;
  const linkId = uniqueId('lan-link');
  const children: HTMLElement[] = [
    h('label', { for: linkId }, t('game.lanLink')),
    h('div', { class: 'move-form-row' },
      h('input', { id: linkId, type: 'text', readonly: true, value: link }),
      h('button', { type: 'button', class: 'secondary', onclick: () => actions.copy(link, t('game.linkCopied')) },
        t('game.copy'))),
  ];
  if (held.length === 0) {
    // A visitor holding no seat may take a free one (the server refuses a seat already taken).
    children.push(h('div', { class: 'seat-buttons' }, (['white', 'black'] as Color[]).map(color =>
      h('button', { type: 'button', class: 'primary', onclick: () => actions.sit(color) }, tk(`game.sit.${color}`)))));
  } else if (state.status === 'active') {
    children.push(h('p', { class: 'hint' }, t('game.lanWaitHint')));
  }
  return h('div', { class: 'lan-panel' }, children);
}

/** What every game has: copy the FEN, copy or download the PGN, start a new game. */
export function tools(state: GameState, actions: GameControlActions): HTMLElement[] {
  return [
    h('button', { type: 'button', class: 'secondary', 'data-tool': 'copy-fen',
      onclick: () => actions.copy(state.fen, t('game.fenCopied')) }, t('game.copyFen')),
    h('button', { type: 'button', class: 'secondary', 'data-tool': 'copy-pgn', onclick: () => actions.copyPgn() },
      t('game.copyPgn')),
    h('a', { class: 'button secondary', 'data-tool': 'download-pgn', href: pgnUrl(state.id),
      download: `escaque-${state.id}.pgn`, onclick: (event: MouseEvent) => actions.downloadPgn(event) },
    t('game.downloadPgn')),
    h('a', { class: 'button secondary', href: '/', 'data-link': true, 'data-tool': 'new-game' }, t('game.newGame')),
  ];
}
