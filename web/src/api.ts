// The server's API: the JSON shapes (mirroring server/.../game/ApiTypes.java and rules/RulesController.java)
// and the calls that send and receive them. Nothing else in the UI knows a URL. With no Escaque host (isLocal()),
// the game calls go to the games of this browser instead (local/games.ts: the same answers, from WebAssembly).
import { language } from './i18n';
import { isLocal } from './local/mode';
import * as local from './local/games';
import { callWasm, callWasmIn } from './engine/client';

export type Color = 'white' | 'black';
export type Mode = 'hotseat' | 'computer' | 'lan';
export type GameStatus = 'active' | 'finished';
export type Square = string;

export type Termination =
  | 'checkmate'
  | 'stalemate'
  | 'insufficient-material'
  | 'dead-position'
  | 'fivefold-repetition'
  | 'seventy-five-moves'
  | 'threefold-repetition'
  | 'fifty-moves'
  | 'agreement'
  | 'resignation'
  | 'timeout'
  | 'timeout-draw'
  | 'abandonment';

export type ActionType =
  | 'move'
  | 'claim-draw'
  | 'agree-draw'
  | 'offer-draw'
  | 'accept-draw'
  | 'decline-draw'
  | 'resign'
  | 'takeback'
  | 'accept-takeback'
  | 'decline-takeback'
  | 'claim-abandonment-win'
  | 'claim-abandonment-draw'
  | 'rematch'
  | 'abort';

export type DrawClaim = 'threefold-repetition' | 'fifty-moves';

// ---- requests ----

export interface CreateGameRequest {
  mode: Mode;
  /** LAN only: whether devices without a seat may watch. */
  spectators?: boolean;
  timeControl?: string;
  level?: number;
  color?: Color | 'random';
  fen?: string;
  /** Hotseat: the two players' names. */
  names?: Partial<Record<Color, string>>;
  /** Against the computer or on the network: the caller's own name. */
  name?: string;
}

export interface MoveRequest {
  /** The move in UCI, or (`san`) as the player typed it in algebraic notation. */
  uci?: string;
  san?: string;
  ply: number;
  claimDraw?: boolean;
}

export interface ActionRequest {
  type: ActionType;
  color?: Color;
}

// ---- responses ----

export interface MoveText {
  uci: string;
  san: string;
  /** The position after the move, as FEN. */
  fen: string;
}

export interface Clocks {
  white: number;
  black: number;
  running: Color | null;
  increment: number;
}

export interface Offer {
  type: 'draw' | 'takeback';
  from: Color;
}

/** A LAN seat's connection as its opponent sees it. */
export interface Connection {
  status: 'waiting' | 'connected' | 'reconnecting' | 'disconnected';
  since: number;
  elapsed: number;
}

/** A finished LAN game's rematch: the new game and the seats the caller's token holds there. */
export interface Rematch {
  id: string;
  seats: Color[];
}

export interface Player {
  kind: 'human' | 'computer';
  level?: number;
  /** The person's name: given when the game was made, or by an imported PGN's White or Black tag. */
  name?: string;
}

export interface GameState {
  id: string;
  mode: Mode;
  startFen: string;
  fen: string;
  ply: number;
  turn: Color;
  moves: MoveText[];
  dests: Record<Square, Square[]>;
  lastMove: [Square, Square] | null;
  check: Square | null;
  status: GameStatus;
  /** The result ("1-0", "0-1", "1/2-1/2") once the game is over; null while it goes on. */
  result: string | null;
  termination: Termination | null;
  /** The opening reached (the last named position of the game), or null. */
  opening: OpeningName | null;
  timeControl: string | null;
  clocks?: Clocks;
  players: Partial<Record<Color, Player>>;
  opponent?: Player;
  offers: Offer[];
  /** The seats the caller holds (by the token it sent). */
  seats: Color[];
  actions: ActionType[];
  claims: DrawClaim[];
  /** Moves that, sent with `claimDraw`, would open a draw claim: UCI → the claims each opens. */
  claimMoves: Record<string, DrawClaim[]>;
  version: number;
  /** LAN games only. */
  connections?: Partial<Record<Color, Connection>>;
  spectators?: boolean;
  rematch?: Rematch | null;
  /** Made from an imported PGN (its tags say more than the players' names). */
  imported?: boolean;
}

export type Tokens = Partial<Record<Color, string>>;

