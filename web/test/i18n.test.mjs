// Both languages are complete: the bundles have the same keys, and no screen shows a raw key or a missing string.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { BASE_URL, joinWithLink, LOCAL, newPage, playMoves, startBrowser, startGame } from './helpers.mjs';

const bundles = {
  es: JSON.parse(readFileSync(new URL('../src/i18n/es.json', import.meta.url), 'utf8')),
  en: JSON.parse(readFileSync(new URL('../src/i18n/en.json', import.meta.url), 'utf8')),
};
const keys = Object.keys(bundles.es);

let session;
before(async () => { session = await startBrowser(); });
after(async () => { await session.close(); });

/** Texts and labels on the page that are a bundle key or the ⟦key⟧ mark of a missing one. */
function rawStrings(page) {
  return page.evaluate(keyList => {
    const known = new Set(keyList);
    const bad = text => text.includes('⟦') || known.has(text.trim()) || /\{\w+\}/.test(text);
    const found = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const text = walker.currentNode.textContent ?? '';
      if (bad(text)) found.push(text.trim());
    }
    for (const element of document.querySelectorAll('[aria-label], [title], [placeholder]')) {
      for (const name of ['aria-label', 'title', 'placeholder']) {
        const value = element.getAttribute(name);
        if (value && bad(value)) found.push(`${name}="${value}"`);
      }
    }
    if (document.title && bad(document.title)) found.push(`title: ${document.title}`);
    return found;
  }, keys);
}

describe('languages', () => {
  test('the Spanish and English bundles have the same keys and no empty message', () => {
    assert.deepEqual(Object.keys(bundles.en).sort(), [...keys].sort());
    for (const [lang, bundle] of Object.entries(bundles)) {
      for (const [key, text] of Object.entries(bundle)) assert.ok(text.trim().length > 0, `${lang} ${key} is empty`);
    }
  });

  for (const lang of ['es', 'en']) {
    test(`no raw key or missing string on any screen (${lang})`, async () => {
      const page = await newPage(session.browser, { lang });
      const check = async where => assert.deepEqual(await rawStrings(page), [], `${lang}: ${where}`);
      await page.goto(`${BASE_URL}/`);
      // The lists have loaded (an empty "in progress" section is hidden, so wait for a visible one).
      await page.locator('.game-list ul, .game-list .empty').filter({ visible: true }).first().waitFor();
      assert.equal(await page.evaluate(() => document.documentElement.lang), lang);
      await check('home');
      await page.locator('.top-bar nav button').click();
      await page.locator('dialog.settings').waitFor();
      await check('settings');
      await page.keyboard.press('Escape');
      await startGame(page);
      await playMoves(page, ['e2e4', 'e7e5']);
      await check('game');
      await page.keyboard.press('ArrowLeft');
      await check('game, earlier position');
      await page.locator('[data-action="resign"]').click();
      await page.locator('dialog.confirm').waitFor();
      await check('resign confirmation');
      await page.locator('dialog.confirm [data-answer="white"]').click();
      await page.locator('.game-status.finished').waitFor();
      await check('finished game');
      await startGame(page, { fen: '8/4P2k/8/8/8/8/8/4K3 w - - 0 1' });
      await page.locator('[data-testid="move-input"]').fill('e8');
      await page.locator('[data-testid="move-input"]').press('Enter');
      await page.locator('.promotion-choice').first().waitFor();
      await check('promotion');
      await page.keyboard.press('Escape');
      await page.goto(`${BASE_URL}/rules`);
      await page.locator('.rule-diagram cg-board').first().waitFor();
      await check('rules');
      await page.goto(`${BASE_URL}/`);
      await page.locator('.game-list ul').first().waitFor();
      await check('home with games');
      await page.goto(`${BASE_URL}/no-such-page`);
      await check('not found');
      await joinWithLink(page, 'ZZZZZZ');
      await page.locator('.notice-error').waitFor();
      await check('join with a wrong code');
      if (!LOCAL) {
        // Hosting a network game needs the Escaque host (with none, the home page has no form for it).
        await page.goto(`${BASE_URL}/`);
        await page.locator('[data-testid="lan-form"] button[type="submit"]').click();
        await page.locator('[data-testid="join-code"]').waitFor();
        await page.locator('.join-help summary').click();
        await check('hosting a network game');
      }
      await page.context().close();
    });
  }

  test('the first visit follows the browser; ?lang= and the settings override it', async () => {
    const page = await newPage(session.browser, { lang: 'en' });
    await page.goto(`${BASE_URL}/`);
    assert.equal(await page.locator('h2#new-game-title').textContent(), 'New game');
    await page.goto(`${BASE_URL}/?lang=es`);
    assert.equal(await page.locator('h2#new-game-title').textContent(), 'Nueva partida');
    await page.locator('a[href="/rules"]').first().click();
    assert.equal(await page.locator('h1').textContent(), 'Reglas del ajedrez', '?lang= lasts through the visit');
    await page.goto(`${BASE_URL}/`);
    assert.equal(await page.locator('h2#new-game-title').textContent(), 'New game');
    await page.locator('.top-bar nav button').click();
    await page.locator('dialog.settings select').selectOption('es');
    await page.keyboard.press('Escape');
    assert.equal(await page.locator('h2#new-game-title').textContent(), 'Nueva partida');
    await page.reload();
    assert.equal(await page.locator('h2#new-game-title').textContent(), 'Nueva partida', 'the choice is kept');
    await page.context().close();
  });
});
