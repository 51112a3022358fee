// "What if?": once a game is over, a move made on the board from one of its positions starts a line of one's own
// beside the game. Core (the WebAssembly build, with a host or without) reads each move and says what may follow, the
// engine evaluates where the line stands, and the game itself does not change.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  assertNoPageErrors, BASE_URL, drag, importGame, LOCAL, moveCount, newPage, SCHOLARS_MATE, screenshot, startBrowser,
  waitForMovable,
} from './helpers.mjs';

let session;
before(async () => { session = await startBrowser(); });
after(async () => { await session.close(); });

const board = page => page.locator('[data-testid="board"]');
const lineFen = page => board(page).getAttribute('data-line');
const lineMoves = page => page.locator('[data-testid="explore-moves"] button').allTextContents();

/** Opens the game at the position after `ply` half-moves, once core's legal moves are on the board. */
async function openAt(page, id, ply) {
  await page.goto(`${BASE_URL}/game/${id}`);
  await page.waitForSelector('cg-board piece');
  await page.locator(`.move-list button[data-ply="${ply}"]`).click();
  await page.waitForFunction(wanted => document.querySelector('[data-testid="board"]')?.dataset.ply === String(wanted), ply);
  await page.locator('[data-testid="explore-offer"]').waitFor();
  // The board takes moves once core has answered with the position's legal moves.
  await waitForMovable(page);
}