/** What the host's screen shows so a guest can join a LAN game. */
export interface JoinDetails {
  code: string;
  links: Array<{ url: string; qr: string }>;
  waiting: boolean;
  help: {
    listening: boolean;
    addresses: string[];
    port: number;
    checks: Array<{ id: string; text: string }>;
  };
}

/** The games other Escaques announce on the network (`searching` is false when discovery cannot work here). */
export interface LanGames {
  games: Array<{ name: string; host: string; port: number; url: string }>;
  searching: boolean;
}

export interface CreatedGame {
  id: string;
  tokens: Tokens;
  state: GameState;
  /** LAN games only. */
  join?: JoinDetails;
}

export interface SeatGranted {
  color: Color;
  token: string;
  state: GameState;
}

export interface GameSummary {
  id: string;
  mode: Mode;
  status: GameStatus;
  /** The result ("1-0", "0-1", "1/2-1/2") once the game is over; null while it goes on. */
  result: string | null;
  termination: Termination | null;
  ply: number;
  fen: string;
  timeControl: string | null;
  players: Partial<Record<Color, Player>>;
  opening: OpeningName | null;
  createdAt: number;
  updatedAt: number;
  /** Unfinished, and the two sides have not both moved: it may be aborted (deleted, no result). */
  abortable: boolean;
  /** A game between two phones with no Escaque host: the seat this phone holds. */
  seats?: Color[];
  /** Made from an imported PGN. */
  imported?: boolean;
}

/** A page of the game list and how many games the whole list has. */
export interface GameList {
  games: GameSummary[];
  total: number;
}

/** A stored game set aside because it cannot be replayed: why, and its moves as far as they are legal. */
export interface DamagedGame {
  id: string;
  mode: Mode;
  ply: number;
  damage: string;
  pgn: string;
  updatedAt: number;
}

/**
 * Why a move is illegal, as the rules core says it: a stable code, the FIDE article, and the squares and
 * pieces involved (which fields are present depends on the code).
 */
/** A piece as a refusal names it. */
export interface ReasonPiece {
  color: Color;
  type: 'king' | 'queen' | 'rook' | 'bishop' | 'knight' | 'pawn';
}

export interface IllegalMoveReason {
  code: string;
  fideArticle: string;
  square?: Square | null;
  from?: Square;
  to?: Square;
  target?: Square;
  blocker?: Square;
  king?: Square;
  attacker?: Square;
  attackerPiece?: ReasonPiece;
  piece?: ReasonPiece;
  kingside?: boolean;
  obstacle?: string;
  asked?: string;
  [field: string]: unknown;
}

export interface ErrorBody {
  error: string;
  message: string;
  reason?: IllegalMoveReason;
  details?: Record<string, unknown>;
}

export interface SocketPush {
  kind: 'state' | 'error' | 'pong' | 'analysis';
  state?: GameState;
  error?: ErrorBody;
  analysis?: Analysis;
}

export interface RuleDiagram {
  id: string;
  fen: string;
  move: string;
  /** The move in SAN; null when it is illegal. */
  san: string | null;
  legal: boolean;
  shows: 'move' | 'check' | 'checkmate' | 'stalemate' | 'insufficient-material' | 'dead-position' | 'timeout-draw'
    | 'fifty-moves' | 'seventy-five-moves' | 'illegal';
  lastMove: [Square, Square];
  check: Square | null;
  fenAfter: string | null;
  reason: IllegalMoveReason | null;
}

export interface RulesData {
  perft: Record<string, number>;
  diagrams: RuleDiagram[];
}

/** A refusal from the server: the HTTP status and the error body. */
export class ApiError extends Error {
  constructor(readonly status: number, readonly body: ErrorBody) {
    super(body.message);
  }
}

// ---- seat tokens, kept per game in this browser ----

const TOKENS_PREFIX = 'escaque.tokens.';

export function storedTokens(gameId: string): Tokens {
  try {
    const text = localStorage.getItem(TOKENS_PREFIX + gameId);
    return text ? (JSON.parse(text) as Tokens) : {};
  } catch {
    return {};
  }
}

function storeTokens(gameId: string, tokens: Tokens): void {
  const merged = { ...storedTokens(gameId), ...tokens };
  try {
    localStorage.setItem(TOKENS_PREFIX + gameId, JSON.stringify(merged));
  } catch {
    // Private browsing may refuse storage: the game still works for this page's life.
  }
}

