// The opening's name during play and in the history; hints ("Pista") against the computer and on one device, in
// two presses, in Spanish and English, at 1366×768 and 390×844; no hint in a network game; the low-time warning; the
// results against each level.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import {
  apiState, assertNoPageErrors, BASE_URL, LOCAL, newPage, PHONE, screenshot, scrollToRedrawn, startBrowser, startGame,
  typeMove, waitForMoves,
} from './helpers.mjs';

const LAPTOP = { width: 1366, height: 768 };

let session;
before(async () => { session = await startBrowser(); });
after(async () => { await session.close(); });

const opening = page => page.locator('.side-panel [data-testid="opening"]');
const hintButton = page => page.locator('[data-testid="hint-button"]');
const hintText = page => page.locator('[data-testid="hint-text"]');
const boardHint = page => page.locator('[data-testid="board"]').getAttribute('data-hint');

/** Whether the element lies wholly inside the window (after scrolling it into view on a small screen). */
async function assertInView(page, locator, what) {
  await scrollToRedrawn(locator);
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  assert.ok(box, `${what} is drawn`);
  assert.ok(box.x >= 0 && box.y >= 0 && box.x + box.width <= viewport.width && box.y + box.height <= viewport.height,
    `${what} is in view: ${JSON.stringify(box)} in ${JSON.stringify(viewport)}`);
}

/** Presses "Pista" twice: first the piece (a circle on its square), then the move (an arrow from it). */
async function twoPresses(page, { button, showMove, pieceText, moveText }) {
  await assertInView(page, hintButton(page), 'the hint button');
  assert.equal((await hintButton(page).textContent()).trim(), button);
  await hintButton(page).click();
  await page.waitForFunction(() => /^[a-h][1-8]$/.test(document.querySelector('[data-testid="board"]').dataset.hint));
  const square = await boardHint(page);
  assert.match(await hintText(page).textContent(), pieceText);
  assert.ok(await hintText(page).textContent().then(text => text.includes(square)), 'the text names the square');
  assert.equal(await page.locator('cg-container svg.cg-shapes circle').count() > 0, true, 'a circle on the piece');
  assert.equal((await hintButton(page).textContent()).trim(), showMove);
  await hintButton(page).click();
  await page.waitForFunction(() => /^[a-h][1-8][a-h][1-8][qrbn]?$/.test(
    document.querySelector('[data-testid="board"]').dataset.hint));
  const uci = await boardHint(page);
  assert.equal(uci.slice(0, 2), square, 'the move is the piece shown first');
  assert.match(await hintText(page).textContent(), moveText);
  // The board draws its shapes on the next frame after the hint arrives: wait for the arrow, briefly.
  const arrow = await page.locator('cg-container svg.cg-shapes line').first()
    .waitFor({ state: 'attached', timeout: 2000 }).then(() => true, () => false);
  assert.ok(arrow, 'an arrow for the move');
  assert.ok(await hintButton(page).isDisabled(), 'nothing more to show');
  return uci;
}

describe('opening names', () => {
  test('the game page names the opening in Spanish, a transposition too, and the history shows it', async () => {
    const page = await newPage(session.browser);
    const id = await startGame(page, { mode: 'hotseat' });
    assert.ok(await opening(page).isHidden(), 'no name before a named position');
    for (const [index, move] of ['Nf3', 'd5', 'd4'].entries()) {
      await typeMove(page, move);
      await waitForMoves(page, index + 1);
    }
    await page.waitForFunction(() => document.querySelector('.side-panel [data-testid="opening"]')
      ?.textContent.includes('D02'));
    assert.equal((await opening(page).textContent()).trim(), 'Apertura: D02 Apertura del Peón de Dama: Variante Zukertort');
    const name = opening(page).locator('[lang="es"]');
    assert.equal(await name.textContent(), 'Apertura del Peón de Dama: Variante Zukertort');
    assert.equal(await name.getAttribute('title'), "Queen's Pawn Game: Zukertort Variation", 'the English name on hover');
    await assertInView(page, opening(page), 'the opening line');
    await screenshot(page, 'opening-1280x800');
    // The PGN saved from the Spanish UI names it in Spanish too.
    const pgn = await downloadedPgn(page);
    assert.ok(pgn.includes('[Opening "Apertura del Peón de Dama: Variante Zukertort"]'), pgn);
    await page.goto(`${BASE_URL}/`);
    const entry = page.locator(`[data-game="${id}"] [data-testid="opening"]`);
    await entry.waitFor();
    assert.match(await entry.textContent(), /D02 Apertura del Peón de Dama: Variante Zukertort/);
    // In the English UI, the table's English name.
    await page.goto(`${BASE_URL}/game/${id}?lang=en`);
    await page.waitForFunction(() => document.querySelector('.side-panel [data-testid="opening"]')
      ?.textContent.includes('D02'));
    assert.equal((await opening(page).textContent()).trim(), "Opening: D02 Queen's Pawn Game: Zukertort Variation");
    assert.equal(await opening(page).locator('[lang="en"]').textContent(), "Queen's Pawn Game: Zukertort Variation");
    assertNoPageErrors(assert, page);
  });
});

