// With no Escaque host: the app served by a plain file server (run.mjs runs this file, and the other files that hold
// for both drivers, with ESCAQUE_LOCAL=1 against the static build). Games are played in the browser by the
// WebAssembly build and kept in IndexedDB: a game against the computer at level 3 and one on one device on a phone,
// offline after the first visit, each surviving a reload.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import {
  apiState, assertNoPageErrors, BASE_URL, LOCAL, moveCount, newPage, PHONE, playMoves, screenshot, scrollToRedrawn,
  startBrowser, startGame, storedAnalyses, typeMove, waitForMoves, waitForStatusText,
} from './helpers.mjs';

let session;
before(async () => { session = await startBrowser(); });
after(async () => { await session?.close(); });

/** The first visit installs the service worker; from then on the app needs no network. */
async function installed(page) {
  await page.goto(`${BASE_URL}/`);
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null
    && navigator.serviceWorker?.controller !== undefined, null, { timeout: 30_000 });
}

/**
 * Plays a legal move of the side to move in the stored game, found by the engine in a worker of the test's own (the
 * WebAssembly build's bestMove at depth 1 on the stored position), typed in UCI as a player may type it.
 */
async function playSomeMove(page, id) {
  const before = await moveCount(page);
  const { fen } = await apiState(id, page);
  const uci = await page.evaluate(position => new Promise((resolve, reject) => {
    const worker = new Worker(document.querySelector('meta[name="escaque-worker"]').content);
    worker.onmessage = ({ data }) => {
      worker.terminate();
      if (data.error) reject(new Error(data.error)); else resolve(JSON.parse(data.result).uci);
    };
    worker.postMessage({ id: 1, method: 'bestMove', args: [position, '', 1, 1, 0, 0, 7] });
  }), fen);
  await typeMove(page, uci);
  await waitForMoves(page, before + 1);
  return uci;
}

async function resign(page) {
  await page.locator('[data-action="resign"]').click();
  const dialog = page.locator('dialog.confirm');
  await dialog.waitFor();
  await dialog.locator('[data-answer="yes"]').click();
  await dialog.waitFor({ state: 'detached' });
  await page.waitForFunction(() => document.querySelector('[data-testid="status"]')?.classList.contains('finished'));
}

