// Installs the service worker (src/pwa/sw.ts, built as /sw.js), which lets Escaque open with no network, where
// browsers allow one: secure contexts (HTTPS, or http://localhost and 127.0.0.1). Not over plain HTTP on a network
// address (a guest joining a network game), where nothing changes.
// A new build is found when the app starts (and when it comes back into view); the new worker installs beside the
// running one, and a small notice says it will be used next time, with a button that switches to it at once.
import { h } from '../dom';
import { t } from '../i18n';

if ('serviceWorker' in navigator && window.isSecureContext) {
  // After the page's own loading, so that the first visit's downloads come first.
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}

async function register(): Promise<void> {
  const workers = navigator.serviceWorker;
  let registration: ServiceWorkerRegistration;
  try {
    registration = await workers.register('/sw.js', { scope: '/' });
  } catch (error) {
    console.warn('Escaque: no service worker, so no offline use:', error);
    return;
  }
  // The first worker takes over a page that had none: nothing to reload. Later a new one takes over only when asked
  // ("Actualizar ahora", here or in another tab): every open page reloads into it.
  let controlled = workers.controller !== null;
  workers.addEventListener('controllerchange', () => {
    if (controlled) location.reload();
    controlled = true;
  });
  const watch = (installing: ServiceWorker | null) => installing?.addEventListener('statechange', () => {
    if (installing.state === 'installed' && workers.controller) offerUpdate(registration);
  });
  registration.addEventListener('updatefound', () => watch(registration.installing));
  watch(registration.installing);
  if (registration.waiting && workers.controller) offerUpdate(registration);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') registration.update().catch(() => { /* offline: next time */ });
  });
}

function offerUpdate(registration: ServiceWorkerRegistration): void {
  if (document.querySelector('.update-notice')) return;
  const message = h('p', { class: 'update-notice-text', role: 'status' });
  const notice = h('aside', { class: 'update-notice', 'data-testid': 'update-notice', 'aria-label': t('update.label') },
    message,
    h('div', { class: 'update-notice-buttons' },
      h('button', {
        type: 'button', class: 'primary', 'data-testid': 'update-now',
        onclick: () => {
          if (registration.waiting) registration.waiting.postMessage('skipWaiting');
          else location.reload();
        },
      }, t('update.now')),
      h('button', {
        type: 'button', class: 'notice-close', 'aria-label': t('common.close'), onclick: () => notice.remove(),
      }, '×')));
  document.body.append(notice);
  // Said once the region is in the page, so screen readers announce it.
  setTimeout(() => { message.textContent = t('update.ready'); }, 50);
}
