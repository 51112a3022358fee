// Pairing codes: what one phone must tell the other so that their browsers can open a WebRTC data channel with no
// server between them, short enough for a QR code a camera reads at arm's length and for a text to copy.
//
// A data channel's session description is mostly fixed text; what differs between two connections is only the ICE
// credentials (ufrag, pwd), the DTLS certificate's SHA-256 fingerprint, and the host candidates (an address, or the
// mDNS name Chromium gives it, and a UDP port). A code carries those, packed in bytes, plus what Escaque needs to
// check it: which side made it (offer or answer), a pairing number (an answer names its offer's), the minute it was
// made (a code older than CODE_LIFETIME is refused as expired), and, in an offer, the game. The text is
// "ESQ1" + "O" or "A" + base64url of the bytes; expand() writes back a session description the browser accepts.

/** A code older than this is refused (its phone has long since made another). */
export const CODE_LIFETIME_MS = 10 * 60 * 1000;
const PREFIX = 'ESQ1';
const SHA256_BYTES = 32;

export type CodeKind = 'offer' | 'answer';

export interface Candidate {
  /** An IPv4 or IPv6 address, or an mDNS name (a UUID and ".local"). */
  address: string;
  port: number;
}

export interface PairingCode {
  kind: CodeKind;
  /** A random number the offer is made with and its answer repeats. */
  pairing: number;
  /** When the code was made, in minutes since 1970 (the phone's clock). */
  minute: number;
  /** The game the offer is for (offers only). */
  game: string;
  ufrag: string;
  pwd: string;
  /** The DTLS certificate's SHA-256, 32 bytes. */
  fingerprint: Uint8Array;
  candidates: Candidate[];
}

/** Why a text is not a pairing code Escaque can use (each said to the person by its own message). */
export type CodeProblem = 'not-escaque' | 'expired' | 'wrong-kind';

export class CodeError extends Error {
  constructor(readonly problem: CodeProblem) {
    super(problem);
  }
}

/** What a session description of this browser's holds that a code carries, or null when it lacks something. */
export function condense(sdp: string, kind: CodeKind, pairing: number, game: string, now = Date.now()): PairingCode {
  const field = (name: string): string => {
    const line = sdp.split(/\r?\n/).find(text => text.startsWith(`a=${name}:`));
    if (!line) throw new Error(`the session description has no a=${name}`);
    return line.slice(name.length + 3).trim();
  };
  const [algorithm, hex] = field('fingerprint').split(' ');
  if (algorithm.toLowerCase() !== 'sha-256') throw new Error(`the certificate's fingerprint is ${algorithm}, not sha-256`);
  const fingerprint = Uint8Array.from(hex.split(':').map(pair => parseInt(pair, 16)));
  const candidates: Candidate[] = [];
  for (const line of sdp.split(/\r?\n/)) {
    // a=candidate:<foundation> <component> <protocol> <priority> <address> <port> typ <type> ...
    const parts = line.startsWith('a=candidate:') ? line.slice(12).split(' ') : [];
    if (parts.length < 8 || parts[1] !== '1' || parts[2].toLowerCase() !== 'udp' || parts[7] !== 'host') continue;
    const candidate = { address: parts[4], port: Number(parts[5]) };
    if (addressBytes(candidate.address) && !candidates.some(c => c.address === candidate.address && c.port === candidate.port)) {
      candidates.push(candidate);
    }
  }
  return { kind, pairing, minute: Math.floor(now / 60000), game, ufrag: field('ice-ufrag'), pwd: field('ice-pwd'),
    fingerprint, candidates: candidates.slice(0, 6) };
}

/** The code as text ("ESQ1O…" or "ESQ1A…"). */
export function encode(code: PairingCode): string {
  const bytes: number[] = [];
  const u32 = (value: number) => bytes.push((value >>> 24) & 255, (value >>> 16) & 255, (value >>> 8) & 255, value & 255);
  const text = (value: string) => {
    if (value.length > 255 || !/^[\x20-\x7e]*$/.test(value)) throw new Error(`cannot carry '${value}'`);
    bytes.push(value.length, ...Array.from(value, c => c.charCodeAt(0)));
  };
  u32(code.pairing);
  u32(code.minute);
  if (code.kind === 'offer') text(code.game);
  text(code.ufrag);
  text(code.pwd);
  if (code.fingerprint.length !== SHA256_BYTES) throw new Error('a SHA-256 fingerprint is 32 bytes');
  bytes.push(...code.fingerprint);
  bytes.push(code.candidates.length);
  for (const candidate of code.candidates) {
    const address = addressBytes(candidate.address)!;
    bytes.push(...address, (candidate.port >> 8) & 255, candidate.port & 255);
  }
  return PREFIX + (code.kind === 'offer' ? 'O' : 'A') + base64url(bytes);
}

/**
 * Reads a code as typed, pasted or scanned (spaces and line breaks are ignored). Refuses, with its problem, a text
 * that is not Escaque's, one of the other kind than `expected`, and one older than CODE_LIFETIME_MS.
 */
