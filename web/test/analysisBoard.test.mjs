// The analysis board (/analysis?fen=…): moves of both sides tried from a position (the initial one, one set up in the
// editor, a finished game's), each read by core and evaluated by the engine in the browser's WebAssembly build, with a
// host or without; a position the rules refuse is said so and not analysed.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  assertNoPageErrors, BASE_URL, drag, importGame, newPage, PHONE, SCHOLARS_MATE, screenshot, startBrowser, startGame,
} from './helpers.mjs';

let session;
before(async () => { session = await startBrowser(); });
after(async () => { await session.close(); });

const board = page => page.locator('[data-testid="board"]');
const boardFen = page => board(page).getAttribute('data-fen');
const lineMoves = page => page.locator('.move-list button.move').allTextContents();
const evalText = page => page.locator('[data-testid="analysis-board-eval"]').innerText();

/** Waits until the board takes moves from `side` ('' for none): core has answered for the position shown. */
const waitForSide = (page, side) => page.waitForFunction(wanted =>
  document.querySelector('[data-testid="board"]')?.dataset.movable === wanted, side);
/** Waits until the status line says `text`. */
const waitForStatusLine = (page, text) => page.waitForFunction(wanted =>
  document.querySelector('[data-testid="status"]')?.textContent === wanted, text);
/** Waits until the engine's word on the position shown has come (its move is on the board as an arrow). */
const waitForEngine = page => page.waitForFunction(() =>
  /La jugada del motor|The engine's move/.test(document.querySelector('[data-testid="analysis-board-eval"]')?.textContent ?? ''),
null, { timeout: 30_000 });

async function open(page, fen) {
  await page.goto(`${BASE_URL}/analysis${fen ? `?fen=${encodeURIComponent(fen)}` : ''}`);
  await page.waitForSelector('cg-board piece');
}

