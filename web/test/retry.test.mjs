// "Learn from your mistakes": once a finished game is reviewed, its mistakes and blunders become exercises. The board
// shows the position before each; a move made there is judged as the review judged the game's moves (core and the
// engine in the browser's WebAssembly build, with a host or without), and the solution is one click away.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  assertNoPageErrors, BASE_URL, drag, importGame, newPage, PHONE, SCHOLARS_MATE, screenshot, scrollToRedrawn,
  startBrowser, startGame, waitForMovable,
} from './helpers.mjs';

let session;
before(async () => { session = await startBrowser(); });
after(async () => { await session.close(); });

const board = page => page.locator('[data-testid="board"]');
const retry = page => page.locator('[data-testid="retry"]');
const message = page => page.locator('[data-testid="retry-message"]');

/** Waits for the exercise's message to match `pattern`, and returns it. */
async function messageMatching(page, pattern) {
  await page.waitForFunction(source => new RegExp(source).test(
    document.querySelector('[data-testid="retry-message"]')?.textContent ?? ''), pattern.source, { timeout: 30_000 });
  return message(page).innerText();
}

/** Opens the game and has it reviewed quickly, to the end. */
async function review(page, id) {
  await page.goto(`${BASE_URL}/game/${id}`);
  await page.locator('[data-testid="analyse-quick"]').click();
  await page.locator('[data-testid="analysis-pgn"]').waitFor({ timeout: 90_000 });
}