/** The game's PGN as the page saves it ("Descargar PGN"): with no host it is written in the browser. */
async function downloadedPgn(page) {
  const [file] = await Promise.all([page.waitForEvent('download'),
    page.locator('[data-tool="download-pgn"]').click()]);
  return readFileSync(await file.path(), 'utf8');
}

describe('hints', () => {
  test('against the computer, in Spanish at 1366×768: the piece, then the move, recorded in the PGN', async () => {
    const page = await newPage(session.browser, { viewport: LAPTOP });
    const id = await startGame(page, { mode: 'computer', level: 1, color: 'white' });
    const uci = await twoPresses(page, {
      button: 'Pista', showMove: 'Ver la jugada', pieceText: /^Pista: mueve (el|la) \S+ de [a-h][1-8]\.$/,
      moveText: /^Pista: \S+ \([a-zñó].+\)$/,
    });
    await screenshot(page, 'hint-1366x768');
    const state = await apiState(id, page);
    const san = (await hintText(page).textContent()).match(/^Pista: (\S+)/)[1];
    await typeMove(page, uci);
    await waitForMoves(page, 1);
    await page.waitForFunction(() => document.querySelector('[data-testid="board"]').dataset.hint === '');
    assert.equal(await page.locator('cg-container svg.cg-shapes line').count(), 0, 'the arrow goes with the move');
    // Saved from the Spanish UI, the comment is Spanish (the API's default, with no lang, is English).
    const pgn = await downloadedPgn(page);
    assert.ok(pgn.startsWith('[') && pgn.includes(`{Pista: ${san}} 1. ${san}`), pgn);
    if (!LOCAL) {
      const english = await (await fetch(`${BASE_URL}/api/games/${id}/pgn`)).text();
      assert.ok(english.includes(`{Hint: ${san}} 1. ${san}`), english);
    }
    assert.equal(state.ply, 0);
    assertNoPageErrors(assert, page);
  });

  test('on one device, in English at 390×844', async () => {
    const page = await newPage(session.browser, { lang: 'en', viewport: PHONE, touch: true });
    await startGame(page, { mode: 'hotseat' });
    await typeMove(page, 'e4');
    await waitForMoves(page, 1);
    await twoPresses(page, {
      button: 'Hint', showMove: 'Show the move', pieceText: /^Hint: move the \S+ on [a-h][1-8]\.$/,
      moveText: /^Hint: \S+ \([a-z].+\)$/,
    });
    await assertInView(page, hintText(page), 'the hint text');
    await screenshot(page, 'hint-390x844');
    // The game ends (Black resigns): the hint's words and arrow go with it.
    await page.locator('[data-action="resign"]').click();
    await page.locator('dialog.confirm [data-answer="black"]').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="status"]')?.classList.contains('finished'));
    assert.equal(await hintText(page).isVisible(), false, 'no hint text after the game');
    assert.equal(await boardHint(page), '', 'no hint on the board after the game');
    assert.equal(await page.locator('cg-container svg.cg-shapes line').count(), 0, 'no arrow');
    assertNoPageErrors(assert, page);
  });

  test('a network game has no hint button', { skip: LOCAL && 'network games need the Escaque host' }, async () => {
    const host = await newPage(session.browser);
    await host.goto(`${BASE_URL}/`);
    await host.locator('[data-testid="lan-form"] button[type="submit"]').click();
    await host.waitForURL(/\/game\//);
    await host.locator('[data-testid="board"][data-orientation]').waitFor();
    await host.waitForSelector('cg-board piece');
    assert.equal(await hintButton(host).isVisible(), false);
    assert.equal(await host.locator('[data-testid="hint"]').isVisible(), false);
  });
});

