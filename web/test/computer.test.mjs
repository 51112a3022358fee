// A whole game against the computer at the lowest level, played through the UI until the game ends by itself.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { apiState, drag, newPage, premoveSquares, screenshot, startBrowser, startGame, typeMove } from './helpers.mjs';

let session;
before(async () => { session = await startBrowser(); });
after(async () => { await session.close(); });

const AUTOMATIC_ENDS = [
  'Jaque mate: ganan las blancas', 'Jaque mate: ganan las negras', 'Tablas por rey ahogado',
  'Tablas por falta de material', 'Tablas por quíntuple repetición', 'Tablas por la regla de los 75 movimientos',
];

/** The piece letter on a square of a FEN (upper case white), for choosing test moves; the UI never does this. */
function pieceOn(fen, square) {
  const rows = fen.split(' ')[0].split('/');
  const row = rows[8 - Number(square[1])];
  let file = 0;
  for (const char of row) {
    if (/\d/.test(char)) file += Number(char);
    else if (file++ === square.charCodeAt(0) - 97) return char;
  }
  return null;
}

/** A random legal move from the server's destinations, captures first so the game ends sooner. */
function chooseMove(state) {
  const moves = Object.entries(state.dests).flatMap(([from, targets]) => targets.map(to => [from, to]));
  const captures = moves.filter(([, to]) => pieceOn(state.fen, to));
  const pool = captures.length ? captures : moves;
  const [from, to] = pool[Math.floor(Math.random() * pool.length)];
  const promotes = pieceOn(state.fen, from)?.toLowerCase() === 'p' && (to[1] === '8' || to[1] === '1');
  return from + to + (promotes ? 'q' : '');
}

describe('against the computer', () => {
  test('a full game at level 1 runs to its end', { timeout: 600_000 }, async () => {
    const page = await newPage(session.browser);
    const id = await startGame(page, { mode: 'computer', level: 1, color: 'white' });
    assert.match(await page.locator('.game-mode').textContent(), /nivel 1/);
    let sawThinking = false;
    page.on('console', () => undefined);
    await page.exposeFunction('sawThinking', () => { sawThinking = true; });
    await page.evaluate(() => {
      const status = document.querySelector('[data-testid="status"]');
      new MutationObserver(() => {
        if (status.classList.contains('thinking')) window.sawThinking();
      }).observe(status, { attributes: true, childList: true, characterData: true, subtree: true });
    });
    const deadline = Date.now() + 540_000;
    let state = await apiState(id);
    while (state.status === 'active' && Date.now() < deadline) {
      if (state.turn === 'white') {
        const ply = state.ply;
        await page.waitForFunction(n => Number(document.querySelector('[data-testid="board"]').dataset.ply) === n, ply);
        await typeMove(page, chooseMove(state));
        await page.waitForFunction(n => Number(document.querySelector('[data-testid="board"]').dataset.ply) > n, ply);
      } else {
        await page.waitForTimeout(100);
      }
      state = await apiState(id);
    }
    assert.equal(state.status, 'finished', `the game ended (after ${state.ply} half-moves)`);
    await page.locator('.game-status.finished').waitFor();
    const words = (await page.locator('[data-testid="status"]').textContent()).trim();
    assert.ok(AUTOMATIC_ENDS.includes(words), `ended in words: ${words}`);
    assert.ok(sawThinking, 'the "thinking" sign showed while the computer moved');
    await screenshot(page, 'computer-game-finished-1280x800');
    await page.context().close();
  });

  test('a premove made while the computer thinks is played when its move comes', async () => {
    const page = await newPage(session.browser);
    // On a 5-minute clock, full strength takes seconds over a move out of its opening book: time to premove.
    const id = await startGame(page,
      { mode: 'computer', level: 8, color: 'white', time: '5+0', fen: '4k3/pppp4/8/8/8/8/PPPP4/4K3 w - - 0 1' });
    await typeMove(page, 'a2a3');
    await page.waitForFunction(() => Number(document.querySelector('[data-testid="board"]').dataset.ply) === 1);
    await drag(page, 'b2', 'b4');
    const marked = await premoveSquares(page);
    assert.equal((await apiState(id)).ply, 1, 'the computer was still thinking');
    assert.deepEqual(marked, ['b2', 'b4']);
    await page.waitForFunction(() => Number(document.querySelector('[data-testid="board"]').dataset.ply) >= 3, null,
      { timeout: 60_000 });
    const state = await apiState(id);
    assert.equal(state.moves[0].san, 'a3');
    assert.equal(state.moves[2].san, 'b4', 'the premove was played as the computer\'s move came');
    await page.context().close();
  });
});
