// After the game, a coach: a finished game analysed at the quick budget, in Spanish and English, on a laptop screen
// (1366×768) and a phone (390×844): the progress bar, the evaluation graph (a click goes to that move), the
// evaluation bar beside the board, the engine's better move as an arrow and in words, Shift+→ to the next mistake.
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import {
  assertNoPageErrors, BASE_URL, importGame, LOCAL, newPage, SCHOLARS_MATE, screenshot, SCREENSHOTS, startBrowser,
  storedAnalyses,
} from './helpers.mjs';

let session;
before(async () => { session = await startBrowser(); });
after(async () => { await session.close(); });

const LAPTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };
/** Four half-moves, five positions: short enough to review deeply in a test. */
const DEEPENED = '[White "C"]\n[Black "D"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n';

async function analysisOf(id, page) {
  if (LOCAL) return (await storedAnalyses(page, id)).analyses[0];
  const response = await fetch(`${BASE_URL}/api/games/${id}/analysis`);
  return (await response.json()).analyses[0];
}

/** Opens the game, asks for the quick analysis, and waits until it is done (the annotated PGN is offered). */
async function review(page, id, timeout = 60_000) {
  await page.goto(`${BASE_URL}/game/${id}`);
  await page.waitForSelector('cg-board piece');
  // The first test asks for it; the others find it stored.
  await page.locator('[data-testid="analyse-quick"], [data-testid="analysis-pgn"]').first().waitFor();
  if (await page.locator('[data-testid="analyse-quick"]').isVisible()) {
    await page.locator('[data-testid="analyse-quick"]').click();
  }
  await page.locator('[data-testid="analysis-pgn"]').waitFor({ timeout });
}

const boardPly = page => page.locator('[data-testid="board"]').getAttribute('data-ply').then(Number);

let shortGame;
before(async () => { if (!LOCAL) shortGame = await importGame(SCHOLARS_MATE); });

