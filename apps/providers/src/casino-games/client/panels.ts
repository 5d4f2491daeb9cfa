import { button, h } from './dom.js';
import type { StudioApi } from './studio-api.js';
import type { Fairness, Overview } from './studio-types.js';
import { format, type Texts, translate } from './texts/texts.js';

/** A modal sheet with a title and a close button; the browser's dialog keeps focus inside it. */
export function sheet(texts: Texts, id: string, title: string): { dialog: HTMLDialogElement; body: HTMLElement } {
  const body = h('div', { class: 'sheet-body' });
  const close = button('×', { class: 'icon-button sheet-close', 'aria-label': texts.common.close });
  const dialog = h(
    'dialog',
    { class: 'sheet', id, 'aria-labelledby': `${id}-title` },
    h('div', { class: 'sheet-head' }, h('h2', { id: `${id}-title`, text: title }), close),
    body,
  );
  close.addEventListener('click', () => dialog.close());
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  return { dialog, body };
}

/** The help sheet: the rules, every table of the game's help, and its RTP. */
export function renderHelp(body: HTMLElement, overview: Overview, texts: Texts): void {
  const rules = texts.rules[overview.game.code] ?? overview.game.help.rules;
  const rtp = `${(overview.game.rtp * 100).toFixed(2)} %`;
  body.replaceChildren(
    h('p', { class: 'rtp', text: format(texts.common.rtp, { rtp }) }),
    h('ul', { class: 'rules' }, ...rules.map((rule) => h('li', { text: rule }))),
    ...overview.game.help.tables.map((table) =>
      h(
        'div',
        { class: 'table-wrap' },
        h(
          'table',
          { class: 'help-table' },
          h('caption', { text: translate(texts, table.title) }),
          h(
            'thead',
            {},
            h('tr', {}, ...table.columns.map((c) => h('th', { scope: 'col', text: translate(texts, c) }))),
          ),
          h(
            'tbody',
            {},
            ...table.rows.map((row) =>
              h(
                'tr',
                {},
                ...row.map((cell, index) =>
                  index === 0
                    ? h('th', { scope: 'row', text: translate(texts, cell) })
                    : h('td', { text: translate(texts, cell) }),
                ),
              ),
            ),
          ),
        ),
      ),
    ),
  );
}

export interface FairPanel {
  update(fairness: Fairness): void;
}

/** The provably fair sheet: the commitment, the client seed to change, and the seed rotation. */
export function renderFairness(
  body: HTMLElement,
  texts: Texts,
  api: StudioApi,
  initial: Fairness,
  options: {
    verifyHref: (hash: string) => string;
    onRotated: (fairness: Fairness) => void;
    onError: (e: unknown) => void;
  },
): FairPanel {
  const t = texts.fair;
  const hash = h('code', { class: 'seed' });
  const nonce = h('output', { class: 'seed' });
  const input = h('input', {
    id: 'client-seed',
    name: 'client_seed',
    autocomplete: 'off',
    spellcheck: 'false',
    maxlength: 64,
    'aria-describedby': 'client-seed-hint client-seed-error',
  });
  const error = h('p', { id: 'client-seed-error', class: 'field-error', hidden: true });
  const revealed = h('div', { class: 'revealed', hidden: true, role: 'status' });
  const rotate = button(t.rotate, { class: 'primary' });
  let current = initial;
  const update = (fairness: Fairness) => {
    current = fairness;
    hash.textContent = fairness.serverSeedHash;
    nonce.textContent = String(fairness.nonce);
    if (document.activeElement !== input) input.value = fairness.clientSeed;
  };
  update(initial);
  rotate.addEventListener('click', async () => {
    const wanted = input.value.trim();
    if (wanted && !/^[\x21-\x7e]{1,64}$/.test(wanted)) {
      error.textContent = t.badClientSeed;
      error.hidden = false;
      input.setAttribute('aria-invalid', 'true');
      input.focus();
      return;
    }
    error.hidden = true;
    input.removeAttribute('aria-invalid');
    rotate.disabled = true;
    try {
      const answer = await api.rotateSeeds(wanted && wanted !== current.clientSeed ? wanted : undefined);
      const r = answer.revealed;
      revealed.replaceChildren(
        h('p', { text: format(t.rotated, { rounds: r.rounds }) }),
        h('dl', {}, h('dt', { text: t.revealedSeed }), h('dd', {}, h('code', { class: 'seed', text: r.serverSeed }))),
        h(
          'dl',
          {},
          h('dt', { text: t.revealedHash }),
          h('dd', {}, h('code', { class: 'seed', text: r.serverSeedHash })),
        ),
        h('a', { href: options.verifyHref(r.serverSeedHash), target: '_blank', rel: 'noopener', text: t.verifyPage }),
      );
      revealed.hidden = false;
      input.value = answer.fairness.clientSeed;
      update(answer.fairness);
      options.onRotated(answer.fairness);
    } catch (e) {
      options.onError(e);
    } finally {
      rotate.disabled = false;
    }
  });
  body.replaceChildren(
    h('p', { class: 'muted', text: t.intro }),
    h(
      'dl',
      { class: 'fair-list' },
      h('dt', { text: t.serverSeedHash }),
      h('dd', {}, hash),
      h('dt', { text: t.nonce }),
      h('dd', {}, nonce),
    ),
    h(
      'div',
      { class: 'field' },
      h('label', { for: 'client-seed', text: t.clientSeed }),
      input,
      h('p', { id: 'client-seed-hint', class: 'muted small', text: t.clientSeedHint }),
      error,
    ),
    rotate,
    revealed,
  );
  return { update };
}
