// What a player chose for their last new game of each kind, kept in this browser so the home page's forms start
// from it; and "play again": the same settings as a finished game, read from the state the server sent.
import type { Color, CreateGameRequest, GameState, Mode } from './api';

export const INITIAL_FEN = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

/**
 * A form's choices: the level and colour (computer), the time control ("" for none, or "M+S"), and the names given
 * (the two of one device, or the person's own).
 */
export interface Choices {
  level?: number;
  color?: Color | 'random';
  time?: string;
  names?: Partial<Record<Color, string>>;
  name?: string;
}

const PREFIX = 'escaque.choices.';

export function lastChoices(mode: Mode): Choices {
  try {
    const text = localStorage.getItem(PREFIX + mode);
    const value: unknown = text ? JSON.parse(text) : null;
    return value && typeof value === 'object' ? value as Choices : {};
  } catch {
    return {};
  }
}

export function rememberChoices(mode: Mode, choices: Choices): void {
  try {
    localStorage.setItem(PREFIX + mode, JSON.stringify(choices));
  } catch {
    // Private browsing may refuse storage: the forms then start from their defaults.
  }
}

/**
 * The request for a new game with the same settings as this one: the same level and the colour the person had
 * (against the computer), the same time control, the same start position. Null for a LAN game (it has its rematch).
 */
export function playAgainRequest(state: GameState): CreateGameRequest | null {
  // A LAN game has its rematch; an imported game was not played here ("Nueva partida" and the editor start one).
  if (state.mode === 'lan' || state.imported) return null;
  const request: CreateGameRequest = { mode: state.mode };
  if (state.timeControl) request.timeControl = state.timeControl;
  if (state.startFen !== INITIAL_FEN) request.fen = state.startFen;
  if (state.mode === 'computer') {
    const computer: Color = state.players.white?.kind === 'computer' ? 'white' : 'black';
    request.color = computer === 'white' ? 'black' : 'white';
    request.level = state.players[computer]?.level ?? 1;
    const name = state.players[request.color]?.name;
    if (name) request.name = name;
  } else if (state.players.white?.name || state.players.black?.name) {
    // The same two players at the same colours.
    request.names = { white: state.players.white?.name ?? '', black: state.players.black?.name ?? '' };
  }
  return request;
}
