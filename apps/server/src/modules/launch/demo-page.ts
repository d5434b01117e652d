import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform.ts';
import type { ClientConfig } from './demo-client-script.ts';
import { demoKindTexts } from './demo-kind-texts.ts';
import { demoGameOf } from './demo-kind.ts';
import { historySize, type TableContext } from './demo-page-parts.ts';
import { demoPageTexts, type PageLanguage } from './demo-page-texts.ts';
import { registerDemoRound } from './demo-round.ts';
import { DemoVendorWallet } from './demo-vendor-wallet.ts';
import { fishingStyle, fishingTable } from './fishing-page.ts';
import { chipsBody, chipsScript, moneyBody, moneyScript } from './highlow-page.ts';
import { escapeHtml, sendPage } from './page-shell.ts';
import { readPlayToken } from './play-token.ts';
import { rouletteStyle, rouletteTable } from './roulette-page.ts';
import { sportsbookStyle, sportsbookTable } from './sportsbook-page.ts';
import { isoDay } from './sportsbook-rules.ts';

export { historySize };

/**
 * GET /play/demo/:vendor/:game: the labelled demo table of a third-party vendor, by the game's
 * product type (`demoGameOf`): a sportsbook for SPORTS and ESPORTS, roulette for LIVE, a
 * fishing arcade for FISH, high/low for everything else. A member's launch plays with the
 * member's money in that vendor's wallet (the demo vendor's own books, `DemoVendorWallet`), one
 * POST per round; the platform books the rounds afterwards from the vendor's bet records. Free
 * play keeps chips in the page and moves no money. A real aggregator replaces the whole page.
 */
export function registerDemoPage(app: FastifyInstance, platform: Platform): void {
  registerDemoRound(app, platform);
  app.get<{ Params: { vendor: string; game: string }; Querystring: { t?: string; lang?: string } }>(
    '/play/demo/:vendor/:game',
    async (request, reply) => {
      const { vendor, game } = request.params;
      const claims = readPlayToken(
        platform.config.playTokenSecret,
        request.query.t ?? '',
        platform.clock.now(),
      );
      if (!claims || claims.v !== vendor)
        return reply.code(401).type('text/plain').send('Launch the game again.');
      const lang: PageLanguage = request.query.lang === 'PT' ? 'PT' : 'EN';
      const t = demoPageTexts[lang];
      const title = t.title(vendor);
      const merchant = claims.u && !claims.f ? await platform.directory.byId(claims.m) : null;
      const ctx: TableContext = { t, lang, vendor, game, merchant, balance: 0n, rounds: [] };
      if (merchant && claims.u) {
        const books = new DemoVendorWallet(platform.db, vendor);
        const spec = { merchant, memberId: claims.u };
        [ctx.balance, ctx.rounds] = await Promise.all([
          books.balance(spec),
          books.lastRounds({ ...spec, limit: historySize }),
        ]);
      }
      const table = await demoGameOf(platform.db, vendor, claims.g);
      const config: ClientConfig = {
        mode: merchant ? 'money' : 'chips',
        lang,
        symbol: merchant?.currencySymbol ?? '',
        decimal: t.decimal,
        scale: merchant?.money.scale ?? 0,
        texts: {
          playing: demoKindTexts[lang].playing,
          failed: t.failed,
          won: t.won('%s'),
          lost: t.lost,
          pickFirst: demoKindTexts[lang].sportsbook.pickFirst,
        },
      };
      let page: { body: string; script: string; style?: string };
      switch (table.kind) {
        case 'sportsbook': {
          const built = sportsbookTable(ctx, table.sport!, isoDay(platform.clock.now()));
          page = { body: built.body, script: built.script(config), style: sportsbookStyle };
          break;
        }
        case 'roulette': {
          const built = rouletteTable(ctx);
          page = { body: built.body, script: built.script(config), style: rouletteStyle };
          break;
        }
        case 'fishing': {
          const built = fishingTable(ctx);
          page = { body: built.body, script: built.script(config), style: fishingStyle };
          break;
        }
        case 'highlow':
          page = merchant
            ? {
                body: moneyBody({ ...ctx, merchant }),
                script: moneyScript(t, lang, merchant.currencySymbol),
              }
            : { body: chipsBody(t, vendor, game), script: chipsScript(t) };
      }
      return sendPage(reply, {
        title,
        lang,
        body: `<h1>${escapeHtml(title)} <span class="badge">DEMO</span></h1>\n${page.body}`,
        script: page.script,
        ...(page.style ? { style: page.style } : {}),
      });
    },
  );
}
