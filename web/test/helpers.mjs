// Shared pieces of the browser tests: Debian's Chromium through playwright-core, and ways to act on the app
// as a person does (clicking squares, dragging pieces, typing).
import { chromium } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

export const BASE_URL = process.env.ESCAQUE_URL ?? 'http://127.0.0.1:8080';
/**
 * The app is served with no Escaque host (a static file server): its games are played in the browser, by the
 * WebAssembly build, and kept in IndexedDB. The tests that hold in both drivers run in both (run.mjs).
 */
export const LOCAL = process.env.ESCAQUE_LOCAL === '1';
export const SCREENSHOTS = process.env.ESCAQUE_SCREENSHOTS ?? 'test-output';
const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];

/**
 * Starts Debian's Chromium, headless, with the flags that keep it quiet and offline. playwright-core gives every
 * launch a fresh --user-data-dir of its own (and removes it on close); each test also gets its own context, so
 * storage never leaks between tests.
 */
export async function startBrowser() {
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS });
  return { browser, close: () => browser.close() };
}

/** A page in a fresh context: language `es` or `en` (by the browser's locale), desktop size unless told. */
export async function newPage(browser, { lang = 'es', viewport = DESKTOP, touch = false } = {}) {
  const context = await browser.newContext({
    viewport,
    locale: lang === 'es' ? 'es-ES' : 'en-GB',
    hasTouch: touch,
    isMobile: touch,
  });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', error => errors.push(error));
  page.errors = errors;
  return page;
}

export async function screenshot(page, name) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });
}

/** A short finished game to review: 3... Nf6?? allows 4. Qxf7#. */
export const SCHOLARS_MATE = '[White "A"]\n[Black "B"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n';

/** Waits until the board takes moves (on a finished game's board: core's legal moves for the position shown have come). */
export function waitForMovable(page) {
  return page.waitForFunction(() => document.querySelector('[data-testid="board"]')?.dataset.movable);
}