describe('a line of one\'s own after the game', () => {
  test('moves tried from a position are read by core, evaluated by the engine, and leave the game as it was', async () => {
    const page = await newPage(session.browser);
    const id = await importGame(SCHOLARS_MATE, page);
    await openAt(page, id, 5);
    assert.match(await page.locator('[data-testid="explore-offer"]').innerText(), /Mueve una pieza en el tablero/);
    // A game imported was not played here: no "Jugar otra vez" with its settings ("Nueva partida" is among the tools).
    assert.equal(await page.locator('[data-tool="play-again"]').count(), 0);
    assert.equal(await page.locator('[data-tool="new-game"]').count(), 1);

    // 3... g6 instead of the game's Nf6: the line starts, its move written as the move list writes moves.
    await drag(page, 'g7', 'g6');
    await page.locator('[data-testid="explore-moves"] button').first().waitFor();
    assert.deepEqual(await lineMoves(page), ['3… g6']);
    assert.equal(await lineFen(page), 'r1bqkbnr/pppp1p1p/2n3p1/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 0 4');
    assert.match(await page.locator('.explore-title').innerText(), /Variante desde la posición tras 3\.\sBc4/);
    // The engine's word on it, with its move as an arrow and the bar beside the board.
    await page.waitForFunction(() => /La jugada del motor/.test(
      document.querySelector('[data-testid="explore-eval"]')?.textContent ?? ''), null, { timeout: 30_000 });
    assert.match(await page.locator('[data-testid="explore-eval"]').innerText(), /^Evaluación: [+−]\d+,\d\. La jugada del motor: Q/);
    assert.equal(await page.locator('[data-testid="eval-bar"]').isVisible(), true);
    assert.ok(await page.locator('cg-container svg.cg-shapes g, cg-container svg g[cgHash]').count() >= 1,
      'the engine\'s move is drawn as an arrow');
    await screenshot(page, 'explore-1280x800');

    // 4. Qf3 Nd4 5. Qxf7#: the board ends the line, and says so.
    await drag(page, 'h5', 'f3');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="explore-moves"] button').length === 2);
    await drag(page, 'c6', 'd4');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="explore-moves"] button').length === 3);
    await drag(page, 'f3', 'f7');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="explore-moves"] button').length === 4);
    assert.deepEqual(await lineMoves(page), ['3… g6', '4. Qf3', 'Nd4', '5. Qxf7#']);
    assert.equal(await page.locator('[data-testid="explore-eval"]').innerText(), 'Jaque mate.');
    // The bar follows: White has mated (it was dimmed while the position was being evaluated).
    await page.waitForFunction(() => {
      const bar = document.querySelector('[data-testid="eval-bar"]');
      return bar.dataset.eval === '#' && !bar.classList.contains('pending');
    });
    assert.equal(await page.locator('[data-testid="eval-bar"] .eval-bar-white').evaluate(white => white.style.height), '100%');

    // ← steps back through the line; a click on one of its moves goes there.
    await page.keyboard.press('ArrowLeft');
    assert.equal(await lineFen(page), 'r1bqkbnr/pppp1p1p/6p1/4p3/2BnP3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 2 5');
    await page.locator('[data-testid="explore-moves"] button[data-step="1"]').click();
    assert.equal(await lineFen(page), 'r1bqkbnr/pppp1p1p/2n3p1/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 0 4');
    // A move from the middle of the line replaces what followed it.
    await waitForMovable(page);
    await drag(page, 'h5', 'e5');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="explore-moves"] button').length === 2);
    assert.deepEqual(await lineMoves(page), ['3… g6', '4. Qxe5+']);

    // Esc leaves the line, back to the game's position it started from; the game has its seven moves still.
    await page.keyboard.press('Escape');
    await page.locator('[data-testid="explore-offer"]').waitFor();
    assert.equal(await lineFen(page), '');
    assert.equal(await board(page).getAttribute('data-ply'), '5');
    assert.equal(await moveCount(page), 7);
    if (!LOCAL) {
      const state = await (await fetch(`${BASE_URL}/api/games/${id}`)).json();
      assert.equal(state.moves.length, 7);
      assert.equal(state.result, '1-0');
    }

    // The game's own next move is no line: it steps forward in the game.
    await waitForMovable(page);
    await drag(page, 'g8', 'f6');
    await page.waitForFunction(() => document.querySelector('[data-testid="board"]')?.dataset.ply === '6');
    assert.equal(await lineFen(page), '');
    assertNoPageErrors(assert, page);
    await page.close();
  });

  test('the review\'s better move is played out on the board as a line, and the engine\'s line followed from there', async () => {
    const page = await newPage(session.browser);
    const id = await importGame(SCHOLARS_MATE, page);
    await page.goto(`${BASE_URL}/game/${id}`);
    await page.locator('[data-testid="analyse-quick"]').click();
    await page.locator('[data-testid="analysis-pgn"]').waitFor({ timeout: 60_000 });
    // 3... Nf6?? is a blunder: the review names the better move, and offers it on the board.
    await page.locator('.move-list button[data-ply="6"]').click();
    const offer = page.locator('[data-testid="analysis-try"]');
    const text = await offer.innerText();
    const better = /^Ver (\S+) y su línea en el tablero$/.exec(text)?.[1];
    assert.ok(better, text);
    assert.match(await page.locator('[data-testid="analysis-comment"]').innerText(), new RegExp(`Mejor era ${better.replace('+', '\\+')}`));
    await offer.click();
    await page.locator('[data-testid="explore-moves"] button').first().waitFor();
    const moves = await lineMoves(page);
    assert.equal(moves[0], `3… ${better}`);
    assert.ok(moves.length >= 2, `the whole line is there to step through: ${moves}`);
    assert.equal(await page.locator('[data-testid="explore-moves"] button[aria-current="step"]').getAttribute('data-step'), '1');
    assert.equal(await board(page).getAttribute('data-ply'), '5', 'the line starts where the game\'s move was made');
    await page.keyboard.press('ArrowRight');
    assert.equal(await page.locator('[data-testid="explore-moves"] button[aria-current="step"]').getAttribute('data-step'), '2');
    // From the end of the line, the engine's own line there can be followed in turn.
    await page.locator(`[data-testid="explore-moves"] button[data-step="${moves.length}"]`).click();
    const follow = page.locator('[data-testid="explore-engine-line"]');
    await follow.waitFor({ timeout: 30_000 });
    await follow.click();
    await page.waitForFunction(count => document.querySelectorAll('[data-testid="explore-moves"] button').length > count,
      moves.length);
    assert.equal(await page.locator('[data-testid="explore-moves"] button[aria-current="step"]').getAttribute('data-step'),
      String(moves.length + 1));
    assertNoPageErrors(assert, page);
    await page.close();
  });

  test('a pawn reaching the last rank in a line offers the four pieces, and the one chosen is the line\'s move', async () => {
    const page = await newPage(session.browser);
    const id = await importGame('[FEN "k7/2P5/1K6/8/8/8/8/7R w - - 0 1"]\n[SetUp "1"]\n\n1. Rh8# 1-0\n', page);
    await page.goto(`${BASE_URL}/game/${id}`);
    // The game is loaded once its move is listed (the board shows chessground's own pieces before that).
    await page.locator('.move-list button[data-ply="1"]').waitFor();
    await page.locator('[data-nav="first"]').click();
    await waitForMovable(page);
    await drag(page, 'c7', 'c8');
    await page.locator('.promotion-choice').first().waitFor();
    assert.equal(await page.locator('.promotion-choice').count(), 4);
    await page.locator('.promotion-choice[data-piece="n"]').click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="explore-moves"] button').length === 1);
    assert.deepEqual(await lineMoves(page), ['1. c8=N']);
    assert.equal(await lineFen(page), 'k1N5/8/1K6/8/8/8/8/7R b - - 0 1');
    assertNoPageErrors(assert, page);
    await page.close();
  });

  test('"Copiar FEN" and "Editar esta posición" take the position on the board, a line\'s too', async () => {
    const page = await newPage(session.browser);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const id = await importGame(SCHOLARS_MATE, page);
    await openAt(page, id, 2);
    const clipboard = async () => {
      await page.locator('[data-tool="copy-fen"]').click();
      await page.locator('.game-notice').filter({ hasText: 'FEN copiado' }).waitFor();
      return page.evaluate(() => navigator.clipboard.readText());
    };
    assert.equal(await clipboard(), 'rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2');
    await drag(page, 'g1', 'f3');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="explore-moves"] button').length === 1);
    const fen = 'rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2';
    assert.equal(await clipboard(), fen);
    await page.locator('[data-tool="edit-position"]').click();
    await page.waitForURL(/\/editor\?fen=/);
    // The editor sets up the placement, the side to move and the castling rights (it starts the move counts afresh),
    // once core has read the FEN given (the field shows it as given until then).
    const edited = fen.replace(/ 1 2$/, ' 0 1');
    await page.waitForFunction(wanted => document.querySelector('[data-testid="editor-fen"]')?.value === wanted, edited)
      .catch(() => undefined);
    assert.equal(await page.locator('[data-testid="editor-fen"]').inputValue(), edited);
    assertNoPageErrors(assert, page);
    await page.close();
  });

  test('a browser that cannot run the WebAssembly build is told so, and offered nothing it cannot do', { skip: LOCAL && 'with no host, nothing runs without the build' }, async () => {
    // The service worker would serve the worker's script from its cache, past the route below: none here.
    const context = await session.browser.newContext({ locale: 'es-ES', serviceWorkers: 'block' });
    const page = await context.newPage();
    // As a browser too old for WebAssembly GC: the engine worker never starts.
    await page.route(/\/assets\/worker-[^/]*\.js(\?|$)/, route => route.abort());
    const id = await importGame(SCHOLARS_MATE);
    await page.goto(`${BASE_URL}/game/${id}`);
    await page.waitForSelector('cg-board piece');
    await page.waitForFunction(() => /no permite probar variantes/.test(
      document.querySelector('[data-testid="explore"]')?.textContent ?? ''), null, { timeout: 15_000 });
    assert.equal(await page.locator('[data-testid="explore-offer"]').count(), 0);
    assert.equal(await board(page).getAttribute('data-movable'), '', 'the board takes no move it could not read');
    await context.close();
  });

  test('on a phone, in English, the line and its evaluation show under the board', async () => {
    const page = await newPage(session.browser, { lang: 'en', viewport: { width: 390, height: 844 }, touch: true });
    const id = await importGame(SCHOLARS_MATE, page);
    await openAt(page, id, 2);
    assert.match(await page.locator('[data-testid="explore-offer"]').innerText(), /Move a piece on the board/);
    await drag(page, 'd2', 'd4');
    await page.waitForFunction(() => /engine's move/.test(
      document.querySelector('[data-testid="explore-eval"]')?.textContent ?? ''), null, { timeout: 30_000 });
    assert.deepEqual(await lineMoves(page), ['2. d4']);
    assert.match(await page.locator('.explore-title').innerText(), /Variation from the position after 1…\se5/);
    // The board stays at the top as the page scrolls; the line's box is brought into view right under it.
    await page.waitForFunction(() => {
      const box = document.querySelector('[data-testid="explore"]').getBoundingClientRect();
      const area = document.querySelector('.board-area').getBoundingClientRect();
      return box.top >= area.bottom && box.bottom <= window.innerHeight;
    }, null, { timeout: 5000 });
    await screenshot(page, 'explore-390x844');
    await page.locator('[data-testid="explore-leave"]').click();
    await page.locator('[data-testid="explore-offer"]').waitFor();
    assert.equal(await board(page).getAttribute('data-ply'), '2');
    assertNoPageErrors(assert, page);
    await page.close();
  });
});