for (const { lang, viewport, blunder, better } of [
  { lang: 'es', viewport: LAPTOP, blunder: 'error grave', better: 'Mejor era ' },
  { lang: 'en', viewport: LAPTOP, blunder: 'a blunder', better: ' was better' },
  { lang: 'es', viewport: PHONE, blunder: 'error grave', better: 'Mejor era ' },
  { lang: 'en', viewport: PHONE, blunder: 'a blunder', better: ' was better' },
]) {
  describe(`a reviewed game (${lang}, ${viewport.width}×${viewport.height})`, () => {
    test('graph, bar, arrow, words and the next-mistake key', async () => {
      const page = await newPage(session.browser, { lang, viewport });
      // With no host each test's browser has its own games: the game is imported there.
      const id = LOCAL ? await importGame(SCHOLARS_MATE, page) : shortGame;
      await review(page, id);
      const analysis = await analysisOf(id, page);
      assert.equal(analysis.status, 'done');
      const blunderMove = analysis.moves.find(move => move.classification === 'blunder');
      assert.ok(blunderMove, `the engine finds 3... Nf6 a blunder: ${JSON.stringify(analysis.moves)}`);

      // The graph is in view with the board, the page not scrolled (on a phone, under the board, which stays put).
      const graph = page.locator('[data-testid="eval-graph"]');
      await page.evaluate(() => window.scrollTo(0, 0));
      const box = await graph.boundingBox();
      assert.ok(box && box.width > 200 && box.height > 30, `the graph is visible: ${JSON.stringify(box)}`);
      assert.ok(box.x >= 0 && box.x + box.width <= viewport.width && box.y + box.height <= viewport.height,
        `the graph is on the screen: ${JSON.stringify(box)}`);
      assert.equal(await graph.locator('circle[data-ply]').count(), 7, 'a point per move');

      // A click on the blunder's point shows the position after it.
      const point = await graph.locator(`circle[data-ply="${blunderMove.ply}"]`).boundingBox();
      await page.mouse.click(point.x + point.width / 2, point.y + point.height / 2);
      assert.equal(await boardPly(page), blunderMove.ply);
      const comment = page.locator('[data-testid="analysis-comment"]');
      assert.equal(await comment.getAttribute('aria-live'), 'polite', 'judgements are announced');
      const words = await comment.textContent();
      assert.ok(words.includes(blunder), words);
      assert.ok(words.includes(better) && words.includes(blunderMove.better.san), words);
      // After 3… Nf6 White mates at once: the words say so, with no winning chances beside it to contradict it.
      assert.equal(blunderMove.evalAfter.mate, 1);
      assert.ok(words.endsWith(lang === 'es' ? 'Tras la jugada, las blancas dan mate en 1.'
        : 'After the move, White mates in 1.'), words);
      assert.ok(!words.includes('%'), words);
      // The played move in red and the better one in green (the board draws its shapes on its next frame: waited for).
      await page.waitForFunction(() => document.querySelectorAll('svg.cg-shapes line').length === 2, null,
        { timeout: 5_000 }).catch(() => {});
      assert.equal(await page.locator('svg.cg-shapes line').count(), 2, 'two arrows');

      const bar = page.locator('[data-testid="eval-bar"]');
      assert.ok(await bar.isVisible(), 'the evaluation bar is shown');
      const barBox = await bar.boundingBox();
      const boardBox = await page.locator('cg-board').boundingBox();
      assert.ok(barBox.x + barBox.width <= boardBox.x + 1 && barBox.x >= 0, 'the bar stands beside the board');
      assert.ok(boardBox.x + boardBox.width <= viewport.width, 'the board still fits');

      // The move list marks every move the analysis judged wrong, and only those: ?! ? ?? after the move, in words
      // in its label.
      const MARKS = { inaccuracy: '?!', mistake: '?', blunder: '??' };
      for (const move of analysis.moves) {
        const button = page.locator(`.move-list button.move[data-ply="${move.ply}"]`);
        const mark = button.locator('[data-testid="move-mark"]');
        if (MARKS[move.classification]) {
          assert.equal(await mark.textContent(), MARKS[move.classification], `ply ${move.ply}`);
          assert.equal(await button.textContent(), move.san + MARKS[move.classification]);
        } else {
          assert.equal(await mark.count(), 0, `ply ${move.ply} is ${move.classification}: no mark`);
        }
      }
      const marked = page.locator(`.move-list button.move[data-ply="${blunderMove.ply}"]`);
      assert.ok((await marked.getAttribute('aria-label')).endsWith(lang === 'es' ? ', error grave' : ', blunder'));

      // From the start, Shift+→ goes to the first inaccuracy, mistake or blunder.
      await page.keyboard.press('Home');
      assert.equal(await boardPly(page), 0);
      await page.keyboard.press('Shift+ArrowRight');
      const firstError = analysis.moves.find(move => ['inaccuracy', 'mistake', 'blunder'].includes(move.classification));
      assert.equal(await boardPly(page), firstError.ply);
      await page.keyboard.press('End');
      await page.keyboard.press('Shift+ArrowLeft');
      const lastError = [...analysis.moves].reverse()
        .find(move => ['inaccuracy', 'mistake', 'blunder'].includes(move.classification));
      assert.equal(await boardPly(page), lastError.ply);
      await page.waitForTimeout(400); // the bar's height eases in
      await screenshot(page, `review-${viewport.width}x${viewport.height}-${lang}`);
      assertNoPageErrors(assert, page);
      await page.context().close();
    });
  });
}