/** Starts a game from the home page's forms: mode 'hotseat' or 'computer', optional FEN and options. */
export async function startGame(page, { mode = 'hotseat', fen, level, color, time } = {}) {
  await page.goto(`${BASE_URL}/`);
  const form = page.locator(`[data-testid="${mode}-form"]`);
  if (level) await form.locator('select[name="level"]').selectOption(String(level));
  if (color) await form.locator(`input[type="radio"][value="${color}"]`).check();
  if (time) await form.locator('select[name="time"]').selectOption(time);
  if (fen) {
    await form.locator('summary').click();
    await form.locator('input[name="fen"]').fill(fen);
  }
  await form.locator('button[type="submit"]').click();
  await page.waitForURL(/\/game\//);
  await page.waitForSelector('cg-board piece');
  await waitForStatus(page);
  return page.url().split('/game/')[1].split('?')[0];
}

/** Waits until the status line shows something other than "loading". */
export async function waitForStatus(page) {
  await page.waitForFunction(() => {
    const status = document.querySelector('[data-testid="status"]');
    return status && status.textContent && !status.textContent.endsWith('…') || status?.classList.contains('thinking');
  });
}

async function squareCenter(page, square) {
  const board = page.locator('[data-testid="board"] cg-board');
  const box = await board.boundingBox();
  const orientation = await page.locator('[data-testid="board"]').getAttribute('data-orientation');
  const file = square.charCodeAt(0) - 97;
  const rank = Number(square[1]) - 1;
  const column = orientation === 'black' ? 7 - file : file;
  const row = orientation === 'black' ? rank : 7 - rank;
  const size = box.width / 8;
  return { x: box.x + (column + 0.5) * size, y: box.y + (row + 0.5) * size };
}

/** Drags the piece on `from` to `to` with the mouse. */
export async function drag(page, from, to) {
  const start = await squareCenter(page, from);
  const end = await squareCenter(page, to);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move((start.x + end.x) / 2, (start.y + end.y) / 2, { steps: 4 });
  await page.mouse.move(end.x, end.y, { steps: 4 });
  await page.mouse.up();
}

/** Clicks `from`, then `to`. */
export async function clickMove(page, from, to) {
  const start = await squareCenter(page, from);
  const end = await squareCenter(page, to);
  await page.mouse.click(start.x, start.y);
  await page.mouse.click(end.x, end.y);
}

/** Drags with touch events, as a finger does. */
export async function touchDrag(page, from, to) {
  const start = await squareCenter(page, from);
  const end = await squareCenter(page, to);
  const cdp = await page.context().newCDPSession(page);
  const point = ({ x, y }) => [{ x, y, id: 1, radiusX: 4, radiusY: 4, force: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(start) });
  for (let step = 1; step <= 6; step++) {
    const x = start.x + ((end.x - start.x) * step) / 6;
    const y = start.y + ((end.y - start.y) * step) / 6;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point({ x, y }) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** Types a move into the move box and sends it. */
export async function typeMove(page, text) {
  const input = page.locator('[data-testid="move-input"]');
  await input.fill(text);
  await input.press('Enter');
}

/** The number of half-moves in the move list. */
export function moveCount(page) {
  return page.locator('.move-list button.move[data-ply]').count();
}

export async function waitForMoves(page, count) {
  await page.waitForFunction(n => document.querySelectorAll('.move-list button.move[data-ply]').length >= n, count);
}

export async function statusText(page) {
  return (await page.locator('[data-testid="status"]').textContent()).trim();
}

export async function waitForStatusText(page, text, timeout = 10_000) {
  await page.waitForFunction(expected =>
    document.querySelector('[data-testid="status"]')?.textContent?.trim() === expected, text, { timeout });
}

/** The pieces on the board as { square: 'white knight' }, read once chessground's animation has finished. */
export async function boardPieces(page) {
  await page.waitForTimeout(250);
  return page.evaluate(() => {
    const pieces = {};
    for (const piece of document.querySelectorAll('[data-testid="board"] cg-board piece')) {
      if (piece.cgKey && !piece.classList.contains('ghost') && !piece.classList.contains('fading')) {
        const [color, role] = [...piece.classList].filter(name => name !== 'dragging' && name !== 'anim');
        pieces[piece.cgKey] = `${color} ${role}`;
      }
    }
    return pieces;
  });
}

/**
 * The premove's two squares, once chessground has drawn the board (on its next animation frame; it hides the squares
 * it no longer uses).
 */
export async function premoveSquares(page) {
  await page.waitForTimeout(250);
  return page.evaluate(() => [...document.querySelectorAll('[data-testid="board"] square.current-premove')]
    .filter(square => square.style.display !== 'none').map(square => square.cgKey).sort());
}

/**
 * The game's state straight from the API (for checks, never to drive the UI). With no host, what this browser has
 * stored of it (the record in IndexedDB that `page`'s origin keeps): its ply, status, result and position.
 */
export async function apiState(gameId, page) {
  if (LOCAL) return storedState(page, gameId);
  const response = await fetch(`${BASE_URL}/api/games/${gameId}`);
  return response.json();
}

async function storedState(page, gameId) {
  const record = await page.evaluate(id => new Promise((resolve, reject) => {
    const open = indexedDB.open('escaque');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const read = open.result.transaction('games').objectStore('games').get(id);
      read.onsuccess = () => resolve(read.result ?? null);
      read.onerror = () => reject(read.error);
    };
  }), gameId);
  if (record === null) return null;
  const fields = Object.fromEntries(record.split('\n').map(line => [line.slice(0, line.indexOf(' ')),
    line.slice(line.indexOf(' ') + 1)]));
  return { id: fields.id, startFen: fields.startFen, ply: Number(fields.ply), status: fields.status,
    result: fields.result === '-' ? null : fields.result, fen: fields.fen };
}

/**
 * With no host, the game's analyses as this browser has stored them (for checks): the game's record and its analyses'
 * records read from IndexedDB and given to a WebAssembly worker of the test's own, which answers as the API does.
 */
export async function storedAnalyses(page, gameId) {
  return page.evaluate(id => new Promise((resolve, reject) => {
    const open = indexedDB.open('escaque');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const transaction = open.result.transaction(['games', 'analyses']);
      const game = transaction.objectStore('games').get(id);
      const analyses = transaction.objectStore('analyses').getAll(IDBKeyRange.bound(`${id}/`, `${id}/\uffff`));
      transaction.onerror = () => reject(transaction.error);
      transaction.oncomplete = () => {
        const worker = new Worker(document.querySelector('meta[name="escaque-worker"]').content);
        const calls = [['localRestore', game.result, Date.now()],
          ...analyses.result.map(record => ['localAnalysisRestore', record]), ['localAnalysisList', id]];
        worker.onmessage = ({ data }) => {
          if (data.error) {
            worker.terminate();
            reject(new Error(data.error));
          } else if (data.id === calls.length) {
            worker.terminate();
            resolve(JSON.parse(data.result).result);
          }
        };
        calls.forEach(([method, ...args], index) => worker.postMessage({ id: index + 1, method, args }));
      };
    };
  }), gameId);
}

/** Plays a list of UCI moves by dragging, waiting for each to be recorded. */
export async function playMoves(page, moves) {
  for (const uci of moves) {
    const before = await moveCount(page);
    await drag(page, uci.slice(0, 2), uci.slice(2, 4));
    await waitForMoves(page, before + 1);
  }
}

/**
 * Scrolls to an element that the page may draw again meanwhile (the state pushed over the socket after an action
 * the page already showed from the HTTP answer, a panel drawn again as a review arrives): a detached element is looked
 * up again, a few times at most.
 */
export async function scrollToRedrawn(locator) {
  for (let attempt = 1; ; attempt++) {
    try {
      await locator.scrollIntoViewIfNeeded();
      return;
    } catch (error) {
      if (attempt >= 3 || !String(error.message).includes('not attached')) throw error;
    }
  }
}

export function assertNoPageErrors(assert, page) {
  assert.deepEqual(page.errors.map(error => String(error)), [], 'no script errors on the page');
}

/**
 * Imports a PGN game and returns its id: with the host, through its API; with no host (ESCAQUE_LOCAL), through the
 * home page's form in `page`, whose browser keeps it.
 */
export async function importGame(pgn, page) {
  if (LOCAL) {
    await page.goto(`${BASE_URL}/`);
    await page.locator('.import-form textarea').fill(pgn);
    await page.locator('.import-form button[type="submit"]').click();
    await page.waitForURL(/\/game\//);
    return page.url().split('/game/')[1].split('?')[0];
  }
  const response = await fetch(`${BASE_URL}/api/games/import`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ pgn }),
  });
  if (response.status !== 201) throw new Error(`import answered ${response.status}: ${await response.text()}`);
  return (await response.json()).id;
}

/**
 * A guest opens a game's join link (as a QR code gives it) on a device never asked for its name: the page asks for
 * it first (`name`, or left empty), then joins.
 */
export async function joinWithLink(page, code, name = '') {
  await page.goto(`${BASE_URL}/join/${code}`);
  const form = page.locator('form.join-form');
  await form.locator('input[name="name"]').fill(name);
  await form.locator('button[type="submit"]').click();
}
