// The wire contract, held in one place: every kind of answer the Escaque host sends (each endpoint's JSON, the
// refusals, the socket's pushes) is checked, field by field and value by value, against the TypeScript types the page
// reads it with (src/api.ts), read by the TypeScript compiler itself. A field the server sends that api.ts does not
// declare, a field api.ts requires that the server leaves out, a value of the wrong kind (a string where a number is
// declared, a word outside a union of words) fails, naming the path. The server's records (ApiTypes.java) and api.ts
// can then change only together.
import assert from 'node:assert/strict';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, test } from 'node:test';
import ts from 'typescript';
import { BASE_URL, LOCAL, startBrowser } from './helpers.mjs';

const apiFile = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'api.ts');

/** The exported types of src/api.ts, by name, with the checker that reads them. */
function apiTypes() {
  const program = ts.createProgram([apiFile], {
    strict: true, target: ts.ScriptTarget.ES2020, module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler, resolveJsonModule: true, noEmit: true, skipLibCheck: true,
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(apiFile);
  const types = new Map();
  for (const symbol of checker.getExportsOfModule(checker.getSymbolAtLocation(source))) {
    if (symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias)) {
      types.set(symbol.name, checker.getDeclaredTypeOfSymbol(symbol));
    }
  }
  return { checker, types };
}

/** Everything in `value` that does not fit `type`, as "path: what" lines (none: it fits). */
function misfits(checker, value, type, path) {
  const flags = type.flags;
  if (flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return [];
  if (type.isUnion()) {
    const each = type.types.map(member => misfits(checker, value, member, path));
    if (each.some(list => list.length === 0)) return [];
    // A value there is wrong as the member of its own kind (an object as the object type, not as null).
    const absent = ts.TypeFlags.Null | ts.TypeFlags.Undefined;
    const present = type.types.map((member, index) => [member, each[index]])
      .filter(([member]) => value === null || value === undefined || !(member.flags & absent)).map(([, list]) => list);
    if (present.length) return present.reduce((best, list) => (list.length < best.length ? list : best));
    // The member whose shape is closest says best what is wrong.
    return each.reduce((best, list) => (list.length < best.length ? list : best));
  }
  if (flags & ts.TypeFlags.Null) return value === null ? [] : [`${path}: ${json(value)} where null is declared`];
  if (flags & ts.TypeFlags.Undefined) return value === undefined ? [] : [`${path}: ${json(value)}, not absent`];
  if (value === undefined) return [`${path}: missing (declared ${checker.typeToString(type)})`];
  if (type.isStringLiteral() || type.isNumberLiteral()) {
    return value === type.value ? [] : [`${path}: ${json(value)}, not ${json(type.value)}`];
  }
  if (flags & ts.TypeFlags.BooleanLiteral) {
    return value === (checker.typeToString(type) === 'true') ? [] : [`${path}: ${json(value)}`];
  }
  if (flags & ts.TypeFlags.String) return typeof value === 'string' ? [] : [`${path}: ${json(value)} is not a string`];
  if (flags & ts.TypeFlags.Number) {
    return typeof value === 'number' && Number.isFinite(value) ? [] : [`${path}: ${json(value)} is not a number`];
  }
  if (flags & ts.TypeFlags.Boolean) return typeof value === 'boolean' ? [] : [`${path}: ${json(value)} is not a boolean`];
  if (checker.isTupleType(type)) {
    const elements = checker.getTypeArguments(type);
    if (!Array.isArray(value) || value.length !== elements.length) return [`${path}: ${json(value)} is not a ${elements.length}-tuple`];
    return elements.flatMap((element, index) => misfits(checker, value[index], element, `${path}[${index}]`));
  }
  if (checker.isArrayType(type)) {
    if (!Array.isArray(value)) return [`${path}: ${json(value)} is not an array`];
    const element = checker.getTypeArguments(type)[0];
    return value.flatMap((item, index) => misfits(checker, item, element, `${path}[${index}]`));
  }
  if (flags & ts.TypeFlags.Object) {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return [`${path}: ${json(value)} is not an object`];
    const found = [];
    const index = checker.getIndexInfosOfType(type)[0];
    for (const [key, field] of Object.entries(value)) {
      const property = type.getProperty(key);
      if (property) found.push(...misfits(checker, field, checker.getTypeOfSymbol(property), `${path}.${key}`));
      else if (index) found.push(...misfits(checker, field, index.type, `${path}[${json(key)}]`));
      else found.push(`${path}.${key}: sent, but not declared in api.ts`);
    }
    for (const property of checker.getPropertiesOfType(type)) {
      if (!(property.name in value) && !(property.flags & ts.SymbolFlags.Optional)) {
        found.push(`${path}.${property.name}: declared in api.ts, but not sent`);
      }
    }
    return found;
  }
  return [`${path}: a type the contract test does not know (${checker.typeToString(type)})`];
}

function json(value) {
  const text = JSON.stringify(value);
  return text === undefined ? 'undefined' : text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

async function call(method, path, body, token) {
  const headers = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers['X-Seat-Token'] = token;
  const response = await fetch(`${BASE_URL}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

describe('the wire contract: what the host sends is what api.ts declares', { skip: LOCAL && 'the host\'s answers' }, () => {
  test('every answer, refusal and socket push fits its type in api.ts', { timeout: 180_000 }, async () => {
    const { checker, types } = apiTypes();
    const checked = new Map();
    const problems = [];
    const expect = (name, value, where) => {
      const type = types.get(name) ?? assert.fail(`api.ts exports no type ${name}`);
      problems.push(...misfits(checker, value, type, `${where} (${name})`));
      checked.set(name, (checked.get(name) ?? 0) + 1);
    };

    // Games in each mode, and their states as each seat sees them.
    const hotseat = await call('POST', '/api/games', { mode: 'hotseat', timeControl: '5+3' });
    assert.equal(hotseat.status, 201);
    expect('CreatedGame', hotseat.body, 'POST /api/games (hotseat)');
    const token = hotseat.body.tokens.white;
    const id = hotseat.body.id;
    for (const [ply, uci] of ['e2e4', 'e7e5', 'g1f3'].entries()) {
      const moved = await call('POST', `/api/games/${id}/moves`, { uci, ply },
        ply % 2 ? hotseat.body.tokens.black : token);
      expect('GameState', moved.body, `POST moves ${uci}`);
    }
    expect('GameState', (await call('GET', `/api/games/${id}`, undefined, token)).body, 'GET /api/games/{id}');
    expect('GameState', (await call('GET', `/api/games/${id}`)).body, 'GET /api/games/{id} (no seat)');
    const black = hotseat.body.tokens.black;
    expect('HintAnswer', (await call('POST', `/api/games/${id}/hint`, { ply: 3, reveal: 'piece' }, black)).body, 'hint');
    expect('HintAnswer', (await call('POST', `/api/games/${id}/hint`, { ply: 3, reveal: 'move' }, black)).body, 'hint');
    expect('GameState', (await call('POST', `/api/games/${id}/actions`, { type: 'takeback' }, token)).body, 'takeback');
    const computer = await call('POST', '/api/games', { mode: 'computer', level: 2, color: 'white' });
    expect('CreatedGame', computer.body, 'POST /api/games (computer)');
    const lan = await call('POST', '/api/games', { mode: 'lan', color: 'white', timeControl: '3+2' });
    expect('CreatedGame', lan.body, 'POST /api/games (lan)');
    expect('JoinDetails', (await call('GET', `/api/games/${lan.body.id}/join`, undefined, lan.body.tokens.white)).body,
      'GET join details');
    const seat = await call('POST', `/api/games/${lan.body.id}/seats`, {});
    expect('SeatGranted', seat.body, 'POST seats');
    const guest = seat.body.token;
    expect('GameState', (await call('POST', `/api/games/${lan.body.id}/actions`, { type: 'offer-draw' },
      lan.body.tokens.white)).body, 'offer-draw');
    expect('GameState', (await call('GET', `/api/games/${lan.body.id}`, undefined, guest)).body, 'lan, the guest');
    expect('LanGames', (await call('GET', '/api/lan/games')).body, 'GET /api/lan/games');
    const lanJoinable = await call('POST', '/api/games', { mode: 'lan', color: 'black' });
    const joined = await call('POST', '/api/lan/join', { code: lanJoinable.body.join.code });
    expect('CreatedGame', joined.body, 'POST /api/lan/join');
    // A finished game: listed, and reviewed.
    const mated = await call('POST', '/api/games', { mode: 'hotseat' });
    for (const [ply, uci] of ['f2f3', 'e7e5', 'g2g4', 'd8h4'].entries()) {
      await call('POST', `/api/games/${mated.body.id}/moves`, { uci, ply }, ply % 2 ? mated.body.tokens.black
        : mated.body.tokens.white);
    }
    for (const status of ['active', 'finished']) {
      expect('GameList', (await call('GET', `/api/games?status=${status}&limit=20&offset=0`)).body, `list ${status}`);
    }
    let analysis = (await call('POST', `/api/games/${mated.body.id}/analysis`, { budget: 'quick' })).body;
    expect('Analysis', analysis, 'POST analysis');
    for (let tries = 0; analysis.status === 'running' && tries < 300; tries++) {
      await new Promise(resolve => setTimeout(resolve, 200));
      analysis = (await call('GET', `/api/games/${mated.body.id}/analysis`)).body.analyses[0];
    }
    assert.equal(analysis.status, 'done');
    const analyses = (await call('GET', `/api/games/${mated.body.id}/analysis`)).body;
    assert.deepEqual(Object.keys(analyses), ['analyses']);
    for (const each of analyses.analyses) expect('Analysis', each, 'GET analysis (done)');
    // The rest of what the page reads.
    expect('RulesData', (await call('GET', '/api/rules')).body, 'GET /api/rules');
    expect('LevelsData', (await call('GET', '/api/levels')).body, 'GET /api/levels');
    expect('PositionCheck', (await call('POST', '/api/positions/check', { fen: '4k3/8/8/8/8/8/8/R3K3 w - - 0 1' })).body,
      'POST /api/positions/check');
    const damaged = (await call('GET', '/api/games/damaged')).body;
    assert.deepEqual(Object.keys(damaged), ['games']);
    for (const each of damaged.games) expect('DamagedGame', each, 'GET /api/games/damaged');
    // Refusals, with a move's reason and a FEN's details.
    const refusals = [
      await call('POST', `/api/games/${id}/moves`, { uci: 'e1e3', ply: 2 }, token),
      await call('POST', `/api/games/${id}/moves`, { uci: 'e2e4', ply: 7 }, token),
      await call('POST', '/api/positions/check', { fen: 'KK6/8/8/8/8/8/8/4k3 w - - 0 1' }),
      await call('POST', '/api/games/import', { pgn: '1. e4 e5 2. Ke3' }),
      await call('GET', '/api/games/nosuchgame'),
      await call('POST', `/api/games/${id}/actions`, { type: 'resign' }),
    ];
    for (const refusal of refusals) {
      assert.ok(refusal.status >= 400 && refusal.status < 500, JSON.stringify(refusal));
      expect('ErrorBody', refusal.body, `refusal ${refusal.status} ${refusal.body.error}`);
    }
    // The socket's pushes: the state on hello, a pong, an error, and the state after a move elsewhere.
    // (Through a page: Node 20 has no WebSocket of its own.)
    const session = await startBrowser();
    let pushes;
    try {
      const page = await session.browser.newPage();
      await page.goto(`${BASE_URL}/rules`);
      pushes = await page.evaluate(({ game, token }) => new Promise((resolve, reject) => {
        const socket = new WebSocket(`${location.origin.replace(/^http/, 'ws')}/api/games/${game}/socket`);
        const received = [];
        const timer = setTimeout(() => reject(new Error(`pushes: ${JSON.stringify(received)}`)), 15_000);
        socket.onopen = () => socket.send(JSON.stringify({ kind: 'hello', tokens: [token] }));
        socket.onmessage = event => {
          received.push(JSON.parse(String(event.data)));
          if (received.length === 1) {
            socket.send(JSON.stringify({ kind: 'ping' }));
            // Not this seat's turn: refused over the socket.
            socket.send(JSON.stringify({ kind: 'move', uci: 'e7e5', ply: 0 }));
            return;
          }
          if (received.some(push => push.kind === 'error') && received.some(push => push.kind === 'pong')) {
            clearTimeout(timer);
            socket.close();
            resolve(received);
          }
        };
      }), { game: lan.body.id, token: lan.body.tokens.white });
    } finally {
      await session.close();
    }
    for (const push of pushes) expect('SocketPush', push, `socket ${push.kind}`);
    assert.deepEqual([...new Set(problems)], [], 'every answer fits api.ts');
    assert.deepEqual([...checked.keys()].sort(), ['Analysis', 'CreatedGame', 'ErrorBody', 'GameList', 'GameState',
      'HintAnswer', 'JoinDetails', 'LanGames', 'LevelsData', 'PositionCheck', 'RulesData', 'SeatGranted', 'SocketPush']);
  });

  test('the checker itself refuses what does not fit', () => {
    const { checker, types } = apiTypes();
    const offer = types.get('Offer');
    assert.deepEqual(misfits(checker, { type: 'draw', from: 'white' }, offer, 'o'), []);
    assert.match(misfits(checker, { type: 'draw', from: 'green' }, offer, 'o').join(), /o\.from: "green"/);
    assert.match(misfits(checker, { type: 'draw' }, offer, 'o').join(), /o\.from: declared in api\.ts, but not sent/);
    assert.match(misfits(checker, { type: 'draw', from: 'white', extra: 1 }, offer, 'o').join(),
      /o\.extra: sent, but not declared/);
    assert.match(misfits(checker, { white: '1', black: 2, running: null, increment: 0 }, types.get('Clocks'), 'c')
      .join(), /c\.white: "1" is not a number/);
  });
});
