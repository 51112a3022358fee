// Against the computer: how the finished games at each level ended for the person who played them, read from the
// list of games (the host's, or this browser's with no host), for the home page's line under the level chosen.
import { listGames, type Color } from '../api';
import { t } from '../i18n';

export interface LevelRecord {
  won: number;
  drawn: number;
  lost: number;
}

/**
 * The list's page size, and how many finished games are read at most (the most recent first: a record of the last
 * thousand games, read in two requests at most).
 */
const PAGE = 500;
const MOST = 1000;

/** Each level's record, from the finished games against the computer. */
export async function levelRecords(): Promise<Map<number, LevelRecord>> {
  const records = new Map<number, LevelRecord>();
  for (let offset = 0; offset < MOST; offset += PAGE) {
    const page = await listGames('finished', PAGE, offset);
    for (const game of page.games) {
      if (game.mode !== 'computer' || !game.result) continue;
      const computer: Color = game.players.white?.kind === 'computer' ? 'white' : 'black';
      const level = game.players[computer]?.level;
      if (!level) continue;
      const record = records.get(level) ?? { won: 0, drawn: 0, lost: 0 };
      const personWon = computer === 'white' ? '0-1' : '1-0';
      if (game.result === '1/2-1/2') record.drawn++;
      else if (game.result === personWon) record.won++;
      else record.lost++;
      records.set(level, record);
    }
    if (offset + PAGE >= page.total) break;
  }
  return records;
}

/**
 * "Ganadas: 2 · Tablas: 1 · Perdidas: 4", or that no game against the level has ended yet (shown under the level
 * chosen, which it describes).
 */
export function levelRecordText(record: LevelRecord | undefined): string {
  return record ? t('home.levelRecord', { won: record.won, drawn: record.drawn, lost: record.lost })
    : t('home.levelRecordNone');
}