export function decode(input: string, expected: CodeKind, now = Date.now()): PairingCode {
  const text = input.replace(/\s+/g, '');
  if (!text.startsWith(PREFIX) || text.length < PREFIX.length + 2) throw new CodeError('not-escaque');
  const letter = text.charAt(PREFIX.length);
  const kind: CodeKind | null = letter === 'O' ? 'offer' : letter === 'A' ? 'answer' : null;
  if (!kind) throw new CodeError('not-escaque');
  let bytes: Uint8Array;
  try {
    bytes = unbase64url(text.slice(PREFIX.length + 1));
  } catch {
    throw new CodeError('not-escaque');
  }
  let at = 0;
  const take = (count: number): Uint8Array => {
    if (at + count > bytes.length) throw new CodeError('not-escaque');
    const part = bytes.subarray(at, at + count);
    at += count;
    return part;
  };
  const u32 = () => take(4).reduce((value, byte) => value * 256 + byte, 0);
  const string = () => String.fromCharCode(...take(take(1)[0]));
  const pairing = u32();
  const minute = u32();
  const game = kind === 'offer' ? string() : '';
  const ufrag = string();
  const pwd = string();
  const fingerprint = Uint8Array.from(take(SHA256_BYTES));
  const count = take(1)[0];
  const candidates: Candidate[] = [];
  for (let i = 0; i < count; i++) {
    const type = take(1)[0];
    const address = type === 4 ? Array.from(take(4)).join('.')
      : type === 6 ? ipv6(take(16))
        : type === 77 ? uuid(take(16)) + '.local'
          : null;
    if (address === null) throw new CodeError('not-escaque');
    const port = take(2).reduce((value, byte) => value * 256 + byte, 0);
    candidates.push({ address, port });
  }
  if (at !== bytes.length || ufrag.length < 4 || pwd.length < 22 || candidates.length === 0) {
    throw new CodeError('not-escaque');
  }
  if (kind !== expected) throw new CodeError('wrong-kind');
  const age = now - minute * 60000;
  if (age > CODE_LIFETIME_MS + 60000 || age < -CODE_LIFETIME_MS) throw new CodeError('expired');
  return { kind, pairing, minute, game, ufrag, pwd, fingerprint, candidates };
}

/** A session description the browser accepts, with what the code carries (offer: actpass; answer: active). */
export function expand(code: PairingCode): string {
  const fingerprint = Array.from(code.fingerprint, byte => byte.toString(16).padStart(2, '0').toUpperCase()).join(':');
  const lines = [
    'v=0',
    `o=- ${code.pairing}${code.minute} 2 IN IP4 127.0.0.1`,
    's=-',
    't=0 0',
    'a=group:BUNDLE 0',
    'a=msid-semantic: WMS',
    'm=application 9 UDP/DTLS/SCTP webrtc-datachannel',
    'c=IN IP4 0.0.0.0',
    ...code.candidates.map((candidate, index) =>
      `a=candidate:${index + 1} 1 udp ${2113937151 - index} ${candidate.address} ${candidate.port} typ host`),
    `a=ice-ufrag:${code.ufrag}`,
    `a=ice-pwd:${code.pwd}`,
    `a=fingerprint:sha-256 ${fingerprint}`,
    `a=setup:${code.kind === 'offer' ? 'actpass' : 'active'}`,
    'a=mid:0',
    'a=sctp-port:5000',
    'a=max-message-size:262144',
  ];
  return lines.join('\r\n') + '\r\n';
}

/** An address as a type byte and its bytes: 4 (IPv4), 6 (IPv6), 77 (an mDNS UUID name); null for anything else. */
function addressBytes(address: string): number[] | null {
  const v4 = /^(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  if (v4) return [4, ...v4.slice(1).map(Number)];
  const mdns = /^([0-9a-f]{8})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{12})\.local$/i.exec(address);
  if (mdns) return [77, ...hexBytes(mdns.slice(1).join(''))];
  if (address.includes(':') && /^[0-9a-f:]+$/i.test(address)) {
    const [head, tail = ''] = address.split('::');
    const headGroups = head ? head.split(':') : [];
    const tailGroups = tail ? tail.split(':') : [];
    const missing = 8 - headGroups.length - tailGroups.length;
    if (missing < 0 || (!address.includes('::') && missing !== 0)) return null;
    const groups = [...headGroups, ...Array(missing).fill('0'), ...tailGroups];
    return [6, ...groups.flatMap(group => [parseInt(group, 16) >> 8, parseInt(group, 16) & 255])];
  }
  return null;
}

function hexBytes(hex: string): number[] {
  const bytes: number[] = [];
  for (let i = 0; i < hex.length; i += 2) bytes.push(parseInt(hex.slice(i, i + 2), 16));
  return bytes;
}

function uuid(bytes: Uint8Array): string {
  const hex = Array.from(bytes, byte => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function ipv6(bytes: Uint8Array): string {
  const groups: string[] = [];
  for (let i = 0; i < 16; i += 2) groups.push(((bytes[i] << 8) | bytes[i + 1]).toString(16));
  return groups.join(':');
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

function base64url(bytes: number[]): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const chunk = (bytes[i] << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const length = Math.min(4, Math.ceil(((bytes.length - i) * 8) / 6));
    for (let j = 0; j < length; j++) text += ALPHABET[(chunk >> (18 - 6 * j)) & 63];
  }
  return text;
}

function unbase64url(text: string): Uint8Array {
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of text) {
    const value = ALPHABET.indexOf(char);
    if (value < 0) throw new Error('not base64url');
    buffer = (buffer << 6) | value;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 255);
    }
  }
  return Uint8Array.from(bytes);
}
