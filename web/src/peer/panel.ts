// The pairing of two phones, as each person sees it. The host phone (in its game's page) shows its code, as a QR code
// and as text, then reads the guest's answer (camera, or the text pasted); the guest's phone (page /pair) reads the
// host's code and shows its answer the same way. Every failure is said in words: the camera refused or missing, a
// code that is not Escaque's, an expired one, the wrong one of the two, and phones that cannot reach each other.
import { ApiError } from '../api';
import { h, replaceChildren, uniqueId } from '../dom';
import { errorText } from '../errors';
import { t, tk } from '../i18n';
import { LocalRefusal } from '../local/games';
import { Notice } from '../ui';
import { CodeError } from './code';
import { answerPairing, offerPairing, PairingError, type HostPairing } from './link';
import { CameraError, qrSvg, scanQr } from './qr';

/** Words for why pairing failed. */
export function pairingErrorText(error: unknown): string {
  if (error instanceof CodeError) return tk(`pair.problem.${error.problem}`);
  if (error instanceof CameraError) return tk(`pair.camera.${error.problem}`);
  if (error instanceof PairingError) {
    if (error.problem === 'refused' && error.error?.error === 'seat-token-invalid') return t('pair.problem.taken');
    if (error.problem === 'refused' && error.error?.error === 'not-joinable') return t('pair.problem.over');
    return tk(`pair.problem.${error.problem === 'refused' ? 'other-game' : error.problem}`);
  }
  // The host's game came, and this phone could not take it: its rules refused the record, or the browser's storage.
  if (error instanceof LocalRefusal) {
    return error.body.error === 'game-damaged' ? t('pair.problem.damaged') : errorText(new ApiError(error.status, error.body));
  }
  return t('pair.problem.unreachable');
}

/** A code shown to the other phone: its QR code, and the text with a button to copy it. */
function codeBlock(code: string, label: string, testId: string): HTMLElement {
  const copied = new Notice();
  const textId = uniqueId('pair-text');
  return h('div', { class: 'pair-code', 'data-testid': testId, 'data-code': code },
    qrSvg(code, label),
    h('details', { class: 'pair-text' },
      h('summary', null, t('pair.asText')),
      h('p', { class: 'hint', id: textId }, t('pair.asTextHint')),
      h('code', { class: 'pair-code-text', 'aria-describedby': textId }, code),
      h('button', { type: 'button', class: 'secondary', onclick: () => {
        void navigator.clipboard?.writeText(code).then(() => copied.show(t('pair.copied')),
          () => copied.show(t('pair.copyFailed'), 'error'));
      } }, t('game.copy')),
      copied.element));
}

/**
 * Where the other phone's code is read: the camera (a button that opens it), or the text pasted into a field.
 * `take` gets the text and answers with a promise that settles once it has been dealt with (rejected: said why).
 */
function codeReader(expected: 'offer' | 'answer', take: (text: string) => Promise<void>, notice: Notice):
  { element: HTMLElement; stop: () => void } {
  const id = uniqueId('pair-paste');
  const input = h('textarea', { id, rows: 3, autocomplete: 'off', spellcheck: 'false', autocapitalize: 'off',
    'data-testid': `paste-${expected}` }) as HTMLTextAreaElement;
  const cameraBox = h('div', { class: 'pair-camera-box' });
  let stopCamera = () => undefined as void;
  let busy = false;
  const submit = async (text: string) => {
    if (busy) return;
    busy = true;
    notice.show(t('pair.connecting'), 'info', 0);
    try {
      await take(text);
      notice.hide();
    } catch (error) {
      notice.show(pairingErrorText(error), 'error', 0);
    } finally {
      busy = false;
    }
  };
  const cameraButton = h('button', { type: 'button', class: 'primary', 'data-testid': `scan-${expected}`,
    onclick: async () => {
      cameraButton.disabled = true;
      try {
        const scanner = await scanQr(text => {
          // Any QR code may pass before the camera: only a code of the kind awaited stops it.
          if (!text.startsWith('ESQ1')) return false;
          void submit(text);
          return true;
        });
        stopCamera = scanner.stop;
        replaceChildren(cameraBox, scanner.element, h('p', { class: 'hint' }, t('pair.cameraHint')));
      } catch (error) {
        notice.show(pairingErrorText(error), 'error', 0);
      } finally {
        cameraButton.disabled = false;
      }
    } }, t(expected === 'offer' ? 'pair.scanOffer' : 'pair.scanAnswer'));
  const form = h('form', { class: 'pair-paste' },
    h('label', { for: id }, t('pair.paste')), input,
    h('button', { type: 'submit', class: 'secondary', 'data-testid': `use-${expected}` }, t('pair.use')));
  form.addEventListener('submit', event => {
    event.preventDefault();
    if (!input.value.trim()) {
      notice.show(t('pair.pasteEmpty'), 'error');
      return;
    }
    void submit(input.value);
  });
  return { element: h('div', { class: 'pair-reader' }, cameraButton, cameraBox, form), stop: () => stopCamera() };
}

