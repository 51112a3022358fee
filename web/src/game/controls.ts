// The controls a game offers, built only from the state the server sent: the game menu (from `actions`), answers
// to offers, the LAN share panel, and the tools every game has (FEN, PGN, new game).
import { pgnUrl, type ActionType, type Color, type GameState, type JoinDetails } from '../api';
import { isLocal } from '../local/mode';
import { h, uniqueId } from '../dom';
import { t, tk } from '../i18n';
import { getSettings } from '../settings';

export interface GameControlActions {
  /** Runs an action, after asking `question` when one is given. */
  act(type: ActionType, label: string, question?: string): void;
  copy(text: string, done: string): void;
  copyPgn(): void;
  downloadPgn(event: MouseEvent): void;
  /** Whether the next move, if it opens a draw claim, is sent with the claim (FIDE 9.2.1.1, 9.3.1). */
  claimWithMove(on: boolean): void;
  /** Goes to the rematch the state names. */
  openRematch(): void;
}

function actionButton(actions: GameControlActions, type: ActionType, label: string, question?: string,
  kind = ''): HTMLElement {
  return h('button', {
    type: 'button', class: `secondary action ${kind}`.trim(), 'data-action': type,
    onclick: () => actions.act(type, label, question),
  }, label);
}

/** The draws the side to move may claim now, in words: "triple repetición · regla de los 50 movimientos". */
export function claimsText(state: GameState): string {
  return state.claims.map(claim => tk(`claim.${claim}`)).join(' · ');
}

/**
 * The game menu: only what `actions` allows (accept/decline answers sit beside their offer instead), and, while
 * some move would open a draw claim, the choice to claim it together with that move.
 */
