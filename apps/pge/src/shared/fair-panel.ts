import type { RoundFair } from './api.ts';
import { h } from './dom.ts';
import type { Frame } from './frame.ts';
import { sha256Hex } from './sha256.ts';
import { fill } from './texts.ts';

/** A played round the panel can link to the verifier once its seed is revealed. */
export interface PlayedRound {
  nonce: number;
  /** Extra verifier fields of the game (the dice target and side). */
  query: Record<string, string>;
}

interface Revealed {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  rounds: number;
}

/**
 * The provably fair panel of a solo game: the committed server seed hash, the client seed (the
 * player changes it, which reveals the current server seed), the next nonce; after a reveal the
 * page checks the seed's SHA-256 against the hash it showed before play and links each round
 * to the verifier with its values filled in.
 */
export function fairPanel(frame: Frame, gameCode: string) {
  const { t } = frame;
  const hash = h('code', { attrs: { 'data-field': 'hash' } });
  const client = h('code', { attrs: { 'data-field': 'client' } });
  const nonce = h('code', { attrs: { 'data-field': 'nonce' } });
  const result = h('div', { class: 'revealed', attrs: { 'aria-live': 'polite' } });
  let played: PlayedRound[] = [];
  const input = h('input', {
    attrs: {
      id: 'client-seed',
      maxlength: 64,
      required: true,
      autocomplete: 'off',
      pattern: '[\\x21-\\x7e]+',
    },
  });
  const form = h(
    'form',
    { class: 'rotate' },
    h('label', { text: t.newClientSeed, attrs: { for: 'client-seed' } }),
    input,
    h('button', { text: t.rotate, attrs: { type: 'submit' } }),
  );
  const show = (fair: { serverSeedHash?: string; clientSeed?: string; nonce?: number }) => {
    if (fair.serverSeedHash) hash.textContent = fair.serverSeedHash;
    if (fair.clientSeed) client.textContent = fair.clientSeed;
    if (fair.nonce !== undefined) nonce.textContent = String(fair.nonce);
  };
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const committed = hash.textContent ?? '';
    frame.api
      .post<{ revealed: Revealed; serverSeedHash: string; clientSeed: string; nonce: number }>(
        'seed',
        { clientSeed: input.value.trim() },
      )
      .then(async (answer) => {
        await showReveal(answer.revealed, committed);
        played = [];
        input.value = '';
        show(answer);
      })
      .catch((err: unknown) => frame.fail(err));
  });
  async function showReveal(revealed: Revealed, committed: string) {
    const computed = await sha256Hex(revealed.serverSeed);
    const links = played.map((round) => {
      const query = new URLSearchParams({
        game: gameCode,
        serverSeed: revealed.serverSeed,
        clientSeed: revealed.clientSeed,
        nonce: String(round.nonce),
        lang: frame.launch.lang,
        ...round.query,
      });
      return h(
        'li',
        {},
        h('a', {
          text: fill(t.verifyRound, { nonce: round.nonce }),
          attrs: { href: `/play/verify?${query.toString()}`, target: '_blank', rel: 'noopener' },
        }),
      );
    });
    const verdict =
      computed === null
        ? null
        : h('p', {
            class: computed === committed ? 'verified' : 'mismatch',
            text: computed === committed ? t.verified : t.notVerified,
            attrs: { 'data-verified': String(computed === committed) },
          });
    result.replaceChildren(
      h('p', {}, h('span', { text: `${t.revealed}: ` }), h('code', { text: revealed.serverSeed })),
      ...(verdict ? [verdict] : []),
      ...(links.length > 0 ? [h('ul', { class: 'verify-links' }, ...links)] : []),
    );
  }
  const element = h(
    'details',
    { class: 'fair' },
    h('summary', { text: t.fair }),
    h('p', { class: 'fine', text: t.fairNote }),
    h(
      'dl',
      {},
      h('dt', { text: t.serverSeedHash }),
      h('dd', {}, hash),
      h('dt', { text: t.clientSeed }),
      h('dd', {}, client),
      h('dt', { text: t.nonce }),
      h('dd', {}, nonce),
    ),
    frame.state.freePlay ? null : form,
    result,
    h(
      'p',
      {},
      h('a', {
        text: t.verifyPage,
        attrs: {
          href: `/play/verify?game=${gameCode}&lang=${frame.launch.lang}`,
          target: '_blank',
          rel: 'noopener',
        },
      }),
    ),
  );
  show(frame.state);
  return {
    element,
    /** Records a round's seeds: the panel shows the next nonce and can verify it later. */
    played(fair: RoundFair, query: Record<string, string>) {
      if (frame.state.freePlay) {
        // Free play reveals its throwaway seed at once.
        show({
          serverSeedHash: fair.serverSeedHash,
          clientSeed: fair.clientSeed,
          nonce: fair.nonce,
        });
        return;
      }
      played = [{ nonce: fair.nonce, query }, ...played].slice(0, 20);
      show({
        serverSeedHash: fair.serverSeedHash,
        clientSeed: fair.clientSeed,
        nonce: fair.nonce + 1,
      });
    },
  };
}
