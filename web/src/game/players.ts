// The bars above and below the board: who plays each colour, whose turn it is, and their clock.
import type { Color, Connection, GameState } from '../api';
import { h, replaceChildren } from '../dom';
import { t, tk } from '../i18n';
import { formatClock } from './clock';

/**
 * Fills a player bar. `remaining` is the colour's clock time now, in milliseconds; `sinceState` is how long ago the
 * state arrived (a connection's `elapsed` grows by it). `selfOffline`: this page has lost its own connection to the
 * server, so its own seats say "your connection: reconnecting" and the opponent's last known connection is not
 * shown (it is not news while this page hears nothing).
 */
export function fillPlayer(element: HTMLElement, state: GameState, color: Color, held: Color[], remaining: number,
  position: 'top' | 'bottom', sinceState = 0, selfOffline = false): void {
  // On a network game, the opponent's connection (waiting, connected, reconnecting, disconnected).
  const connection: Connection | undefined = held.includes(color) || selfOffline ? undefined
    : state.connections?.[color];
  const ownConnection = selfOffline && held.includes(color)
    ? h('span', { class: 'connection connection-self', 'data-testid': 'connection-self' },
      ` · ${t('game.connection.self')}`)
    : null;
  const player = state.players[color];
  let who = '';
  if (player?.kind === 'computer') who = t('game.computerLevel', { level: player.level ?? 1 });
  else if (state.mode !== 'hotseat' && held.includes(color)) who = t('game.you');
  if (player?.name) who = who ? `${player.name} (${who})` : player.name;
  const clock = state.clocks
    ? h('span', { class: 'clock', 'data-color': color, role: 'timer',
      'aria-label': t('game.clockOf', { color: tk(`color.${color}`) }) }, formatClock(remaining))
    : null;
  const toMove = state.status === 'active' && state.turn === color;
  element.className = `player player-${position}${toMove ? ' to-move' : ''}`;
  element.dataset['color'] = color;
  replaceChildren(element,
    h('span', { class: `player-dot dot-${color}`, 'aria-hidden': 'true' }),
    h('span', { class: 'player-name' }, tk(`color.${color}.name`),
      who ? h('span', { class: 'player-who', 'data-testid': `player-who-${color}` }, ` · ${who}`) : null,
      connection ? h('span', { class: `connection connection-${connection.status}`, 'data-testid': `connection-${color}` },
        ` · ${connectionText(connection, sinceState)}`) : null,
      ownConnection),
    clock);
  if (clock && state.clocks?.running === color) clock.classList.add('running');
}

/**
 * Updates the running clock's text between states (called a few times a second); under `lowMark` milliseconds it is
 * marked low (red while it runs): the mark the low-time warning uses (clock.ts, lowTimeThreshold).
 */
export function tickClock(root: HTMLElement, color: Color, remaining: number, lowMark: number): void {
  for (const clock of root.querySelectorAll<HTMLElement>(`.clock[data-color="${color}"]`)) {
    clock.textContent = formatClock(remaining);
    clock.classList.toggle('low', remaining < lowMark);
  }
}

/** A seat's connection in words; a disconnected one says for how long ("desconectado desde hace 1 min 10 s"). */
export function connectionText(connection: Connection, sinceState: number): string {
  if (connection.status !== 'disconnected') return tk(`game.connection.${connection.status}`);
  return t('game.connection.disconnectedFor', { duration: durationText(connection.elapsed + sinceState) });
}

/** A duration in whole seconds: "30 s", "1 min 10 s", "2 h 5 min". */
export function durationText(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  if (hours > 0) return t('duration.hours', { h: hours, m: minutes });
  if (minutes > 0) return t('duration.minutes', { m: minutes, s: seconds });
  return t('duration.seconds', { s: seconds });
}
