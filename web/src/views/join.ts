// /join and /join/{code}: a guest takes the free seat of a LAN game with the code the host's screen shows.
import { ApiError, joinByCode } from '../api';
import { lastChoices, rememberChoices } from '../choices';
import { h, replaceChildren, uniqueId } from '../dom';
import { t } from '../i18n';
import { navigate } from '../router';
import { Notice } from '../ui';
import { errorText, nameField } from './home';

export function showJoin(root: HTMLElement, code?: string): void {
  document.title = `${t('join.title')} · ${t('app.name')}`;
  const id = uniqueId('join-code');
  const input = h('input', { id, type: 'text', name: 'code', autocomplete: 'off', autocapitalize: 'characters',
    spellcheck: 'false', maxlength: 12, 'aria-describedby': `${id}-hint`, 'data-testid': 'join-code' });
  // The player's name on this device for games with another device (the home page's network form keeps the same).
  const last = lastChoices('lan');
  const name = nameField('name', t('home.yourName'), last.name);
  const notice = new Notice();
  const button = h('button', { type: 'submit', class: 'primary' }, t('join.button'));
  const form = h('form', { class: 'join-form card' },
    h('div', { class: 'field' }, h('label', { for: id }, t('join.code')), input,
      h('p', { class: 'hint', id: `${id}-hint` }, t('join.hint'))),
    name.field, notice.element, button);
  const join = async () => {
    const typed = input.value.trim();
    if (!typed) {
      notice.show(t('join.empty'), 'error');
      return;
    }
    rememberChoices('lan', { ...lastChoices('lan'), name: name.value() });
    button.disabled = true;
    try {
      const joined = await joinByCode(typed, name.value());
      navigate(`/game/${joined.id}`, true);
    } catch (error) {
      button.disabled = false;
      notice.show(joinError(error), 'error', 10_000);
    }
  };
  form.addEventListener('submit', event => {
    event.preventDefault();
    void join();
  });
  replaceChildren(root,
    h('h1', { class: 'page-title' }, t('join.title')),
    h('p', { class: 'lead' }, t('join.lead')),
    form);
  if (code) {
    input.value = code;
    // A link or a QR code joins at once, with the name last given here; on a device that was never asked, the
    // name is asked first (its field may be left empty), as a classroom's join screen does.
    if (last.name !== undefined) void join();
    else (form.querySelector('input[name="name"]') as HTMLInputElement).focus();
  } else {
    input.focus();
  }
}

function joinError(error: unknown): string {
  if (!(error instanceof ApiError)) return errorText(error);
  switch (error.status) {
    case 400: return t('join.invalid');
    case 404: return t('join.notFound');
    case 409: return t('join.taken');
    case 429: return t('join.tooMany');
    default: return errorText(error);
  }
}
