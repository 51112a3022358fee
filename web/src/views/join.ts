// /join and /join/{code}: a guest takes the free seat of a LAN game with the code the host's screen shows.
import { ApiError, joinByCode } from '../api';
import { h, replaceChildren, uniqueId } from '../dom';
import { t } from '../i18n';
import { navigate } from '../router';
import { Notice } from '../ui';
import { errorText } from './home';

export function showJoin(root: HTMLElement, code?: string): void {
  document.title = `${t('join.title')} · ${t('app.name')}`;
  const id = uniqueId('join-code');
  const input = h('input', { id, type: 'text', name: 'code', autocomplete: 'off', autocapitalize: 'characters',
    spellcheck: 'false', maxlength: 12, 'aria-describedby': `${id}-hint`, 'data-testid': 'join-code' });
  const notice = new Notice();
  const button = h('button', { type: 'submit', class: 'primary' }, t('join.button'));
  const form = h('form', { class: 'join-form card' },
    h('div', { class: 'field' }, h('label', { for: id }, t('join.code')), input,
      h('p', { class: 'hint', id: `${id}-hint` }, t('join.hint'))),
    notice.element, button);
  const join = async () => {
    const typed = input.value.trim();
    if (!typed) {
      notice.show(t('join.empty'), 'error');
      return;
    }
    button.disabled = true;
    try {
      const joined = await joinByCode(typed);
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
    void join();
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