describe('low time', () => {
  test('a clock running down past its mark warns its player once, in words for screen readers', async () => {
    const page = await newPage(session.browser);
    await page.goto(`${BASE_URL}/`);
    const form = page.locator('[data-testid="hotseat-form"]');
    await form.locator('select[name="time"]').selectOption('custom');
    // 15 s each: the mark is 10 s (a tenth of the time, but never under 10 s).
    await form.locator('input[name="minutes"]').fill('0.25');
    await form.locator('input[name="increment"]').fill('0');
    await form.locator('button[type="submit"]').click();
    await page.waitForURL(/\/game\//);
    await page.locator('cg-board piece').first().waitFor();
    // The clocks run from White's second move on; White's runs now.
    await typeMove(page, 'e2e4');
    await waitForMoves(page, 1);
    await typeMove(page, 'e7e5');
    await waitForMoves(page, 2);
    const announcer = page.locator('[data-testid="announcer"]');
    await page.waitForFunction(() => document.querySelector('[data-testid="announcer"]')?.textContent
      === 'Reloj de las blancas: quedan menos de 10 segundos.', null, { timeout: 15_000 });
    const clock = await page.locator('.clock[data-color="white"]').textContent();
    assert.match(clock, /^0:0\d\.\d$/, `under ten seconds: ${clock}`);
    // The clock turns red at the same mark.
    assert.equal(await page.locator('.clock[data-color="white"]').evaluate(element => element.classList.contains('low')),
      true);
    // Once only: White moves, Black's clock (15 s) runs without a word, and White's warning is not said again.
    await typeMove(page, 'g1f3');
    await waitForMoves(page, 3);
    await page.waitForTimeout(1500);
    assert.equal(await announcer.textContent(), 'Caballo a f3');
    assertNoPageErrors(assert, page);
    await page.context().close();
  });
});

describe('results against each level', () => {
  test('the home page says how the games against the level chosen ended, and follows the choice', async () => {
    const page = await newPage(session.browser);
    await page.goto(`${BASE_URL}/`);
    const form = page.locator('[data-testid="computer-form"]');
    const record = form.locator('[data-testid="level-record"]');
    const level = form.locator('select[name="level"]');
    await level.selectOption('5');
    await page.waitForFunction(() => document.querySelector('[data-testid="level-record"]')?.textContent);
    const before = await record.textContent();
    const lost = /Perdidas: (\d+)/.exec(before)?.[1];
    if (!lost) assert.equal(before, 'Aún sin partidas a este nivel.');
    // A game lost at level 5: the computer (White) moves first, then the person resigns.
    await form.locator('input[type="radio"][value="black"]').check();
    await form.locator('button[type="submit"]').click();
    await page.waitForURL(/\/game\//);
    await waitForMoves(page, 1);
    await page.locator('[data-action="resign"]').click();
    await page.locator('dialog.confirm button.primary').first().click();
    await page.waitForFunction(() => document.querySelector('[data-testid="status"]')?.classList.contains('finished'));
    await page.goto(`${BASE_URL}/`);
    assert.equal(await level.inputValue(), '5', 'the form starts from the last level');
    await page.waitForFunction(() => document.querySelector('[data-testid="level-record"]')?.textContent);
    const after = await record.textContent();
    assert.match(after, /^Ganadas: \d+ · Tablas: \d+ · Perdidas: \d+$/);
    assert.equal(Number(/Perdidas: (\d+)/.exec(after)[1]), Number(lost ?? 0) + 1, `${before} → ${after}`);
    if (!lost) assert.equal(after, 'Ganadas: 0 · Tablas: 0 · Perdidas: 1');
    // The level select is described by it; another level has its own line.
    assert.equal(await level.getAttribute('aria-describedby'), await record.getAttribute('id'));
    await level.selectOption('8');
    assert.notEqual(await record.textContent(), after);
    assertNoPageErrors(assert, page);
    await page.context().close();
  });
});
