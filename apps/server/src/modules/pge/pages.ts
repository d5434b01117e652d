import type { FastifyInstance } from 'fastify';
import { escapeHtml, sendPage } from '../launch/page-shell.ts';
import { readPlayToken } from '../launch/play-token.ts';
import type { Platform } from '../../platform.ts';
import { crashPointOf, growthPerMs, maxCrash, verifyChainSeed } from './crash-chain.ts';
import { seedHash } from './fair.ts';
import {
  diceTargets,
  diceRtp,
  isSoloGame,
  playRound,
  slotPaytable,
  slotStats,
  slotSymbols,
  slotWeights,
  type PgeGameCode,
} from './games.ts';
import { pageLanguage, pgePageTexts, type PgeLanguage } from './page-texts.ts';
import { readScreens, serveScreens, type ScreenFiles } from './screens.ts';

const games: Record<string, PgeGameCode> = {
  dice: 'PGE_DICE',
  slot: 'PGE_SLOT',
  crash: 'PGE_CRASH',
};

/** The rules a screen shows, as the server plays them. */
function rulesOf(game: PgeGameCode, platform: Platform) {
  if (game === 'PGE_SLOT')
    return {
      slot: {
        symbols: slotSymbols,
        weights: slotWeights,
        paytable: slotPaytable,
        rtp: slotStats().rtp,
      },
    };
  if (game === 'PGE_DICE') return { dice: { ...diceTargets, rtp: diceRtp } };
  return { crash: { bettingMs: platform.config.pgeCrash.bettingMs, maxCrash, growthPerMs } };
}

/** JSON inside a `<script type="application/json">`: `<` escaped so it never closes the tag. */
const jsonBlock = (value: unknown) => JSON.stringify(value).replace(/</gu, '\\u003c');

/** The query a lobby link carries on to a game: the same play token, language and back URL. */
function linkQuery(query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const key of ['t', 'lang', 'back'])
    if (typeof query[key] === 'string') params.set(key, query[key]);
  return params.toString();
}

async function gameNames(platform: Platform): Promise<Map<string, Record<string, string>>> {
  const rows = await platform.db.query<{ game_code: string; names: Record<string, string> }>(
    `select game_code, names from game where vendor_code = 'PGE'`,
  );
  return new Map(rows.map((r) => [r.game_code, r.names]));
}

/**
 * GET /play/pge/ (the lobby a launch without a game opens), GET /play/pge/:game (a game's
 * screen: the built script of apps/pge with the game's rules and name on the page), and
 * GET /play/verify, all in the launch's language.
 */