describe('the review in one view', () => {
  for (const viewport of [LAPTOP, { width: 1280, height: 800 }, { width: 1920, height: 1080 }, PHONE]) {
    test(`${viewport.width}×${viewport.height}: the board, the arrows, the comment, the graph${viewport === PHONE ? ''
      : ', the accuracy and the move buttons'} are seen together, with no scrolling`, async () => {
      const page = await newPage(session.browser, { lang: 'es', viewport });
      const id = LOCAL ? await importGame(SCHOLARS_MATE, page) : shortGame;
      await review(page, id);
      const analysis = await analysisOf(id, page);
      const blunderMove = analysis.moves.find(move => move.classification === 'blunder');
      await page.keyboard.press('Home');
      await page.keyboard.press('Shift+ArrowRight');
      await page.waitForFunction(ply => document.querySelector('[data-testid="board"]')?.getAttribute('data-ply')
        === String(ply), blunderMove.ply);
      await page.evaluate(() => window.scrollTo(0, 0));
      assert.equal(await page.evaluate(() => window.scrollY), 0);
      const inView = async (selector, what) => {
        // Waited for: the analysis's parts are drawn again as it arrives (stored, or asked for again on a slow machine),
        // and an element found may be replaced before it is measured (no box then): looked up again, three times at most.
        let box = null;
        for (let attempt = 0; attempt < 3 && !box; attempt++) {
          await page.locator(selector).first().waitFor();
          box = await page.locator(selector).first().boundingBox();
        }
        assert.ok(box && box.y >= 0 && box.y + box.height <= viewport.height && box.x >= 0
          && box.x + box.width <= viewport.width, `${what} is in view: ${JSON.stringify(box)}`);
      };
      await inView('cg-board', 'the board');
      assert.equal(await page.locator('svg.cg-shapes line').count(), 2, 'the played and the better move as arrows');
      await inView('[data-testid="analysis-comment"]', 'the comment');
      assert.match(await page.locator('[data-testid="analysis-comment"]').textContent(), /error grave/);
      await inView('[data-testid="eval-graph"]', 'the graph');
      if (viewport !== PHONE) {
        await inView('[data-testid="analysis-summary"]', 'the accuracy');
        await inView('.side-panel > .move-nav', 'the buttons that step through the moves');
        if (viewport.height >= 1000) {
          // A tall window gives the short game's whole move list room: none of it scrolled out of sight.
          const list = await page.locator('.move-list-box').evaluate(box => ({ needs: box.scrollHeight, has: box.clientHeight }));
          assert.ok(list.needs <= list.has + 1, `every move in view: ${JSON.stringify(list)}`);
          await inView('.move-list-box', 'the move list');
        }
      } else {
        // On a phone the comment stands right under the board.
        const board = await page.locator('[data-testid="board"]').boundingBox();
        const comment = await page.locator('[data-testid="analysis-comment"]').boundingBox();
        assert.ok(comment.y - (board.y + board.height) < 200, `the comment is under the board: ${comment.y}`);
      }
      await screenshot(page, `review-in-view-${viewport.width}x${viewport.height}`);
      assertNoPageErrors(assert, page);
      await page.context().close();
    });
  }

  test('390×844: the review asked for at the panel\'s foot, and each move tapped, keep the comment in view under the board',
    async () => {
      const page = await newPage(session.browser, { lang: 'es', viewport: PHONE, touch: true });
      // A game of its own, never reviewed: the button that asks for the review is there to press.
      const id = await importGame('[White "E"]\n[Black "F"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n', page);
      await page.goto(`${BASE_URL}/game/${id}`);
      await page.waitForSelector('cg-board piece');
      // Tapped, not scrolled to first: the panel is drawn again as the game's state arrives, and a tap waits for the
      // button drawn last (scrolling it into view as a finger would), where a scroll holds on to the one it found.
      await page.locator('[data-testid="analyse-quick"]').tap();
      await page.locator('[data-testid="analysis-pgn"]').waitFor({ timeout: 60_000 });
      /** The comment's place against the board held at the top and the screen's foot, measured in one step. */
      const where = () => page.evaluate(() => {
        const board = document.querySelector('.board-area').getBoundingClientRect();
        const comment = document.querySelector('[data-testid="analysis-comment"]').getBoundingClientRect();
        return { boardBottom: board.bottom, top: comment.top, bottom: comment.bottom, height: window.innerHeight,
          text: document.querySelector('[data-testid="analysis-comment"]').textContent };
      });
      const seen = async what => {
        // The page scrolls smoothly: measured once it has come to rest.
        let last = null;
        for (let i = 0; i < 40; i++) {
          const now = await where();
          if (last && now.top === last.top) break;
          last = now;
          await page.waitForTimeout(100);
        }
        const now = await where();
        assert.ok(now.top >= now.boardBottom - 1 && now.bottom <= now.height,
          `${what}: the comment is between the board and the screen's foot: ${JSON.stringify(now)}`);
        return now;
      };
      await seen('once the review is done');
      // The page scrolled to its foot, as a player does to read the moves, then 3... Nf6 tapped in the list.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      const blunder = (await analysisOf(id, page)).moves.find(each => each.classification === 'blunder');
      assert.equal(blunder?.san, 'Nf6');
      const move = page.locator(`.move-list button.move[data-ply="${blunder.ply}"]`);
      await move.tap();
      const after = await seen('after a move is tapped');
      assert.match(after.text, /Nf6.*error grave/);
      assertNoPageErrors(assert, page);
      await page.context().close();
    });

  test('what a number means is said in words a touch screen shows: the better move\'s evaluation, the marks, the mates',
    async () => {
      const page = await newPage(session.browser, { lang: 'es', viewport: PHONE, touch: true });
      const id = LOCAL ? await importGame(SCHOLARS_MATE, page) : shortGame;
      await review(page, id);
      await page.keyboard.press('Home');
      await page.keyboard.press('Shift+ArrowRight');
      const words = await page.locator('[data-testid="analysis-comment"]').textContent();
      assert.match(words, /Mejor era \S+: con ella, (la evaluación queda en [+−]?\d+,\d|las (blancas|negras) dan mate)/, words);
      const legend = page.locator('[data-testid="analysis-legend"]');
      assert.ok(await legend.isVisible());
      assert.match(await legend.textContent(), /\?\? error grave/);
      assert.match(await legend.textContent(), /Mates: forzados aprovechados \/ dejados escapar/);
      assert.match(await legend.textContent(), /en peones/);
      await page.context().close();
    });

  test('a quick review can be deepened, the quick one staying in view until the deep one is done', async () => {
    const page = await newPage(session.browser, { lang: 'es', viewport: LAPTOP });
    const id = await importGame(DEEPENED, page);
    await review(page, id);
    const deepen = page.locator('[data-testid="analyse-deep"]');
    assert.equal(await deepen.textContent(), 'Profundizar: análisis profundo');
    await deepen.click();
    const progress = page.locator('[data-testid="analysis-progress"]');
    await progress.waitFor();
    assert.equal(await progress.getAttribute('data-budget'), 'deep');
    // Meanwhile the quick review is still shown.
    assert.equal(await page.locator('[data-testid="eval-graph"] circle[data-ply]').count(), 4);
    assert.equal(await page.locator('[data-testid="analysis-summary"] caption').textContent(), 'Análisis rápido');
    await page.waitForFunction(() => document.querySelector('[data-testid="analysis-summary"] caption')?.textContent
      === 'Análisis profundo', null, { timeout: 180_000 });
    assert.equal(await deepen.count(), 0, 'nothing deeper to ask for');
    assert.equal(await progress.count(), 0);
    const analyses = LOCAL ? (await storedAnalyses(page, id)).analyses
      : (await (await fetch(`${BASE_URL}/api/games/${id}/analysis`)).json()).analyses;
    assert.deepEqual(analyses.map(each => `${each.budget} ${each.status}`).sort(), ['deep done', 'quick done']);
    assertNoPageErrors(assert, page);
    await page.context().close();
  });
});

