// The settings dialog: language, board and pieces, sound, resign confirmation, auto-flip, premoves.
import { h, uniqueId, type Child } from '../dom';
import { language, LANGS, t, tk, type Lang } from '../i18n';
import { BOARD_THEMES, getSettings, PIECE_SETS, updateSettings, type Settings } from '../settings';
import { play } from '../sound';

let open: HTMLDialogElement | null = null;

export function openSettings(focusLanguage = false): void {
  open?.close();
  const settings = getSettings();
  const dialog = h('dialog', { class: 'settings', 'aria-labelledby': 'settings-title' },
    h('form', { method: 'dialog' },
      h('h2', { id: 'settings-title' }, t('settings.title')),
      field(t('settings.language'), id => {
        const select = h('select', { id, name: 'lang' },
          LANGS.map(lang => h('option', { value: lang, selected: lang === language() }, tk(`lang.${lang}`))));
        select.addEventListener('change', () => {
          updateSettings({ lang: select.value as Lang });
          openSettings(true);
        });
        return select;
      }),
      choices('board', t('settings.board'), BOARD_THEMES, settings.board, value =>
        updateSettings({ board: value as Settings['board'] })),
      choices('pieces', t('settings.pieces'), PIECE_SETS, settings.pieces, value =>
        updateSettings({ pieces: value as Settings['pieces'] })),
      toggle(t('settings.sound'), settings.sound, value => {
        updateSettings({ sound: value });
        if (value) play('move');
      }),
      toggle(t('settings.confirmResign'), settings.confirmResign, value => updateSettings({ confirmResign: value })),
      toggle(t('settings.autoFlip'), settings.autoFlip, value => updateSettings({ autoFlip: value })),
      toggle(t('settings.premoves'), settings.premoves, value => updateSettings({ premoves: value })),
      h('p', { class: 'settings-note' }, t('settings.piecesCredit')),
      h('div', { class: 'dialog-buttons' }, h('button', { class: 'primary', value: 'close' }, t('common.close')))));
  dialog.addEventListener('close', () => {
    dialog.remove();
    if (open === dialog) open = null;
  });
  document.body.append(dialog);
  open = dialog;
  dialog.showModal();
  if (focusLanguage) (dialog.querySelector('select') as HTMLSelectElement).focus();
}

function field(label: string, control: (id: string) => HTMLElement): HTMLElement {
  const id = uniqueId('setting');
  return h('div', { class: 'field' }, h('label', { for: id }, label), control(id));
}

function choices(name: string, legend: string, values: readonly string[], current: string,
  onChange: (value: string) => void): HTMLElement {
  const options: Child[] = values.map(value => {
    const input = h('input', { type: 'radio', name, value, checked: value === current });
    input.addEventListener('change', () => onChange(value));
    return h('label', { class: `choice choice-${name}-${value}` }, input,
      name === 'board' ? h('span', { class: `swatch swatch-${name}-${value}`, 'aria-hidden': 'true' }) : null,
      // A piece of the set, drawn by the same style as the board's (chessground's cg-wrap, or the app's own set).
      name === 'pieces' ? h('span', { class: `cg-wrap preview-pieces preview-${value}`, 'aria-hidden': 'true' },
        h('piece', { class: 'knight white' })) : null,
      tk(`settings.${name}.${value}`));
  });
  // Side by side where they fit, so that the dialog needs no scrolling at 1366×768.
  return h('fieldset', { class: 'choices inline' }, h('legend', null, legend), options);
}

function toggle(label: string, checked: boolean, onChange: (value: boolean) => void): HTMLElement {
  const input = h('input', { type: 'checkbox', checked });
  input.addEventListener('change', () => onChange(input.checked));
  return h('label', { class: 'toggle' }, input, label);
}