describe('with no Escaque host', { skip: !LOCAL && 'run by run.mjs against the static build' }, () => {
  test('the home page offers what a browser plays alone, and a game with another phone', async () => {
    const page = await newPage(session.browser, { viewport: PHONE, touch: true });
    await page.goto(`${BASE_URL}/`);
    await page.locator('[data-testid="computer-form"]').waitFor();
    assert.equal(await page.locator('[data-testid="hotseat-form"]').count(), 1);
    assert.equal(await page.locator('[data-testid="lan-form"]').count(), 0, 'no network game from here');
    assert.equal(await page.locator('[data-testid="phones-form"]').count(), 1, 'a game with another phone');
    assert.equal(await page.locator('[data-testid="pair-link"]').getAttribute('href'), '/pair');
    // The levels' ratings come from the engine in WebAssembly, as the host's /api/levels gives them.
    await page.waitForFunction(() => document.querySelector('select[name="level"] option[value="3"]')
      ?.textContent?.includes('≈'));
    assert.equal(await page.locator('select[name="level"] option[value="3"]').textContent(), 'Nivel 3 (≈1400 Elo)');
    await screenshot(page, 'local-home-390x844');
    assertNoPageErrors(assert, page);
    await page.context().close();
  });

  test('against the computer at level 3 on a phone, offline: a whole game, a reload that resumes it, then its review',
    async () => {
      const page = await newPage(session.browser, { viewport: PHONE, touch: true });
      await installed(page);
      await page.context().setOffline(true);
      const id = await startGame(page, { mode: 'computer', level: 3, color: 'white' });
      // Played to its end (the engine's weakest choices for White: level 3 mates it, or the game is drawn), or
      // resigned after 80 moves.
      for (let move = 1; move <= 80; move++) {
        await playSomeMove(page, id);
        if (await page.locator('[data-testid="status"].finished').count()) break;
        // The computer's answer, played in the page's worker.
        await waitForMoves(page, 2 * move);
        if (await page.locator('[data-testid="status"].finished').count()) break;
        if (move === 4) {
          await page.reload();
          await page.locator('cg-board piece').first().waitFor();
          await waitForMoves(page, 8);
          assert.equal((await apiState(id, page)).ply, 8, 'the stored game is the one shown');
        }
        if (move === 5) await screenshot(page, 'local-computer-390x844');
      }
      const stored = await apiState(id, page);
      assert.equal(stored.ply, await moveCount(page), 'every move shown is stored');
      if (!(await page.locator('[data-testid="status"].finished').count())) await resign(page);
      assert.equal((await apiState(id, page)).status, 'finished');

      // The coach's review, still offline: the engine in the page's analysis worker evaluates every position.
      await page.locator('[data-testid="analyse-quick"]').click();
      await page.locator('[data-testid="analysis-pgn"]').waitFor({ timeout: 300_000 });
      const analysis = (await storedAnalyses(page, id)).analyses[0];
      assert.equal(analysis.status, 'done');
      assert.equal(analysis.total, stored.ply + 1);
      assert.equal(analysis.moves.length, stored.ply);
      const summary = page.locator('[data-testid="analysis-summary"]');
      for (const side of ['white', 'black']) {
        assert.match(await summary.locator(`tr[data-side="${side}"] td`).first().textContent(), /^\d+\s?%$/,
          `${side}'s accuracy is shown`);
      }
      await scrollToRedrawn(page.locator('[data-testid="eval-graph"]'));
      await screenshot(page, 'local-review-390x844');
      assertNoPageErrors(assert, page);
      await page.context().close();
    });

  test('a review cut short by a reload goes on from where it was, and is kept with the game', async () => {
    const page = await newPage(session.browser, { viewport: PHONE, touch: true });
    const famous = readFileSync(new URL('../../core/src/test/resources/pgn/famous.pgn', import.meta.url), 'utf8');
    const start = famous.indexOf('[Event "Third Rosenwald Trophy"]');
    await page.goto(`${BASE_URL}/`);
    await page.locator('.import-form textarea').fill(famous.slice(start, famous.indexOf('[Event', start + 1)));
    await page.locator('.import-form button[type="submit"]').click();
    await page.waitForURL(/\/game\//);
    const id = page.url().split('/game/')[1].split('?')[0];
    await page.locator('[data-testid="analyse-quick"]').click();
    const progress = page.locator('[data-testid="analysis-progress"]');
    await page.waitForFunction(() => Number(document.querySelector('[data-testid="analysis-progress"]')?.value) >= 10);
    await page.reload();
    await progress.waitFor();
    const resumedAt = Number(await progress.getAttribute('value'));
    assert.ok(resumedAt >= 10, `the positions evaluated before the reload are kept: ${resumedAt}`);
    await page.locator('[data-testid="analysis-pgn"]').waitFor({ timeout: 240_000 });
    const analysis = (await storedAnalyses(page, id)).analyses[0];
    assert.equal(analysis.status, 'done');
    assert.equal(analysis.analysed, 83);
    // Deleting the game from the home page's list deletes its analyses too.
    await page.goto(`${BASE_URL}/`);
    const item = page.locator(`.game-item[data-game="${id}"]`);
    await item.locator('[data-action="delete"]').click();
    await page.locator('dialog.confirm [data-answer="yes"]').click();
    await item.waitFor({ state: 'detached' });
    const left = await page.evaluate(() => new Promise((resolve, reject) => {
      const open = indexedDB.open('escaque');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const count = open.result.transaction('analyses').objectStore('analyses').count();
        count.onsuccess = () => resolve(count.result);
        count.onerror = () => reject(count.error);
      };
    }));
    assert.equal(left, 0, 'no analysis is left of the deleted game');
    assertNoPageErrors(assert, page);
    await page.context().close();
  });

  test('a clock runs out with nobody acting: the flag falls in the page, and the loss on time is stored', async () => {
    const page = await newPage(session.browser, { viewport: PHONE, touch: true });
    await page.goto(`${BASE_URL}/`);
    const form = page.locator('[data-testid="hotseat-form"]');
    await form.locator('select[name="time"]').selectOption('custom');
    await form.locator('input[name="minutes"]').fill('0.1');
    await form.locator('input[name="increment"]').fill('0');
    await form.locator('button[type="submit"]').click();
    await page.waitForURL(/\/game\//);
    const id = page.url().split('/game/')[1];
    await page.waitForFunction(() => document.querySelectorAll('.clock').length === 2);
    assert.deepEqual(await page.locator('.clock').allTextContents(), ['0:06.0', '0:06.0'], 'tenths under 10 s');
    // The clocks run from White's second move on (both sides have moved once).
    await playMoves(page, ['e2e4', 'e7e5']);
    await waitForStatusText(page, 'Las blancas se quedan sin tiempo: ganan las negras', 20_000);
    const stored = await apiState(id, page);
    assert.equal(stored.status, 'finished');
    assert.equal(stored.result, '0-1');
    await page.reload();
    await waitForStatusText(page, 'Las blancas se quedan sin tiempo: ganan las negras');
    assertNoPageErrors(assert, page);
    await page.context().close();
  });

  test('a game open in two tabs is one game: a move in one shows in the other, which then plays on from it', async () => {
    const first = await newPage(session.browser, { viewport: PHONE, touch: true });
    const id = await startGame(first);
    const second = await first.context().newPage();
    await second.goto(`${BASE_URL}/game/${id}`);
    await second.locator('cg-board piece').first().waitFor();
    await playMoves(first, ['e2e4']);
    await waitForMoves(second, 1);
    await playMoves(second, ['e7e5']);
    await waitForMoves(first, 2);
    assert.equal((await apiState(id, first)).ply, 2, 'both moves stored, neither written over');
    await first.context().close();
  });

  test('a tab that missed another tab\'s move does not write over it: its move starts from the stored game', async () => {
    const first = await newPage(session.browser, { viewport: PHONE, touch: true });
    const id = await startGame(first);
    // The second tab hears nothing from the first (no BroadcastChannel): it still shows the start when it moves.
    const second = await first.context().newPage();
    await second.addInitScript(() => { delete window.BroadcastChannel; });
    await second.goto(`${BASE_URL}/game/${id}`);
    await second.locator('cg-board piece').first().waitFor();
    await playMoves(first, ['e2e4']);
    assert.equal(await moveCount(second), 0, 'the second tab did not hear of the move');
    await typeMove(second, 'd2d4');
    // Refused, said, and the second tab shows the game as it is now, the words staying with it.
    await waitForMoves(second, 1);
    const notice = second.locator('.notice-error');
    await notice.waitFor();
    assert.equal(await notice.locator('.notice-text').textContent(), 'La partida ha cambiado mientras tanto; vuelve a intentarlo.');
    const stored = await apiState(id, first);
    assert.equal(stored.ply, 1);
    assert.match(stored.fen, /^rnbqkbnr\/pppppppp\/8\/8\/4P3\/8\/PPPP1PPP\/RNBQKBNR b /, 'the first tab\'s 1. e4 stands');
    await second.reload();
    await waitForMoves(second, 1);
    assert.equal(await second.locator('.move-list button.move[data-ply]').first().textContent(), 'e4');
    await first.context().close();
  });

  test('two players on one device: fool\'s mate across a reload, then listed among the finished games', async () => {
    const page = await newPage(session.browser, { viewport: PHONE, touch: true });
    await installed(page);
    await page.context().setOffline(true);
    const id = await startGame(page);
    await playMoves(page, ['f2f3', 'e7e5']);
    await page.reload();
    await page.locator('cg-board piece').first().waitFor();
    await waitForMoves(page, 2);
    await playMoves(page, ['g2g4', 'd8h4']);
    await waitForStatusText(page, 'Jaque mate: ganan las negras');
    await page.goto(`${BASE_URL}/`);
    const item = page.locator(`#history-title ~ .game-list .game-item[data-game="${id}"]`);
    await item.waitFor();
    assert.match(await item.textContent(), /Jaque mate: ganan las negras/);
    // A game not yet begun by both sides is aborted from the home page, and is gone from this browser.
    const unbegun = await startGame(page);
    await playMoves(page, ['e2e4']);
    await page.goto(`${BASE_URL}/`);
    const listed = page.locator(`.game-item[data-game="${unbegun}"]`);
    await listed.locator('[data-action="abort"]').click();
    await page.locator('dialog.confirm [data-answer="yes"]').click();
    await listed.waitFor({ state: 'detached' });
    assert.equal(await apiState(unbegun, page), null, 'the aborted game is no longer kept');
    assertNoPageErrors(assert, page);
    await page.context().close();
  });
});