describe('learn from the mistakes', () => {
  test('an imported game\'s blunder is played again: the game\'s move and another blunder are refused, a good move solves it', async () => {
    const page = await newPage(session.browser);
    const id = await importGame(SCHOLARS_MATE, page);
    await review(page, id);
    // Nobody's own game (imported): the errors of both sides are offered.
    const start = page.locator('[data-testid="retry-start"]');
    assert.equal(await start.innerText(), 'Aprende de los errores de la partida');
    const offered = await retry(page).locator('.hint').innerText();
    assert.match(offered, /^(Una jugada que mejorar|\d+ jugadas que mejorar)/);
    await scrollToRedrawn(start);
    await screenshot(page, 'retry-offer-1280x800');
    await start.click();
    // Black's 3... Nf6?? is among them; the exercises follow the game's order, so step to it.
    for (let guard = 0; guard < 10 && await retry(page).getAttribute('data-ply') !== '6'; guard++) {
      await page.locator('[data-testid="retry-skip"]').click();
    }
    assert.equal(await retry(page).getAttribute('data-ply'), '6');
    assert.equal(await board(page).getAttribute('data-ply'), '5', 'the board shows the position before the error');
    assert.equal(await message(page).innerText(), '3…\u00a0Nf6?? fue un error grave de las negras. Busca una jugada mejor.');
    assert.equal(await page.locator('[data-testid="analysis-comment"]').count(), 0,
      'the review keeps its comment on the position\'s move to itself');
    await waitForMovable(page);
    assert.equal(await board(page).getAttribute('data-movable'), 'black');

    // The game's own move is no answer.
    await drag(page, 'g8', 'f6');
    assert.equal(await messageMatching(page, /jugada de la partida/), '3…\u00a0Nf6 es la jugada de la partida. Prueba otra.');
    assert.equal(await board(page).getAttribute('data-ply'), '5');
    // Another blunder (4. Qxf7# all the same) is judged as the review judges a move.
    await waitForMovable(page);
    await drag(page, 'c6', 'd4');
    assert.equal(await messageMatching(page, /tampoco sirve/), '3…\u00a0Nd4 tampoco sirve: error grave (??). Prueba otra.');
    assert.equal(await page.locator('[data-testid="explore-moves"]').count(), 0, 'a wrong move is not kept on the board');
    // 3... g6 guards against the mate: solved, and the move stays on the board as a line.
    await waitForMovable(page);
    await drag(page, 'g7', 'g6');
    const solved = await messageMatching(page, /^¡Bien!/);
    assert.match(solved, /^¡Bien! 3…\sg6 es (la mejor jugada\.|una buena jugada \(la del motor: \S+\)\.)$/);
    assert.equal(await retry(page).getAttribute('data-phase'), 'solved');
    await page.locator('[data-testid="explore-moves"] button').first().waitFor();
    assert.deepEqual(await page.locator('[data-testid="explore-moves"] button').allTextContents(), ['3… g6']);
    await screenshot(page, 'retry-1280x800');

    // To the end: the summary counts the exercise solved, and leaving goes back to the offer and the game's end.
    for (let guard = 0; guard < 10 && await page.locator('[data-testid="retry-again"]').count() === 0; guard++) {
      await page.locator('[data-testid="retry-next"], [data-testid="retry-skip"]').first().click();
    }
    assert.match(await message(page).innerText(), /^Ejercicios terminados: has resuelto 1 de \d+\.$/);
    await page.locator('[data-testid="retry-leave"]').click();
    await start.waitFor();
    assert.equal(await board(page).getAttribute('data-ply'), '7');
    assertNoPageErrors(assert, page);
    await page.close();
  });

  test('"Ver la solución" plays the review\'s better line on the board', async () => {
    const page = await newPage(session.browser, { viewport: PHONE });
    const id = await importGame(SCHOLARS_MATE, page);
    await review(page, id);
    await page.locator('[data-testid="retry-start"]').click();
    for (let guard = 0; guard < 10 && await retry(page).getAttribute('data-ply') !== '6'; guard++) {
      await page.locator('[data-testid="retry-skip"]').click();
    }
    await page.locator('[data-testid="retry-solution"]').click();
    const text = await messageMatching(page, /^La solución/);
    const better = /^La solución: 3…\s(\S+)\./.exec(text)?.[1];
    assert.ok(better, text);
    await page.locator('[data-testid="explore-moves"] button').first().waitFor();
    assert.equal((await page.locator('[data-testid="explore-moves"] button').allTextContents())[0], `3… ${better}`);
    assert.equal(await retry(page).getAttribute('data-phase'), 'shown');
    // On a phone the exercise's box comes first under the board, in view, the line's box after it.
    const box = await retry(page).boundingBox();
    const line = await page.locator('[data-testid="explore"]').boundingBox();
    const panel = await page.locator('[data-testid="analysis"]').boundingBox();
    assert.ok(box.y < line.y && line.y < panel.y, `exercise at ${box.y}, line at ${line.y}, review at ${panel.y}`);
    await page.waitForFunction(() => {
      const board = document.querySelector('.board-area').getBoundingClientRect();
      const top = document.querySelector('[data-testid="retry"]').getBoundingClientRect().top;
      return top >= board.bottom - 1 && top < window.innerHeight - 100;
    });
    await screenshot(page, 'retry-390x844');
    assertNoPageErrors(assert, page);
    await page.close();
  });

  test('against the computer, only the player\'s own errors are offered', async () => {
    const page = await newPage(session.browser);
    // 1. Rd7?? lets Black mate on the back rank with 1... Re1#.
    await startGame(page, { mode: 'computer', level: 8, color: 'white', fen: '4r1k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1' });
    await waitForMovable(page);
    await drag(page, 'd1', 'd7');
    await page.locator('.game-finished').waitFor({ timeout: 60_000 });
    await page.locator('[data-testid="analyse-quick"]').click();
    await page.locator('[data-testid="analysis-pgn"]').waitFor({ timeout: 90_000 });
    const start = page.locator('[data-testid="retry-start"]');
    assert.equal(await start.innerText(), 'Aprende de tus errores');
    assert.equal(await retry(page).locator('.hint').innerText(),
      'Una jugada que mejorar: en su posición, busca una jugada mejor.');
    await start.click();
    assert.equal(await message(page).innerText(), '1.\u00a0Rd7?? fue un error grave de las blancas. Busca una jugada mejor.');
    assert.equal(await page.locator('[data-testid="retry-skip"]').innerText(), 'Saltar y terminar');
    await waitForMovable(page);
    assert.equal(await board(page).getAttribute('data-movable'), 'white');
    // A move may be typed too: 1. Rd8+ Rxd8 loses the rook.
    await page.locator('.move-form input').fill('Rd8');
    await page.locator('.move-form input').press('Enter');
    assert.match(await messageMatching(page, /tampoco sirve/), /^1\.\sRd8\+? tampoco sirve: error grave \(\?\?\)\. Prueba otra\.$/);
    await waitForMovable(page);
    await drag(page, 'h2', 'h3');
    assert.match(await messageMatching(page, /^¡Bien!/), /^¡Bien! 1\.\sh3 es /);
    await page.locator('[data-testid="retry-next"]').click();
    assert.equal(await message(page).innerText(), 'Ejercicios terminados: has resuelto 1 de 1.');
    assertNoPageErrors(assert, page);
    await page.close();
  });
});
