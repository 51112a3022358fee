// Message bundles and the UI language. Every word the UI shows comes from src/i18n/<lang>.json;
// the English bundle must have exactly the Spanish bundle's keys (the type below checks it at build time).
import es from './i18n/es.json';
import en from './i18n/en.json';

export type Lang = 'es' | 'en';
export type MessageKey = keyof typeof es;
export type Params = Record<string, string | number>;

export const LANGS: readonly Lang[] = ['es', 'en'];

const bundles: Record<Lang, Record<MessageKey, string>> = { es, en };

let current: Lang = 'es';

export function language(): Lang {
  return current;
}

export function setLanguage(lang: Lang): void {
  current = lang;
  document.documentElement.lang = lang;
}

/** The language of the URL's ?lang=, else the saved choice, else the browser's first es/en, else Spanish. */
export function chooseLanguage(saved: Lang | null): Lang {
  const asked = new URLSearchParams(location.search).get('lang');
  if (isLang(asked)) return asked;
  if (saved) return saved;
  for (const tag of navigator.languages ?? [navigator.language]) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLang(primary)) return primary;
  }
  return 'es';
}

export function isLang(value: unknown): value is Lang {
  return value === 'es' || value === 'en';
}

/** The message for `key` with {name} placeholders filled in. */
export function t(key: MessageKey, params?: Params): string {
  return fill(bundles[current][key], params);
}

/** A message whose key is built at run time; an unknown key shows as ⟦key⟧ so tests and people notice. */
export function tk(key: string, params?: Params): string {
  const text = (bundles[current] as Record<string, string>)[key];
  return text === undefined ? `⟦${key}⟧` : fill(text, params);
}

export function hasKey(key: string): boolean {
  return key in bundles[current];
}

function fill(text: string, params?: Params): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole);
}

export function formatNumber(value: number): string {
  return new Intl.NumberFormat(current === 'es' ? 'es-ES' : 'en-GB').format(value);
}

/**
 * A time control as the API writes it ("M+S": minutes each, seconds added per move) in the page's language: "10+5";
 * a fraction of a minute with the language's decimal sign ("1,5+0" in Spanish); under a minute in seconds ("15 s+0").
 */
export function formatTimeControl(timeControl: string): string {
  const [minutesText = '', increment = '0'] = timeControl.split('+');
  const minutes = Number(minutesText);
  if (!Number.isFinite(minutes)) return timeControl;
  if (minutes < 1) return `${formatNumber(Math.round(minutes * 600) / 10)} s+${increment}`;
  return `${formatNumber(minutes)}+${increment}`;
}

export function formatDate(epochMillis: number): string {
  return new Intl.DateTimeFormat(current === 'es' ? 'es-ES' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(epochMillis));
}
