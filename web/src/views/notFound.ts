import { h, replaceChildren } from '../dom';
import { t } from '../i18n';

export function showNotFound(root: HTMLElement): void {
  document.title = `${t('notFound.title')} · ${t('app.name')}`;
  replaceChildren(root, h('h1', { class: 'page-title' }, t('notFound.title')),
    h('p', { class: 'link-line' }, t('notFound.text'), ' ', h('a', { href: '/', 'data-link': true }, t('notFound.home'))));
}
