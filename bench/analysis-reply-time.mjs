#!/usr/bin/env node
// Whether a running analysis changes the computer opponent's reply time in another game. Against a running app
// (./escaque serve), it plays N moves (the first legal one each turn) against the computer at full strength from a
// middlegame position (out of any opening book; no clock, so each reply is one timed search), once with nothing else
// running and once while a quick analysis of a 41-move game runs, and prints each reply's time and the medians.
// Usage: node bench/analysis-reply-time.mjs [URL] [moves]   (default http://127.0.0.1:8080, 12 moves)
import { readFileSync } from 'node:fs';

const base = process.argv[2] ?? 'http://127.0.0.1:8080';
const moves = Number(process.argv[3] ?? 12);
const FEN = 'r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP2BPPP/R2QKB1R w KQ - 0 9';

async function call(method, path, body, token) {
  const headers = { 'Content-Type': 'application/json' };
  if (token) headers['X-Seat-Token'] = token;
  const response = await fetch(base + path, { method, headers, body: body && JSON.stringify(body) });
  const json = await response.json();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

const median = list => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];

async function replies(label) {
  const created = await call('POST', '/api/games', { mode: 'computer', level: 8, color: 'white', fen: FEN });
  const token = created.tokens.white;
  let state = created.state;
  const times = [];
  for (let i = 0; i < moves && state.status === 'active'; i++) {
    const [from, targets] = Object.entries(state.dests).find(([, to]) => to.length > 0);
    const ply = state.ply;
    const sent = performance.now();
    state = await call('POST', `/api/games/${created.id}/moves`, { uci: from + targets[0], ply }, token);
    while (state.status === 'active' && state.ply < ply + 2) {
      await new Promise(done => setTimeout(done, 5));
      state = await call('GET', `/api/games/${created.id}`, undefined, token);
    }
    if (state.ply >= ply + 2) times.push(Math.round(performance.now() - sent));
  }
  console.log(`${label}: replies ${times.join(' ')} ms; median ${median(times)} ms`);
  return times;
}

await replies('no analysis running    ');
const famous = readFileSync(new URL('../core/src/test/resources/pgn/famous.pgn', import.meta.url), 'utf8');
const start = famous.indexOf('[Event "Third Rosenwald Trophy"]');
const game = await call('POST', '/api/games/import', { pgn: famous.slice(start, famous.indexOf('[Event', start + 1)) });
const asked = await call('POST', `/api/games/${game.id}/analysis`, { budget: 'quick' });
await replies('quick analysis running ');
const after = (await call('GET', `/api/games/${game.id}/analysis`)).analyses[0];
console.log(`the analysis ran throughout: ${asked.analysed} positions when asked, ${after.analysed} of ${after.total} ` +
  `after (status ${after.status})`);
await call('POST', `/api/games/${game.id}/analysis/cancel`, {}).catch(() => undefined);
