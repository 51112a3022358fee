// The app's entry: language, theme, the page frame and the routes / (home), /game/{id} and /rules.
import { h, replaceChildren } from './dom';
import { chooseLanguage, setLanguage, t } from './i18n';
import { applyTheme, getSettings, onSettingsChange } from './settings';
import { openSettings } from './views/settings';
import { showGames, showHome } from './views/home';
import { showGame } from './views/game';
import { showRules } from './views/rules';
import { showJoin } from './views/join';
import { showPair } from './views/pair';
import { showEditor } from './views/editor';
import { showAnalysisBoard } from './views/analysisBoard';
import { showNotFound } from './views/notFound';
import { forgetUrlLanguage, navigate, setRenderer } from './router';
import { detectMode } from './local/mode';
import './pwa/register';

/** A mounted page; the function it returns unmounts it (closes sockets, stops timers). */
export type View = (root: HTMLElement) => (() => void) | void;

let unmount: (() => void) | void;

function route(path: string): View {
  const game = /^\/game\/([^/]+)\/?$/.exec(path);
  if (game) return root => showGame(root, decodeURIComponent(game[1]!));
  if (path === '/' || path === '/index.html') return showHome;
  if (path === '/rules' || path === '/rules/') return showRules;
  if (path === '/games' || path === '/games/') return showGames;
  if (path === '/editor' || path === '/editor/') return showEditor;
  if (path === '/analysis' || path === '/analysis/') return showAnalysisBoard;
  if (path === '/pair' || path === '/pair/') return showPair;
  const join = /^\/join(?:\/([^/]+))?\/?$/.exec(path);
  if (join) return root => showJoin(root, join[1] ? decodeURIComponent(join[1]) : undefined);
  return showNotFound;
}

function frame(): { main: HTMLElement } {
  const app = document.getElementById('app')!;
  const main = h('main', { id: 'main', tabindex: '-1' });
  replaceChildren(app,
    h('a', { class: 'skip-link', href: '#main' }, t('nav.skip')),
    h('header', { class: 'top-bar' },
      h('a', { class: 'brand', href: '/', 'data-link': true }, t('app.name')),
      h('nav', { 'aria-label': t('nav.label') },
        h('a', { href: '/', 'data-link': true }, t('nav.home')),
        h('a', { href: '/rules', 'data-link': true }, t('nav.rules')),
        h('button', { type: 'button', class: 'link-button', onclick: () => openSettings() }, t('nav.settings')))),
    main);
  return { main };
}

function render(): void {
  if (unmount) unmount();
  unmount = undefined;
  const { main } = frame();
  unmount = route(location.pathname)(main);
}

function start(): void {
  setLanguage(chooseLanguage(getSettings().lang));
  applyTheme();
  let savedLanguage = getSettings().lang;
  onSettingsChange(settings => {
    if (settings.lang === savedLanguage || settings.lang === null) return;
    savedLanguage = settings.lang;
    forgetUrlLanguage();
    setLanguage(settings.lang);
    render();
  });
  document.addEventListener('click', event => {
    const mouse = event as MouseEvent;
    if (mouse.defaultPrevented || mouse.button !== 0 || mouse.metaKey || mouse.ctrlKey || mouse.shiftKey) return;
    const link = (event.target as Element).closest('a[data-link]') as HTMLAnchorElement | null;
    if (!link) return;
    event.preventDefault();
    navigate(link.getAttribute('href')!);
  });
  setRenderer(render);
  window.addEventListener('popstate', render);
  render();
}

// Which driver plays the games (the Escaque host's API, or this browser's WebAssembly build) before the first page.
void detectMode().then(start);
