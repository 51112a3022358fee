// "Reglas del ajedrez" / "Rules of chess": the Laws in short, each rule with a real position drawn by chessground
// from the server's diagram records, and the move-sequence counts the rules engine computes live.
import { Chessground } from '@lichess-org/chessground';
import type { Api as Board } from '@lichess-org/chessground/api';
import type { Key } from '@lichess-org/chessground/types';
import { getRules, type RuleDiagram, type RulesData } from '../api';
import { h, replaceChildren, type Child } from '../dom';
import { formatNumber, t, tk } from '../i18n';
import { refusalText } from '../game/words';
import { errorText } from './home';

interface Section {
  id: string;
  diagrams: string[];
  extra?: (data: RulesData) => Child;
}

const SECTIONS: Section[] = [
  { id: 'board', diagrams: ['setup'] },
  { id: 'king', diagrams: ['king-move'] },
  { id: 'queen', diagrams: ['queen-move'] },
  { id: 'rook', diagrams: ['rook-move'] },
  { id: 'bishop', diagrams: ['bishop-move'] },
  { id: 'knight', diagrams: ['knight-move'] },
  { id: 'pawn', diagrams: ['pawn-double-step', 'pawn-capture', 'pawn-blocked'] },
  { id: 'check', diagrams: ['check', 'pinned-piece', 'king-into-check'] },
  { id: 'checkmate', diagrams: ['checkmate', 'back-rank-mate'] },
  { id: 'castling', diagrams: ['castling-kingside', 'castling-queenside', 'castling-through-attack', 'castling-in-check'] },
  { id: 'enPassant', diagrams: ['en-passant'] },
  { id: 'promotion', diagrams: ['promotion', 'underpromotion'] },
  { id: 'stalemate', diagrams: ['stalemate'] },
  { id: 'material', diagrams: ['insufficient-material'] },
  { id: 'deadPosition', diagrams: ['dead-position'] },
  { id: 'timeout', diagrams: ['timeout-draw'] },
  { id: 'repetition', diagrams: ['repetition'], extra: () => drawTable() },
  { id: 'moveRules', diagrams: ['fifty-moves', 'seventy-five-moves'] },
  { id: 'agreement', diagrams: [] },
  { id: 'notation', diagrams: ['notation'], extra: () => lettersTable() },
  { id: 'counting', diagrams: [], extra: data => countTable(data) },
  { id: 'sources', diagrams: [] },
];

export function showRules(root: HTMLElement): () => void {
  document.title = `${t('rules.title')} · ${t('app.name')}`;
  const boards: Board[] = [];
  const body = h('div', { class: 'rules-body', 'aria-busy': 'true' }, t('common.loading'));
  const contents = h('nav', { class: 'rules-contents', 'aria-label': t('rules.contents') },
    h('ol', null, SECTIONS.map(section =>
      h('li', null, h('a', { href: `#rule-${section.id}` }, tk(`rules.${section.id}.title`))))));
  replaceChildren(root, h('article', { class: 'rules' },
    h('h1', { class: 'page-title' }, t('rules.title')),
    h('p', { class: 'lead' }, t('rules.lead')),
    contents, body));
  contents.addEventListener('click', event => {
    const link = (event.target as Element).closest('a');
    if (!link) return;
    event.preventDefault();
    const target = document.getElementById(link.getAttribute('href')!.slice(1));
    target?.scrollIntoView({ behavior: 'smooth' });
    target?.focus({ preventScroll: true });
  });
  void getRules().then(data => {
    body.removeAttribute('aria-busy');
    const mounts: Array<() => Board> = [];
    replaceChildren(body, SECTIONS.map(section => renderSection(section, data, mounts)));
    // Chessground measures its board when it starts: start each one once it is in the page.
    for (const mount of mounts) boards.push(mount());
    if (location.hash) document.getElementById(location.hash.slice(1))?.scrollIntoView();
  }).catch(error => {
    body.removeAttribute('aria-busy');
    replaceChildren(body, h('p', { class: 'error' }, errorText(error)));
  });
  return () => boards.forEach(board => board.destroy());
}

function renderSection(section: Section, data: RulesData, mounts: Array<() => Board>): HTMLElement {
  const diagrams = section.diagrams
    .map(id => data.diagrams.find(diagram => diagram.id === id))
    .filter((diagram): diagram is RuleDiagram => diagram !== undefined);
  const params = {
    one: formatNumber(data.perft['1'] ?? 0),
    two: formatNumber(data.perft['2'] ?? 0),
    three: formatNumber(data.perft['3'] ?? 0),
  };
  return h('section', { class: 'rule', id: `rule-${section.id}`, tabindex: '-1', 'aria-labelledby': `rule-${section.id}-title` },
    h('h2', { id: `rule-${section.id}-title` }, tk(`rules.${section.id}.title`)),
    prose(tk(`rules.${section.id}.body`, params)),
    section.extra ? section.extra(data) : null,
    diagrams.length ? h('div', { class: 'diagrams' }, diagrams.map(diagram => renderDiagram(diagram, mounts))) : null);
}

