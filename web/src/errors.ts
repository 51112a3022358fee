// A refusal from the server in the page's language: its code and structured details (docs/api.md, "Errors") are
// worded here; the server's English message is for API users and never shown inside a page in another language.
import { ApiError } from './api';
import { hasKey, t, tk } from './i18n';
import { endText } from './game/words';
import type { Termination } from './api';
import { isLocal } from './local/mode';

/**
 * What went wrong with a request, for a person: a refusal worded from its code and details, or a lost server (with no
 * server, a failure in this browser).
 */
export function errorText(error: unknown): string {
  if (!(error instanceof ApiError)) return t(isLocal() ? 'error.local' : 'error.network');
  const { error: code, details } = error.body;
  const detail = (name: string): unknown => details?.[name];
  if (code === 'invalid-fen') {
    if (detail('problem') === 'game-over') {
      const ending = endText((detail('termination') as Termination | undefined) ?? null, String(detail('result') ?? '*'));
      // After a colon the ending goes on the sentence: "…antes de empezar: tablas por rey ahogado."
      return t('refusal.fenGameOver', { ending: ending.charAt(0).toLowerCase() + ending.slice(1) });
    }
    const rule = fenRuleText(details ?? {});
    if (rule) return rule;
    const part = String(detail('part') ?? '');
    const where = hasKey(`refusal.fenPart.${part}`) ? tk(`refusal.fenPart.${part}`) : '';
    return where ? t('refusal.fenPart', { part: where }) : t('refusal.fen');
  }
  if (code === 'invalid-pgn') {
    const problem = String(detail('problem') ?? '');
    const line = detail('line');
    const move = detail('move');
    if (move !== undefined && line !== undefined && hasKey(`refusal.pgn.${problem}`)) {
      return tk(`refusal.pgn.${problem}`, { line: String(line), move: String(move) });
    }
    return line !== undefined ? t('refusal.pgnLine', { line: String(line) }) : t('refusal.pgn');
  }
  if (hasKey(`refusal.${code}`)) return tk(`refusal.${code}`);
  // A code this page does not know yet: said in the page's language, with the code for whoever reports it.
  return t('refusal.other', { code });
}

/**
 * The rule a FEN breaks, said for a person (core names it: `details.rule` and its facts, docs/api.md), or '' for a
 * rule this page has no words for. A message may depend on a side (`.white`, `.black`: "el rey blanco"), a castling
 * right (`.K`…) or on a count of none (`.none`) or more (`.many`).
 */
export function fenRuleText(details: Record<string, unknown>): string {
  const rule = details['rule'];
  if (typeof rule !== 'string') return '';
  const facts: Record<string, string> = {};
  for (const [name, value] of Object.entries(details)) if (typeof value === 'string') facts[name] = value;
  const variants: string[] = [];
  if (rule === 'king-count') variants.push(facts['count'] === '0' ? 'none' : 'many');
  if (rule === 'castling-king' || rule === 'castling-rook') variants.push(facts['right'] ?? '');
  else if (facts['color']) variants.push(facts['color']);
  const key = ['refusal.fenRule', rule, ...variants].join('.');
  return hasKey(key) ? tk(key, facts) : '';
}