/**
 * The host phone's pairing, in its game's page while the other phone is not connected: step 1 shows this phone's
 * code, step 2 reads the guest's answer. Made afresh when mounted (and when the person asks for a new code).
 */
export function hostPairingPanel(game: string, reconnect: boolean): { element: HTMLElement; stop: () => void } {
  const element = h('section', { class: 'pair-panel', 'data-testid': 'host-pairing', 'aria-labelledby': `${game}-pair` });
  const notice = new Notice();
  let pairing: HostPairing | null = null;
  let reader: { stop: () => void } | null = null;
  let stopped = false;
  const make = async () => {
    reader?.stop();
    pairing?.cancel();
    replaceChildren(element, h('h3', { id: `${game}-pair` }, t(reconnect ? 'pair.hostAgainTitle' : 'pair.hostTitle')),
      h('p', { class: 'hint' }, t('pair.making')));
    try {
      pairing = await offerPairing(game);
    } catch (error) {
      replaceChildren(element, h('p', { class: 'notice notice-error' }, pairingErrorText(error)));
      return;
    }
    if (stopped) {
      pairing.cancel();
      return;
    }
    const current = pairing;
    const read = codeReader('answer', async text => {
      try {
        await current.accept(text);
      } catch (error) {
        // The connection this code offered failed and is closed: a new code is made at once (the words stay).
        if (error instanceof PairingError) void make();
        throw error;
      }
    }, notice);
    reader = read;
    replaceChildren(element,
      h('h3', { id: `${game}-pair` }, t(reconnect ? 'pair.hostAgainTitle' : 'pair.hostTitle')),
      h('ol', { class: 'pair-steps' },
        h('li', null, h('p', null, t('pair.hostStep1')), codeBlock(current.code, t('pair.qrOfferAlt'), 'offer-code')),
        h('li', null, h('p', null, t('pair.hostStep2')), read.element)),
      notice.element,
      h('p', { class: 'hint' }, t('pair.sameWifi'), ' ',
        h('button', { type: 'button', class: 'link-button', onclick: () => void make() }, t('pair.newCode'))));
  };
  void make();
  return {
    element,
    stop: () => {
      stopped = true;
      reader?.stop();
      pairing?.cancel();
    },
  };
}

/**
 * The guest's phone (page /pair): reads the host's code, shows its answer, and once the host has read it and the
 * phones are connected, opens the game.
 */
export function guestPairing(opened: (game: string) => void): { element: HTMLElement; stop: () => void } {
  const element = h('section', { class: 'pair-panel', 'data-testid': 'guest-pairing' });
  const notice = new Notice();
  let cancel = () => undefined as void;
  const read = codeReader('offer', async text => {
    cancel();
    const pairing = await answerPairing(text);
    cancel = pairing.cancel;
    replaceChildren(element,
      h('ol', { class: 'pair-steps', start: 2 },
        h('li', null, h('p', null, t('pair.guestStep2')), codeBlock(pairing.code, t('pair.qrAnswerAlt'), 'answer-code'))),
      notice.element);
    notice.show(t('pair.waitingHost'), 'info', 0);
    const game = await pairing.connected;
    // Connected: the link now belongs to the game, and outlives this page.
    cancel = () => undefined;
    opened(game);
  }, notice);
  replaceChildren(element, h('ol', { class: 'pair-steps' }, h('li', null, h('p', null, t('pair.guestStep1')),
    read.element)), notice.element);
  return { element, stop: () => {
    read.stop();
    cancel();
  } };
}