/** Bundle text: paragraphs split by blank lines; lines starting with "- " make a list. */
function prose(text: string): Child[] {
  const blocks: Child[] = [];
  for (const paragraph of text.split(/\n\s*\n/)) {
    let list: HTMLElement | null = null;
    let lines: string[] = [];
    const flush = () => {
      if (lines.length) blocks.push(h('p', null, lines.join(' ')));
      lines = [];
    };
    for (const line of paragraph.split('\n')) {
      if (line.startsWith('- ')) {
        flush();
        if (!list) {
          list = h('ul');
          blocks.push(list);
        }
        list.append(h('li', null, line.slice(2)));
      } else {
        list = null;
        lines.push(line);
      }
    }
    flush();
  }
  return blocks;
}

function renderDiagram(diagram: RuleDiagram, mounts: Array<() => Board>): HTMLElement {
  const host = h('div', { class: 'board-host' });
  const wrap = h('div', { class: 'board-wrap diagram-board', role: 'img', 'aria-label': tk(`rules.diagram.${diagram.id}`) }, host);
  const shownFen = diagram.legal && diagram.fenAfter ? diagram.fenAfter : diagram.fen;
  const [, turn = 'w'] = shownFen.split(' ');
  const toMove = turn === 'b' ? 'black' : 'white';
  const [from, to] = diagram.lastMove;
  mounts.push(() => Chessground(host, {
    fen: shownFen.split(' ')[0],
    viewOnly: true,
    coordinates: true,
    orientation: 'white',
    turnColor: toMove,
    lastMove: [from as Key, to as Key],
    check: diagram.check ? toMove : false,
    animation: { enabled: false },
    drawable: {
      enabled: false,
      visible: true,
      autoShapes: diagram.legal ? [] : [{ orig: from as Key, dest: to as Key, brush: 'red' }],
    },
  }));
  const moveLine = diagram.legal
    ? h('p', { class: 'diagram-move' }, t('rules.diagramMove', { san: diagram.san ?? diagram.move }))
    : h('p', { class: 'diagram-move illegal' }, t('rules.diagramIllegal', { from: diagram.move.slice(0, 2), to: diagram.move.slice(2, 4) }), ' ',
      diagram.reason ? refusalText(diagram.reason, '') : '');
  return h('figure', { class: `rule-diagram shows-${diagram.shows}`, 'data-diagram': diagram.id },
    wrap,
    h('figcaption', null, h('p', null, tk(`rules.diagram.${diagram.id}`)), moveLine));
}

function drawTable(): HTMLElement {
  return h('table', { class: 'rules-table' },
    h('caption', null, t('rules.drawTable.caption')),
    h('thead', null, h('tr', null,
      h('th', { scope: 'col' }, t('rules.drawTable.rule')),
      h('th', { scope: 'col' }, t('rules.drawTable.claim')),
      h('th', { scope: 'col' }, t('rules.drawTable.automatic')))),
    h('tbody', null,
      h('tr', null, h('th', { scope: 'row' }, t('rules.drawTable.repetition')),
        h('td', null, t('rules.drawTable.repetitionClaim')), h('td', null, t('rules.drawTable.repetitionAuto'))),
      h('tr', null, h('th', { scope: 'row' }, t('rules.drawTable.moves')),
        h('td', null, t('rules.drawTable.movesClaim')), h('td', null, t('rules.drawTable.movesAuto')))));
}

function lettersTable(): HTMLElement {
  const rows: Array<[string, string, string]> = [
    ['king', 'K', 'R'], ['queen', 'Q', 'D'], ['rook', 'R', 'T'], ['bishop', 'B', 'A'], ['knight', 'N', 'C'],
  ];
  return h('table', { class: 'rules-table' },
    h('caption', null, t('rules.letters.caption')),
    h('thead', null, h('tr', null,
      h('th', { scope: 'col' }, t('rules.letters.piece')),
      h('th', { scope: 'col' }, t('rules.letters.app')),
      h('th', { scope: 'col' }, t('rules.letters.spanish')))),
    h('tbody', null, rows.map(([role, english, spanish]) => h('tr', null,
      h('th', { scope: 'row' }, tk(`say.${role}`)), h('td', null, h('code', null, english)),
      h('td', null, h('code', null, spanish))))));
}

function countTable(data: RulesData): HTMLElement {
  const rows = ['1', '2', '3'].map(depth => h('tr', null,
    h('th', { scope: 'row' }, tk(`rules.counting.depth${depth}`)),
    h('td', { class: 'number', 'data-perft': depth }, formatNumber(data.perft[depth] ?? 0))));
  return h('table', { class: 'rules-table perft-table' },
    h('caption', null, t('rules.counting.caption')),
    h('thead', null, h('tr', null, h('th', { scope: 'col' }, t('rules.counting.after')),
      h('th', { scope: 'col' }, t('rules.counting.sequences')))),
    h('tbody', null, rows));
}
