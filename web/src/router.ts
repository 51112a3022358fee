// Moving between the app's addresses without reloading the page.

let renderPage: () => void = () => undefined;
/** ?lang= chooses the language for this visit without changing the saved setting (until the player picks one). */
let urlLanguage: string | null = new URLSearchParams(location.search).get('lang');

export function setRenderer(render: () => void): void {
  renderPage = render;
}

export function forgetUrlLanguage(): void {
  urlLanguage = null;
  history.replaceState(null, '', location.pathname);
}

/** Goes to an address inside the app, keeping a ?lang= the visit started with. */
export function navigate(path: string, replace = false): void {
  const url = urlLanguage ? `${path}${path.includes('?') ? '&' : '?'}lang=${urlLanguage}` : path;
  if (replace) history.replaceState(null, '', url);
  else history.pushState(null, '', url);
  renderPage();
  // A new page starts at its top, and keyboard and screen-reader users start reading it there.
  window.scrollTo(0, 0);
  document.getElementById('main')?.focus({ preventScroll: true });
}
