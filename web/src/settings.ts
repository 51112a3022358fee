// The player's preferences, kept in this browser.
import { isLang, type Lang } from './i18n';

export type BoardTheme = 'brown' | 'blue' | 'green';
export type PieceSet = 'cburnett' | 'escaque';

export interface Settings {
  /** null until the player picks one: the browser's language is followed. */
  lang: Lang | null;
  board: BoardTheme;
  pieces: PieceSet;
  sound: boolean;
  confirmResign: boolean;
  /** Two players on one device: turn the board to the side to move. */
  autoFlip: boolean;
  /** A move made during the opponent's turn is kept and played when the turn comes (against the computer, over Wi-Fi). */
  premoves: boolean;
}

export const BOARD_THEMES: readonly BoardTheme[] = ['brown', 'blue', 'green'];
export const PIECE_SETS: readonly PieceSet[] = ['cburnett', 'escaque'];

const KEY = 'escaque.settings';

const defaults: Settings = {
  lang: null,
  board: 'brown',
  pieces: 'cburnett',
  sound: true,
  confirmResign: true,
  autoFlip: false,
  premoves: true,
};

let settings: Settings = load();
const listeners: Array<(settings: Settings) => void> = [];

function load(): Settings {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? '{}') as Partial<Settings>;
    return {
      lang: isLang(stored.lang) ? stored.lang : null,
      board: BOARD_THEMES.includes(stored.board as BoardTheme) ? (stored.board as BoardTheme) : defaults.board,
      pieces: PIECE_SETS.includes(stored.pieces as PieceSet) ? (stored.pieces as PieceSet) : defaults.pieces,
      sound: typeof stored.sound === 'boolean' ? stored.sound : defaults.sound,
      confirmResign: typeof stored.confirmResign === 'boolean' ? stored.confirmResign : defaults.confirmResign,
      autoFlip: typeof stored.autoFlip === 'boolean' ? stored.autoFlip : defaults.autoFlip,
      premoves: typeof stored.premoves === 'boolean' ? stored.premoves : defaults.premoves,
    };
  } catch {
    return { ...defaults };
  }
}

export function getSettings(): Settings {
  return settings;
}

export function updateSettings(change: Partial<Settings>): void {
  settings = { ...settings, ...change };
  try {
    localStorage.setItem(KEY, JSON.stringify(settings));
  } catch {
    // Storage refused: the choice lasts for this page.
  }
  applyTheme();
  for (const listener of listeners) listener(settings);
}

export function onSettingsChange(listener: (settings: Settings) => void): () => void {
  listeners.push(listener);
  return () => listeners.splice(listeners.indexOf(listener), 1);
}

/** Puts the board and piece themes on <body>, where the style sheet picks them up. */
export function applyTheme(): void {
  const body = document.body;
  for (const theme of BOARD_THEMES) body.classList.toggle(`board-${theme}`, settings.board === theme);
  for (const set of PIECE_SETS) body.classList.toggle(`pieces-${set}`, settings.pieces === set);
}
