// Small shared pieces of interface: a confirmation dialog, a passing notice and the spoken announcements.
import { h } from './dom';
import { t } from './i18n';

/**
 * Asks a yes/no question in a modal <dialog>; resolves true on confirm. Escape or "Cancel" answers no. The confirming
 * button is red (`danger`) for what cannot be undone, such as resigning or deleting.
 */
export function confirm(question: string, confirmLabel: string, { danger = true } = {}): Promise<boolean> {
  return new Promise(resolve => {
    const dialog = h('dialog', { class: 'confirm', 'aria-labelledby': 'confirm-question' },
      h('p', { id: 'confirm-question' }, question),
      h('div', { class: 'dialog-buttons' },
        h('button', { type: 'button', class: 'secondary', 'data-answer': 'no' }, t('common.cancel')),
        h('button', { type: 'button', class: danger ? 'primary danger' : 'primary', 'data-answer': 'yes' }, confirmLabel)));
    let answered = false;
    const finish = (answer: boolean) => {
      if (answered) return;
      answered = true;
      dialog.close();
      dialog.remove();
      resolve(answer);
    };
    dialog.addEventListener('click', event => {
      const answer = (event.target as HTMLElement).closest('button')?.dataset['answer'];
      if (answer) finish(answer === 'yes');
    });
    dialog.addEventListener('close', () => finish(false));
    document.body.append(dialog);
    dialog.showModal();
    (dialog.querySelector('[data-answer="yes"]') as HTMLButtonElement).focus();
  });
}

/**
 * Asks a question with one button per choice in a modal <dialog>; resolves the chosen value, or null for "Cancel"
 * or Escape. The first choice has the focus.
 */
export function choose<T extends string>(question: string, choices: Array<{ value: T; label: string }>): Promise<T | null> {
  return new Promise(resolve => {
    const dialog = h('dialog', { class: 'confirm choose', 'aria-labelledby': 'choose-question' },
      h('p', { id: 'choose-question' }, question),
      h('div', { class: 'dialog-buttons' },
        h('button', { type: 'button', class: 'secondary', 'data-answer': '' }, t('common.cancel')),
        choices.map(choice => h('button', { type: 'button', class: 'primary danger', 'data-answer': choice.value },
          choice.label))));
    let answered = false;
    const finish = (answer: T | null) => {
      if (answered) return;
      answered = true;
      dialog.close();
      dialog.remove();
      resolve(answer);
    };
    dialog.addEventListener('click', event => {
      const answer = (event.target as HTMLElement).closest('button')?.dataset['answer'];
      if (answer !== undefined) finish(answer === '' ? null : answer as T);
    });
    dialog.addEventListener('close', () => finish(null));
    document.body.append(dialog);
    dialog.showModal();
    (dialog.querySelector(`[data-answer="${choices[0]?.value ?? ''}"]`) as HTMLButtonElement).focus();
  });
}

/**
 * A notice that shows without taking the focus (an illegal try's reason, a copy done): for a few seconds, or, with
 * `millis` 0, until it is hidden (by the page's next action, or its close button when it has one).
 */
export class Notice {
  readonly element = h('div', { class: 'notice', role: 'status', 'aria-live': 'polite', hidden: true });
  private readonly text = h('span', { class: 'notice-text' });
  private timer = 0;

  constructor(options: { dismissible?: boolean; extraClass?: string } = {}) {
    this.element.append(this.text);
    if (options.extraClass) this.element.dataset['extra'] = options.extraClass;
    if (options.dismissible) {
      this.element.append(h('button', { type: 'button', class: 'notice-close', 'aria-label': t('common.close'),
        onclick: () => this.hide() }, '×'));
    }
  }

  show(text: string, kind: 'error' | 'info' = 'info', millis = 4500): void {
    window.clearTimeout(this.timer);
    this.text.textContent = text;
    const extra = this.element.dataset['extra'];
    this.element.className = `notice notice-${kind}${extra ? ` ${extra}` : ''}`;
    this.element.hidden = false;
    if (millis > 0) this.timer = window.setTimeout(() => this.hide(), millis);
  }

  hide(): void {
    window.clearTimeout(this.timer);
    this.element.hidden = true;
  }
}

/** A visually hidden live region for screen readers: moves and results are spoken as they happen. */
export class Announcer {
  readonly element = h('div', { class: 'visually-hidden', 'aria-live': 'polite', 'aria-atomic': 'true',
    'data-testid': 'announcer' });

  say(text: string): void {
    // Clearing first makes the same words (two "Caballo a f3" in a row) be spoken again.
    this.element.textContent = '';
    window.setTimeout(() => {
      this.element.textContent = text;
    }, 30);
  }
}

/** Copies text to the clipboard; falls back to a hidden text area where the Clipboard API is missing. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = h('textarea', { class: 'visually-hidden', 'aria-hidden': 'true' });
    area.value = text;
    document.body.append(area);
    area.select();
    const done = document.execCommand('copy');
    area.remove();
    return done;
  }
}

/** Starts a download of `text` as a file. */
export function download(filename: string, text: string, type = 'application/x-chess-pgn'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = h('a', { href: url, download: filename, hidden: true });
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