/** The seat token to send: the given colour's, else the side to move's, else any held. */
function seatToken(gameId: string, color?: Color): string | undefined {
  const tokens = storedTokens(gameId);
  if (color && tokens[color]) return tokens[color];
  return tokens.white ?? tokens.black;
}

// ---- calls ----

/** A call to this browser's games, its refusals made the host's ApiError. */
async function locally<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof local.LocalRefusal) throw new ApiError(error.status, error.body);
    throw error;
  }
}

/** What the UI says when a feature needs an Escaque host and this page has none. */
function needsHost<T>(): Promise<T> {
  return Promise.reject(new ApiError(503, { error: 'needs-host', message: 'This needs Escaque running on a computer.' }));
}

async function request<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers['X-Seat-Token'] = token;
  const response = await fetch(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const json: unknown = text ? safeParse(text) : null;
  if (!response.ok) {
    const errorBody = (json && typeof json === 'object' ? json : {}) as Partial<ErrorBody>;
    throw new ApiError(response.status, {
      error: errorBody.error ?? `http-${response.status}`,
      message: errorBody.message ?? text,
      reason: errorBody.reason,
      details: errorBody.details,
    });
  }
  return json as T;
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export async function createGame(body: CreateGameRequest): Promise<CreatedGame> {
  if (isLocal()) return locally(() => local.createGame(body));
  const created = await request<CreatedGame>('POST', '/api/games', body);
  storeTokens(created.id, created.tokens);
  return created;
}

/** A position a game could start from, as `POST /api/positions/check` answers it. */
export interface PositionCheck {
  fen: string;
  playable: boolean;
}

/**
 * Whether a game could start from `fen` (the board editor asks as the position is edited): its FEN as written, or
 * the refusal a new game from it would get (`invalid-fen`, whose details name core's rule).
 */
export function checkPosition(fen: string): Promise<PositionCheck> {
  if (isLocal()) return locally(() => local.checkPosition(fen));
  return request<PositionCheck>('POST', '/api/positions/check', { fen });
}

export async function importGame(pgn: string): Promise<CreatedGame> {
  if (isLocal()) return locally(() => local.importGame(pgn));
  const created = await request<CreatedGame>('POST', '/api/games/import', { pgn });
  storeTokens(created.id, created.tokens ?? {});
  return created;
}

/** The state as the holder of `seat`'s token (else any token held, else a spectator) sees it. */
export function getGame(id: string, seat?: Color): Promise<GameState> {
  if (isLocal()) return locally(() => local.getGame(id));
  return request<GameState>('GET', `/api/games/${encodeURIComponent(id)}`, undefined, seatToken(id, seat));
}

export function listGames(status: GameStatus, limit = 100, offset = 0): Promise<GameList> {
  if (isLocal()) return locally(() => local.listGames(status, limit, offset));
  return request<GameList>('GET', `/api/games?status=${status}&limit=${limit}&offset=${offset}`);
}

/** Deletes a finished game, or aborts one before both sides have moved (it is deleted too: no result). */
export async function deleteGame(id: string): Promise<void> {
  if (isLocal()) return locally(() => local.deleteGame(id));
  await request<null>('DELETE', `/api/games/${encodeURIComponent(id)}`, undefined, seatToken(id));
  try {
    localStorage.removeItem(TOKENS_PREFIX + id);
  } catch {
    // Nothing kept, nothing to forget.
  }
}

export function listDamagedGames(): Promise<{ games: DamagedGame[] }> {
  if (isLocal()) return Promise.resolve({ games: [] });
  return request<{ games: DamagedGame[] }>('GET', '/api/games/damaged');
}

export function playMove(id: string, move: MoveRequest, mover: Color): Promise<GameState> {
  if (isLocal()) return locally(() => local.playMove(id, move));
  return request<GameState>('POST', `/api/games/${encodeURIComponent(id)}/moves`, move, seatToken(id, mover));
}

export function act(id: string, action: ActionRequest): Promise<GameState> {
  if (isLocal()) return locally(() => local.act(id, action));
  return request<GameState>('POST', `/api/games/${encodeURIComponent(id)}/actions`, action,
    seatToken(id, action.color));
}

/** Takes the free seat of the LAN game with this code (from the host's screen or its join link). */
/** Takes the free seat of the LAN game with this code, with the guest's name if one was given. */
export async function joinByCode(code: string, name = ''): Promise<CreatedGame> {
  if (isLocal()) return needsHost();
  const joined = await request<CreatedGame>('POST', '/api/lan/join', name ? { code, name } : { code });
  storeTokens(joined.id, joined.tokens);
  return joined;
}

/** The LAN games announced on the network; the first call starts looking, so ask again every 2–3 s. */
export function listLanGames(): Promise<LanGames> {
  if (isLocal()) return Promise.resolve({ games: [], searching: false });
  return request<LanGames>('GET', '/api/lan/games');
}

export function getJoinDetails(id: string): Promise<JoinDetails> {
  if (isLocal()) return needsHost();
  return request<JoinDetails>('GET', `/api/games/${encodeURIComponent(id)}/join`, undefined, seatToken(id));
}

/**
 * Keeps, for a rematch, the tokens that hold its seats: the token that held one colour in the finished game holds
 * the other in the rematch.
 */
export function keepRematchTokens(gameId: string, rematch: Rematch): void {
  const old = storedTokens(gameId);
  const tokens: Tokens = {};
  for (const seat of rematch.seats) {
    const token = old[seat === 'white' ? 'black' : 'white'];
    if (token) tokens[seat] = token;
  }
  storeTokens(rematch.id, tokens);
}

/** The game's PGN, its words (event, computer, opening, hints) in the UI's language (docs/api.md#pgn). */
export function pgnUrl(id: string): string {
  return `/api/games/${encodeURIComponent(id)}/pgn?lang=${language()}`;
}

/** The game's PGN; fetched with the seat token, which a device on the network needs even to read it. */
export async function fetchPgn(id: string): Promise<string> {
  if (isLocal()) return locally(() => local.getPgn(id, language()));
  const token = seatToken(id);
  const response = await fetch(pgnUrl(id), token ? { headers: { 'X-Seat-Token': token } } : {});
  if (!response.ok) throw new ApiError(response.status, { error: 'pgn', message: await response.text() });
  return response.text();
}

/** The computer's levels with their approximate ratings (measured by engine matches). */
export interface LevelsData {
  levels: { level: number; rating: number }[];
}

export function getLevels(): Promise<LevelsData> {
  if (isLocal()) return local.getLevels();
  return request<LevelsData>('GET', '/api/levels');
}

export function getRules(): Promise<RulesData> {
  if (isLocal()) return local.getRules();
  return request<RulesData>('GET', '/api/rules');
}

export function socketUrl(id: string): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}/api/games/${encodeURIComponent(id)}/socket`;
}

/** The colours whose seats this browser holds for a game. */
export function heldSeats(gameId: string): Color[] {
  const tokens = storedTokens(gameId);
  return (['white', 'black'] as Color[]).filter(color => tokens[color]);
}

export function heldTokenList(gameId: string): string[] {
  const tokens = storedTokens(gameId);
  return [tokens.white, tokens.black].filter((token): token is string => !!token);
}

// ---- opening names and hints (docs/api.md#hints) ----

/** An opening: ECO code, English and Spanish names, and the half-move after which its position stood. */
export interface OpeningName {
  eco: string;
  name: string;
  nameEs: string;
  ply: number;
}

export type HintReveal = 'piece' | 'move';

/** A hint: the piece to move (`from`), and with reveal `move` the move itself. */
export interface HintAnswer {
  ply: number;
  reveal: HintReveal;
  from: Square;
  to?: Square;
  uci?: string;
  san?: string;
}

export function askHint(id: string, ply: number, reveal: HintReveal, seat: Color): Promise<HintAnswer> {
  if (isLocal()) return locally(() => local.askHint(id, ply, reveal));
  return request<HintAnswer>('POST', `/api/games/${encodeURIComponent(id)}/hint`, { ply, reveal }, seatToken(id, seat));
}

// ---- analysis (docs/api.md, "Analysis") ----

export type Budget = 'quick' | 'deep';
export type Classification = 'best' | 'good' | 'inaccuracy' | 'mistake' | 'blunder';

/** White's point of view: centipawns, a forced mate in moves (positive: White mates), or the side checkmated. */
export interface Evaluation {
  cp?: number;
  mate?: number;
  checkmated?: Color;
}

export interface AnalysedPosition {
  ply: number;
  eval: Evaluation;
  /** White's winning chances, 0 to 100. */
  whiteWin: number;
  best?: string;
  bestSan?: string;
  line?: string[];
  depth: number;
}

export interface JudgedMove {
  ply: number;
  color: Color;
  uci: string;
  san: string;
  classification: Classification;
  winBefore: number;
  winAfter: number;
  drop: number;
  accuracy: number;
  evalBefore: Evaluation;
  evalAfter: Evaluation;
  /** The engine's better move, for an inaccuracy, a mistake or a blunder (absent otherwise). */
  better?: { uci: string; san: string; line: string[]; eval: Evaluation } | null;
  mate?: 'found' | 'missed';
}

export interface SideSummary {
  moves: number;
  accuracy: number | null;
  inaccuracies: number;
  mistakes: number;
  blunders: number;
  matesMissed: number;
  matesFound: number;
}

export interface Analysis {
  gameId: string;
  budget: Budget;
  nodes: number;
  status: 'running' | 'done' | 'cancelled' | 'failed';
  analysed: number;
  total: number;
  positions: AnalysedPosition[];
  moves: JudgedMove[];
  sides: Record<Color, SideSummary>;
}

export function requestAnalysis(id: string, budget: Budget): Promise<Analysis> {
  if (isLocal()) return locally(() => local.requestAnalysis(id, budget));
  return request<Analysis>('POST', `/api/games/${encodeURIComponent(id)}/analysis`, { budget });
}

export function cancelAnalysis(id: string): Promise<Analysis> {
  if (isLocal()) return locally(() => local.cancelAnalysis(id));
  return request<Analysis>('POST', `/api/games/${encodeURIComponent(id)}/analysis/cancel`, {});
}

export function getAnalyses(id: string): Promise<{ analyses: Analysis[] }> {
  if (isLocal()) return locally(() => local.getAnalyses(id));
  return request<{ analyses: Analysis[] }>('GET', `/api/games/${encodeURIComponent(id)}/analysis`);
}

export async function fetchAnnotatedPgn(id: string, budget: Budget): Promise<string> {
  if (isLocal()) return locally(() => local.fetchAnnotatedPgn(id, budget, language()));
  const response = await fetch(`/api/games/${encodeURIComponent(id)}/analysis/pgn?budget=${budget}&lang=${language()}`);
  if (!response.ok) throw new ApiError(response.status, { error: 'pgn', message: await response.text() });
  return response.text();
}

/**
 * A line explored from a finished game's position, as core reads it: each move (UCI, SAN, the FEN after it), and the
 * position reached with its side to move, check, legal moves and how the board ends play there (or null).
 */
export interface ExploredLine {
  start: string;
  moves: MoveText[];
  fen: string;
  turn: Color;
  check: boolean;
  dests: Record<string, string[]>;
  ending: 'checkmate' | 'stalemate' | 'insufficient-material' | null;
}

/**
 * Reads the line `moves` (UCI) from `fen`. Lines are read by core in this browser's WebAssembly build, with a host or
 * without: a line is not the game's, and nothing of it is sent anywhere or stored.
 */
export async function exploreLine(fen: string, moves: string[]): Promise<ExploredLine> {
  return JSON.parse(await callWasm<string>('exploreLine', fen, moves.join(' '))) as ExploredLine;
}

/**
 * The engine's evaluation of the end of the line `moves` from `fen`, as a quick analysis evaluates a game's position
 * (in the analysis worker, so that it waits behind no move): `ply` is the line's length.
 */
export async function evaluateLine(fen: string, moves: string[]): Promise<AnalysedPosition> {
  return JSON.parse(await callWasmIn<string>('analysis', 'exploreEvaluate', fen, moves.join(' '))) as AnalysedPosition;
}

/**
 * The last move of the line `moves` from `fen` judged as an analysis of `budget` judges a game's move, against that
 * analysis's word on the position before it (`before`, and the engine's move there, `best`); the position after it is
 * evaluated as `evaluateLine` evaluates one, on the budget's nodes. For "learn from your mistakes": a move tried instead
 * of an error.
 */
export async function judgeLineMove(fen: string, moves: string[], budget: Budget, before: Evaluation, best: string):
  Promise<JudgedMove> {
  const [kind, value] = before.mate !== undefined ? ['mate', before.mate] : ['cp', before.cp ?? 0];
  return JSON.parse(await callWasmIn<string>('analysis', 'exploreJudge', fen, moves.join(' '), budget, kind, value,
    best)) as JudgedMove;
}