export function gameMenu(state: GameState, actions: GameControlActions, claimingWithMove: boolean): HTMLElement[] {
  const buttons: HTMLElement[] = [];
  const opening = [...new Set(Object.values(state.claimMoves).flat())];
  if (opening.length > 0 && state.actions.length > 0) {
    const box = h('input', { type: 'checkbox', 'data-action': 'claim-with-move', checked: claimingWithMove });
    box.addEventListener('change', () => actions.claimWithMove(box.checked));
    buttons.push(h('label', { class: 'toggle claim-with-move' }, box,
      t('game.claimWithMove', { which: opening.map(claim => tk(`claim.${claim}`)).join(' · ') })));
  }
  for (const action of state.actions) {
    switch (action) {
      case 'claim-draw': {
        const which = claimsText(state);
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
      case 'claim-abandonment-win':
        buttons.push(actionButton(actions, action, t('game.claimAbandonmentWin'), t('game.claimAbandonmentConfirm')));
        break;
      case 'claim-abandonment-draw':
        buttons.push(actionButton(actions, action, t('game.claimAbandonmentDraw'), t('game.claimAbandonmentConfirm')));
        break;
      case 'rematch':
        buttons.push(actionButton(actions, action, t('game.rematch')));
        break;
      case 'resign': {
        // On one device either side may resign at any time: the page asks which (that choice is the confirmation).
        const question = state.mode === 'hotseat' || !getSettings().confirmResign ? undefined : t('game.resignConfirm');
        buttons.push(actionButton(actions, 'resign', t('game.resign'), question, 'danger'));
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

/** Whether the tip to keep the screen on was left open (kept across the panel's redrawing). */
let screenHintOpen = false;

/**
 * A LAN game's panel: for the host while the guest's seat is free, the join code, link and QR code with help when
 * the guest cannot connect; for a visitor without a seat, the way to join; a rematch once one is started.
 */
export function lanPanel(state: GameState, held: Color[], join: JoinDetails | null,
  actions: GameControlActions): HTMLElement {
  const children: HTMLElement[] = [];
  const waitingFor = held.length === 1 ? (held[0] === 'white' ? 'black' : 'white') : null;
  const guestAway = waitingFor !== null && state.connections?.[waitingFor]?.status === 'waiting';
  if (join && state.status === 'active' && guestAway) {
    const link = join.links[0];
    children.push(h('p', { class: 'join-code' }, t('game.joinCode'), ' ', h('strong', { 'data-testid': 'join-code' },
      join.code)));
    if (link) {
      const linkId = uniqueId('lan-link');
      // The whole link in sight, wrapped where it must (a field would hide its end, the code, on a phone).
      children.push(
        h('p', { class: 'join-url-label', id: linkId }, t('game.lanLink')),
        h('div', { class: 'join-url-row' },
          h('code', { class: 'join-url', 'aria-labelledby': linkId, 'data-testid': 'join-url' }, link.url),
          h('button', { type: 'button', class: 'secondary', onclick: () => actions.copy(link.url, t('game.linkCopied')) },
            t('game.copy'))),
        h('img', { class: 'join-qr', src: link.qr, alt: t('game.qrAlt', { url: link.url }), width: 160, height: 160 }));
    }
    children.push(h('p', { class: 'hint' }, t('game.lanWaitHint')));
    if (join.links.length > 1) {
      children.push(h('details', { class: 'join-more' }, h('summary', null, t('game.otherLinks')),
        h('ul', null, join.links.slice(1).map(other => h('li', null, other.url)))));
    }
    children.push(h('details', { class: 'join-help' }, h('summary', null, t('game.joinHelp')),
      h('ul', null, join.help.checks.map(check => h('li', null, tk(`game.joinCheck.${check.id}`,
        { port: join.help.port }))))));
  } else if (held.length === 0 && state.status === 'active') {
    children.push(h('p', null, t('game.joinPrompt'), ' ',
      h('a', { href: '/join', 'data-link': true }, t('game.joinLink'))));
  }
  if (state.status === 'active') {
    // Browsers only keep a screen awake (Wake Lock API) on HTTPS pages, which a LAN address cannot offer. One line
    // for the whole game, its why and how a tap away.
    // The panel is drawn again on every move: the tip stays open once opened.
    const tip = h('details', { class: 'screen-hint', 'data-testid': 'screen-hint', open: screenHintOpen },
      h('summary', null, t('game.keepScreenOn')),
      h('p', { class: 'hint' }, t(isLocal() ? 'pair.keepScreenOnWhy' : 'game.keepScreenOnWhy')));
    tip.addEventListener('toggle', () => { screenHintOpen = (tip as HTMLDetailsElement).open; });
    children.push(tip);
  }
  if (state.rematch) {
    children.push(h('div', { class: 'offer' }, h('p', null, t('game.rematchReady')),
      h('button', { type: 'button', class: 'primary', 'data-action': 'open-rematch', onclick: () => actions.openRematch() },
        t('game.openRematch'))));
  }
  return h('div', { class: 'lan-panel' }, children);
}

/**
 * What every game has: copy the FEN of the position on the board (`fen`: the live one, an earlier one stepped back to,
 * or a line's), set that position up in the board editor (to play on from it), take it to the analysis board once the
 * game is over, copy or download the PGN, start a new game.
 */
export function tools(state: GameState, actions: GameControlActions, fen: string): HTMLElement[] {
  const list: Array<HTMLElement | null> = [
    h('button', { type: 'button', class: 'secondary', 'data-tool': 'copy-fen', title: t('game.copyFenTitle'),
      onclick: () => actions.copy(fen, t('game.fenCopied')) }, t('game.copyFen')),
    // The editor is the host computer's (another device on the network may not use it): not offered in a network game
    // with a host, which the other device's page shows too.
    state.mode === 'lan' && !isLocal() ? null : h('a', { class: 'button secondary', 'data-link': true,
      href: `/editor?fen=${encodeURIComponent(fen)}`, 'data-tool': 'edit-position', title: t('game.editPositionTitle') },
    t('game.editPosition')),
    // Once the game is over (the engine's help is the hint's, recorded in the PGN, while it goes on); a host's analysis
    // board is, like its editor, the host computer's.
    state.status !== 'finished' || (state.mode === 'lan' && !isLocal()) ? null : h('a', { class: 'button secondary',
      'data-link': true, href: `/analysis?fen=${encodeURIComponent(fen)}`, 'data-tool': 'analyse-position',
      title: t('analysisBoard.openTitle') }, t('analysisBoard.open')),
    h('button', { type: 'button', class: 'secondary', 'data-tool': 'copy-pgn', onclick: () => actions.copyPgn() },
      t('game.copyPgn')),
    h('a', { class: 'button secondary', 'data-tool': 'download-pgn', href: pgnUrl(state.id),
      download: `escaque-${state.id}.pgn`, onclick: (event: MouseEvent) => actions.downloadPgn(event) },
    t('game.downloadPgn')),
    h('a', { class: 'button secondary', href: '/', 'data-link': true, 'data-tool': 'new-game' }, t('game.newGame')),
  ];
  return list.filter((each): each is HTMLElement => each !== null);
}