describe('the analysis board', () => {
  test('from the home page: moves of both sides, the engine\'s word on each, its line followed, ← and a new move', async () => {
    const page = await newPage(session.browser);
    await page.goto(`${BASE_URL}/`);
    await page.locator('[data-testid="home-analysis-link"]').click();
    await page.waitForURL(/\/analysis$/);
    assert.equal(await page.title(), 'Tablero de análisis · Escaque');
    await waitForSide(page, 'white');
    assert.equal(await boardFen(page), 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
    await waitForEngine(page);

    // 1. e4: core writes it, Black is to move, and the engine says what it is worth and what it would play.
    await drag(page, 'e2', 'e4');
    await waitForSide(page, 'black');
    assert.deepEqual(await lineMoves(page), ['e4']);
    assert.equal(await page.locator('[data-testid="status"]').innerText(), 'Juegan las negras');
    await waitForEngine(page);
    assert.match(await evalText(page), /^Evaluación: [+−]?\d+,\d\. La jugada del motor: \S+ \(sigue .+\)\.$/);
    const bar = page.locator('[data-testid="eval-bar"]');
    assert.equal(await bar.isVisible(), true);
    assert.match(await bar.getAttribute('data-eval'), /^[+−]?\d+,\d$/);
    // The engine's move is Black's, drawn as an arrow from a black piece.
    const best = await board(page).getAttribute('data-best');
    assert.match(best, /^[a-h][78][a-h][1-8]$/);
    assert.ok(await page.locator('cg-container svg g').count() >= 1, 'the engine\'s move is drawn as an arrow');
    await screenshot(page, 'analysis-board-1280x800');

    // "Seguir la línea del motor": its line, from here, added to the line; the board shows its first move.
    await page.locator('[data-testid="analysis-board-engine-line"]').click();
    await page.waitForFunction(() => document.querySelectorAll('.move-list button.move').length > 2);
    const moves = await lineMoves(page);
    assert.equal(moves[0], 'e4');
    assert.equal(await page.locator('.move-list button[aria-current="step"]').getAttribute('data-ply'), '2');

    // ← back to 1. e4, Home to the start; a move there replaces the whole line.
    await page.keyboard.press('ArrowLeft');
    assert.equal(await boardFen(page), 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1');
    await page.keyboard.press('End');
    assert.equal(await page.locator('.move-list button[aria-current="step"]').getAttribute('data-ply'), String(moves.length));
    await page.keyboard.press('Home');
    assert.equal(await boardFen(page), 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
    await waitForSide(page, 'white');
    await drag(page, 'd2', 'd4');
    await page.waitForFunction(() => document.querySelectorAll('.move-list button.move').length === 1);
    assert.deepEqual(await lineMoves(page), ['d4']);
    // The line's own next move only steps forward: what follows it stays.
    await waitForSide(page, 'black');
    await drag(page, 'd7', 'd5');
    await page.waitForFunction(() => document.querySelectorAll('.move-list button.move').length === 2);
    await page.keyboard.press('ArrowLeft');
    await waitForSide(page, 'black');
    await drag(page, 'd7', 'd5');
    await page.waitForFunction(() => document.querySelector('.move-list button[aria-current="step"]')?.dataset.ply === '2');
    assert.deepEqual(await lineMoves(page), ['d4', 'd5']);
    assertNoPageErrors(assert, page);
    await page.close();
  });

  test('a checkmate ends the line: said by the status, no move taken, the bar at White\'s win', async () => {
    const page = await newPage(session.browser);
    await open(page, 'r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4');
    await waitForSide(page, 'white');
    await waitForEngine(page);
    assert.match(await evalText(page), /^Evaluación: las blancas dan mate en 1 \(#1\)\. La jugada del motor: Qxf7#\.$/);
    assert.equal(await board(page).getAttribute('data-best'), 'h5f7');
    await drag(page, 'h5', 'f7');
    await waitForStatusLine(page, 'Jaque mate.');
    assert.equal(await board(page).getAttribute('data-movable'), '');
    assert.deepEqual(await lineMoves(page), ['Qxf7#']);
    assert.equal(await page.locator('.move-list .move-number').first().innerText(), '4.');
    await page.waitForFunction(() => document.querySelector('[data-testid="eval-bar"]')?.dataset.eval === '#');
    assert.equal(await page.locator('[data-testid="eval-bar"] .eval-bar-white').evaluate(white => white.style.height), '100%');
    assert.equal(await page.locator('[data-testid="analysis-board-engine"]').isVisible(), false);
    assertNoPageErrors(assert, page);
    await page.close();
  });

  test('a pawn promotes to the piece chosen; on a phone the board and the engine\'s word fit the screen', async () => {
    const page = await newPage(session.browser, { viewport: PHONE });
    await open(page, '8/P7/8/8/8/7p/k7/4K3 w - - 0 1');
    await waitForSide(page, 'white');
    await drag(page, 'a7', 'a8');
    await page.locator('.promotion-choice[data-piece="n"]').click();
    await waitForSide(page, 'black');
    assert.deepEqual(await lineMoves(page), ['a8=N']);
    assert.equal(await boardFen(page), 'N7/8/8/8/8/7p/k7/4K3 b - - 0 1');
    assert.equal(await page.locator('[data-testid="status"]').innerText(), 'Juegan las negras');
    // A knight and a king against a king: no mate can follow, and the status says so.
    await open(page, '8/8/8/8/8/8/1k6/N3K3 b - - 0 1');
    await waitForStatusLine(page, 'Tablas: no queda material para dar mate.');
    assert.equal(await board(page).getAttribute('data-movable'), '');

    await open(page, 'rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2');
    await waitForSide(page, 'black');
    await waitForEngine(page);
    const boardBox = await board(page).boundingBox();
    const engineBox = await page.locator('[data-testid="analysis-board-engine"]').boundingBox();
    assert.ok(boardBox.x >= 0 && boardBox.x + boardBox.width <= PHONE.width, `the board fits across: ${JSON.stringify(boardBox)}`);
    assert.ok(engineBox.y > boardBox.y + boardBox.height && engineBox.y + engineBox.height <= PHONE.height,
      `the engine's word is under the board, on the screen: ${JSON.stringify(engineBox)}`);
    await screenshot(page, 'analysis-board-390x844');
    assertNoPageErrors(assert, page);
    await page.close();
  });

  test('a position the rules refuse is said so, not analysed, with the way to the editor', async () => {
    const page = await newPage(session.browser);
    await page.goto(`${BASE_URL}/analysis?fen=${encodeURIComponent('8/8/8/8/8/8/8/4K3 w - - 0 1')}`);
    await page.waitForFunction(() => document.querySelector('[data-testid="status"]')?.textContent.startsWith('Esta posición'));
    const status = await page.locator('[data-testid="status"]').innerText();
    assert.match(status, /^Esta posición no se puede analizar\. .*rey negro/i);
    assert.equal(await board(page).getAttribute('data-movable'), '');
    assert.equal(await page.locator('[data-testid="analysis-board-engine"]').isVisible(), false);
    await page.locator('[data-tool="edit-position"]').click();
    await page.waitForURL(/\/editor\?fen=/);
    assert.equal(await page.locator('[data-testid="editor-fen"]').inputValue(), '8/8/8/8/8/8/8/4K3 w - - 0 1');
    // Text that is no FEN at all is refused the same way.
    await page.goto(`${BASE_URL}/analysis?fen=nonsense`);
    await page.waitForFunction(() => document.querySelector('[data-testid="status"]')?.textContent.startsWith('Esta posición'));
    assertNoPageErrors(assert, page);
    await page.close();
  });

  test('the editor\'s position and a finished game\'s go to the analysis board; a game going on offers none', async () => {
    const page = await newPage(session.browser, { lang: 'en' });
    const fen = '4k3/8/8/8/8/8/4P3/4K3 w - - 0 1';
    await page.goto(`${BASE_URL}/editor?fen=${encodeURIComponent(fen)}`);
    // The editor has loaded the position (three pieces) and the rules have accepted it.
    await page.waitForFunction(() => document.querySelectorAll('cg-board piece').length === 3);
    await page.locator('[data-testid="editor-analyse"]:not([disabled])').click();
    await page.waitForURL(/\/analysis\?fen=/);
    assert.equal(await page.title(), 'Analysis board · Escaque');
    await waitForSide(page, 'white');
    assert.equal(await boardFen(page), fen);
    await waitForEngine(page);
    assert.match(await evalText(page), /^Evaluation: /);

    const id = await importGame(SCHOLARS_MATE, page);
    await page.goto(`${BASE_URL}/game/${id}`);
    await page.locator('[data-tool="analyse-position"]').click();
    await page.waitForURL(/\/analysis\?fen=/);
    await waitForStatusLine(page, 'Checkmate.');
    assert.equal(await boardFen(page), 'r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 4');
    assert.equal(await board(page).getAttribute('data-movable'), '');

    await startGame(page, { mode: 'hotseat' });
    await page.locator('[data-tool="copy-fen"]').waitFor();
    assert.equal(await page.locator('[data-tool="analyse-position"]').count(), 0);
    assertNoPageErrors(assert, page);
    await page.close();
  });
});
