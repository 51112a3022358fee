// The rules page: live move-sequence counts and every diagram drawn by chessground from the server's records.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { assertNoPageErrors, BASE_URL, LOCAL, newPage, startBrowser } from './helpers.mjs';

let session;
before(async () => { session = await startBrowser(); });
after(async () => { await session.close(); });

async function openRules(lang) {
  const page = await newPage(session.browser, { lang });
  await page.goto(`${BASE_URL}/rules`);
  await page.locator('.rule-diagram cg-board').first().waitFor();
  return page;
}

/** The page's data: the host's /api/rules, or with no host what core computes in the page's engine worker. */
async function rulesData(page) {
  if (!LOCAL) return (await fetch(`${BASE_URL}/api/rules`)).json();
  return page.evaluate(() => new Promise((resolve, reject) => {
    const worker = new Worker(document.querySelector('meta[name="escaque-worker"]').content);
    worker.onmessage = ({ data }) => (data.error ? reject(new Error(data.error)) : resolve(JSON.parse(data.result)));
    worker.postMessage({ id: 1, method: 'rules', args: [] });
  }));
}

describe('the rules page', () => {
  test('shows the counts 20, 400 and 8,902, computed by the server', async () => {
    const english = await openRules('en');
    const data = await rulesData(english);
    assert.deepEqual(data.perft, { 1: 20, 2: 400, 3: 8902 });
    assert.equal(await english.locator('h1').textContent(), 'Rules of chess');
    assert.deepEqual(await english.locator('[data-perft]').allTextContents(), ['20', '400', '8,902']);
    assert.match(await english.locator('#rule-counting').textContent(), /there are already 400 possible sequences, and after White's second move, 8,902/);
    await english.context().close();
    const spanish = await openRules('es');
    assert.equal(await spanish.locator('h1').textContent(), 'Reglas del ajedrez');
    assert.deepEqual(await spanish.locator('[data-perft]').allTextContents(), ['20', '400', '8902']);
    await spanish.context().close();
  });

  test('draws every diagram with its move, check and illegal-try marks', async () => {
    const page = await openRules('es');
    const { diagrams } = await rulesData(page);
    const drawn = await page.locator('.rule-diagram').evaluateAll(figures => figures.map(figure => ({
      id: figure.dataset.diagram,
      pieces: figure.querySelectorAll('cg-board piece').length,
      lastMove: figure.querySelectorAll('cg-board square.last-move').length,
      check: figure.querySelectorAll('cg-board square.check').length,
      arrows: figure.querySelectorAll('svg.cg-shapes line').length,
      caption: figure.querySelector('figcaption p')?.textContent ?? '',
    })));
    assert.deepEqual(drawn.map(diagram => diagram.id).sort(), diagrams.map(diagram => diagram.id).sort(),
      'every diagram of /api/rules is on the page');
    for (const diagram of diagrams) {
      const shown = drawn.find(item => item.id === diagram.id);
      assert.ok(shown.pieces >= 2, `${diagram.id} shows its pieces`);
      assert.equal(shown.lastMove, 2, `${diagram.id} marks origin and destination`);
      assert.equal(shown.check, diagram.check ? 1 : 0, `${diagram.id} marks a king in check`);
      assert.equal(shown.arrows, diagram.legal ? 0 : 1, `${diagram.id}: an illegal try is drawn as an arrow`);
      assert.ok(shown.caption.length > 10 && !shown.caption.includes('⟦'), `${diagram.id} has a caption`);
    }
    const pinned = page.locator('[data-diagram="pinned-piece"] .diagram-move');
    assert.match(await pinned.textContent(), /Tu rey quedaría en jaque del alfil de b5/);
    const castling = page.locator('[data-diagram="castling-through-attack"] .diagram-move');
    assert.match(await castling.textContent(),
      /^Intento ilegal, de e1 a g1\. No puedes enrocar: el rey pasaría por f1, que está atacada.* \(Leyes de la FIDE, art\. 3\.8\.2\.2\)\.$/);
    assertNoPageErrors(assert, page);
    await page.context().close();
  });

  test('explains dead positions (5.2.2) and the fallen flag against a side that cannot mate (6.9)', async () => {
    const spanish = await openRules('es');
    const dead = spanish.locator('#rule-deadPosition');
    assert.match(await dead.textContent(), /La posición muerta.*ninguna serie de jugadas legales.*art\. 5\.2\.2/s);
    assert.match(await dead.locator('[data-diagram="dead-position"] .diagram-move').textContent(), /Jugada: h4/);
    const timeout = spanish.locator('#rule-timeout');
    assert.match(await timeout.textContent(), /Cuando se acaba el tiempo.*art\. 6\.9.*un alfil solo nunca puede dar mate/s);
    assert.match(await timeout.locator('[data-diagram="timeout-draw"] figcaption').textContent(),
      /se les acaba el tiempo a las blancas.*Jugada: Kf8/s);
    assert.deepEqual(await spanish.locator('.rules-contents a').evaluateAll(links => links.map(link => link.textContent))
      .then(titles => titles.filter(title => /muerta|tiempo/.test(title))), ['La posición muerta', 'Cuando se acaba el tiempo']);
    assertNoPageErrors(assert, spanish);
    await spanish.context().close();
    const english = await openRules('en');
    assert.match(await english.locator('#rule-deadPosition h2').textContent(), /Dead positions/);
    assert.match(await english.locator('#rule-timeout').textContent(), /When time runs out.*a lone bishop can never mate a king that has a rook/s);
    await english.context().close();
  });

  test('covers the draw rules with the 3/5 and 50/75 table', async () => {
    const page = await openRules('es');
    const table = await page.locator('#rule-repetition table').textContent();
    for (const words of ['a la 3.ª vez', 'a la 5.ª vez', 'tras 50 de cada bando', 'tras 75 de cada bando']) {
      assert.ok(table.includes(words), words);
    }
    const agreement = await page.locator('#rule-agreement').textContent();
    for (const words of ['Tablas de mutuo acuerdo', 'Proponer tablas', 'contra el ordenador']) {
      assert.ok(agreement.includes(words), words);
    }
    await page.context().close();
  });
});