describe('a longer game reviewed', () => {
  test('progress while it runs, then the graph of the whole game (README screenshot)', async () => {
    const famous = readFileSync(new URL('../../core/src/test/resources/pgn/famous.pgn', import.meta.url), 'utf8');
    const start = famous.indexOf('[Event "Third Rosenwald Trophy"]');
    const page = await newPage(session.browser, { lang: 'es', viewport: LAPTOP });
    const id = await importGame(famous.slice(start, famous.indexOf('[Event', start + 1)), page);
    await page.goto(`${BASE_URL}/game/${id}`);
    await page.waitForSelector('cg-board piece');
    await page.locator('[data-testid="analyse-quick"]').click();
    const progress = page.locator('[data-testid="analysis-progress"]');
    await progress.waitFor();
    assert.equal(await progress.getAttribute('max'), '83');
    await page.locator('[data-testid="analysis-pgn"]').waitFor({ timeout: 240_000 });
    assert.equal(await page.locator('[data-testid="eval-graph"] circle[data-ply]').count(), 82);
    await page.keyboard.press('Home');
    await page.keyboard.press('Shift+ArrowRight');
    const analysis = await analysisOf(id, page);
    const blunder = analysis.moves.find(move => move.classification === 'blunder');
    while (blunder && (await boardPly(page)) < blunder.ply) await page.keyboard.press('Shift+ArrowRight');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(400);
    // The screen as a player sees it (README): the board, the arrows, the comment, the graph and the accuracy.
    mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: join(SCREENSHOTS, 'review-1366x768.png') });
    await page.setViewportSize(PHONE);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(400);
    await page.screenshot({ path: join(SCREENSHOTS, 'review-game-390x844.png') });
    assertNoPageErrors(assert, page);
    await page.context().close();
  });
});