export async function registerPgePages(app: FastifyInstance, platform: Platform): Promise<void> {
  await serveScreens(app, platform.config.pgeDist);
  // Read once: the screens are built before the server starts and never change under it.
  let screens: Map<string, ScreenFiles> | null | undefined;
  const screensNow = () => (screens ??= readScreens(platform.config.pgeDist));

  app.get<{ Querystring: Record<string, string | undefined> }>(
    '/play/pge/',
    async (request, reply) => {
      const lang = pageLanguage(request.query.lang);
      const t = pgePageTexts[lang];
      const claims = readPlayToken(
        platform.config.playTokenSecret,
        request.query.t ?? '',
        platform.clock.now(),
      );
      const valid = claims?.v === 'PGE';
      const names = await gameNames(platform);
      const links = Object.entries(games)
        .map(([slug, code]) => {
          const name = names.get(code)?.[lang] ?? t.games[code];
          return `<li><a href="/play/pge/${slug}?${escapeHtml(linkQuery(request.query))}">${escapeHtml(name)}</a></li>`;
        })
        .join('\n');
      return sendPage(reply.code(valid ? 200 : 401), {
        title: t.lobby,
        lang,
        body: valid
          ? `<h1>${t.lobby}</h1>
<nav class="panel" aria-labelledby="games"><h2 id="games">${t.chooseGame}</h2>
<ul>
${links}
</ul></nav>
<p><a href="/play/verify?lang=${lang}">${t.verify}</a></p>`
          : `<h1>${t.lobby}</h1><p role="alert">${t.expired}</p>`,
      });
    },
  );

  app.get<{ Params: { game: string }; Querystring: { lang?: string } }>(
    '/play/pge/:game',
    async (request, reply) => {
      const code = games[request.params.game];
      if (!code) return reply.code(404).type('text/plain').send('No such game.');
      const lang = pageLanguage(request.query.lang);
      const t = pgePageTexts[lang];
      const names = await gameNames(platform);
      const title = names.get(code)?.[lang] ?? t.games[code];
      const files = screensNow()?.get(request.params.game);
      if (!files)
        return sendPage(reply.code(503), {
          title,
          lang,
          body: `<h1>${escapeHtml(title)}</h1><p role="alert">${t.notBuilt}</p>`,
        });
      return sendPage(reply, {
        title,
        lang,
        body: `<main id="game" data-game="${request.params.game}"><noscript>${t.noScript}</noscript></main>
<script type="application/json" id="boot">${jsonBlock({ title, ...rulesOf(code, platform) })}</script>`,
        files: { scripts: [files.script], styles: files.styles },
      });
    },
  );

  app.get<{ Querystring: Record<string, string | undefined> }>(
    '/play/verify',
    async (request, reply) => {
      const q = request.query;
      const lang: PgeLanguage = pageLanguage(q.lang);
      const t = pgePageTexts[lang];
      const game = (q.game && q.game in t.games ? q.game : 'PGE_DICE') as PgeGameCode;
      const answer =
        q.serverSeed && q.clientSeed && q.nonce !== undefined ? verdict(q, game, t) : '';
      const value = (key: string) => escapeHtml(q[key] ?? '');
      return sendPage(reply, {
        title: t.verify,
        lang,
        body: `<h1>${t.verify}</h1>
<p>${t.verifyIntro}</p>
<form class="panel" method="get" action="/play/verify">
<input type="hidden" name="lang" value="${lang}">
<label for="game">${t.game}</label><select id="game" name="game">${Object.entries(t.games)
          .map(
            ([code, name]) =>
              `<option value="${code}"${code === game ? ' selected' : ''}>${escapeHtml(name)}</option>`,
          )
          .join('')}</select>
<label for="serverSeed">${t.serverSeed}</label><input id="serverSeed" name="serverSeed" size="70" value="${value('serverSeed')}">
<label for="clientSeed">${t.clientSeed}</label><input id="clientSeed" name="clientSeed" size="40" value="${value('clientSeed')}">
<label for="nonce">${t.nonce}</label><input id="nonce" name="nonce" inputmode="numeric" value="${value('nonce')}">
<label for="choice">${t.target}</label><input id="choice" name="choice" inputmode="numeric" value="${value('choice')}">
<label><input type="checkbox" name="over" value="true"${q.over === 'true' ? ' checked' : ''}> ${t.over}</label>
<label for="commitment">${t.commitment}</label><input id="commitment" name="commitment" size="70" value="${value('commitment')}">
<p><button type="submit">${t.submit}</button></p></form>${answer}`,
      });
    },
  );
}

type PageTexts = (typeof pgePageTexts)[PgeLanguage];

/** The verifier's answer for the submitted values (escaped), or a refusal in the language. */
function verdict(q: Record<string, string | undefined>, game: PgeGameCode, t: PageTexts): string {
  const nonce = Number(q.nonce);
  const serverSeed = q.serverSeed ?? '';
  const clientSeed = q.clientSeed ?? '';
  if (
    !Number.isSafeInteger(nonce) ||
    nonce < 0 ||
    serverSeed.length > 128 ||
    clientSeed.length > 64
  )
    return `<p role="alert">${t.invalid}</p>`;
  try {
    if (!isSoloGame(game)) {
      const crash = crashPointOf(serverSeed, clientSeed);
      const commitment = q.commitment ?? '';
      const chain =
        commitment === ''
          ? ''
          : nonce >= 1 && nonce <= 1_000_000 && verifyChainSeed(serverSeed, nonce, commitment)
            ? `<p role="status" class="verified" data-verified="true">${t.chainOk}</p>`
            : `<p role="alert" data-verified="false">${t.chainBad}</p>`;
      return `<p role="status">${t.seedHash}: <code>${seedHash(serverSeed)}</code></p>
<p role="status">${t.crashPoint}: <strong data-field="crash">${(crash / 100).toFixed(2)}×</strong></p>${chain}`;
    }
    const outcome = playRound(
      game,
      { serverSeed, clientSeed, nonce },
      { target: Number(q.choice ?? 0), over: q.over === 'true' },
    );
    return `<p role="status">${t.seedHash}: <code>${seedHash(serverSeed)}</code></p>
<p role="status">${t.outcome}: <code data-field="outcome">${escapeHtml(JSON.stringify(outcome.result))}</code>, ${t.multiplier} ${(Number(outcome.multiplierBp) / 10_000).toFixed(4)}×</p>`;
  } catch {
    return `<p role="alert">${t.invalid}</p>`;
  }
}
