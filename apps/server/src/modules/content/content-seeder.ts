import type { Tx } from '../../db/db.ts';
import type { Seeder } from '../../seed/seeders.ts';
import { artUrl } from './art.ts';
import { seedAnnouncements, seedMessages, seedNotices } from './seed-announcements.ts';
import { gameOfTheWeek, seedBanners, type SeedBanner } from './seed-banners.ts';
import { seedHelpTerms } from './seed-help.ts';
import { seedPromotions } from './seed-promotions.ts';
import { sanitizeHtml } from './sanitize-html.ts';

const day = 86_400_000;

async function insertBanners(tx: Tx, merchantId: number, promos: Map<string, string>) {
  const [game] = await tx.query<{ id: bigint }>(
    `select id from game where merchant_id is null and enabled
     order by game_code = $1 desc, is_hot desc, sort, id limit 1`,
    [gameOfTheWeek.code],
  );
  const linkOf = (target: SeedBanner['target']): [type: string, link: string] => {
    switch (target.type) {
      case 'PROMOTION':
        return ['PROMOTION', promos.get(target.promo)!];
      case 'GAME':
        return game ? ['GAME', String(game.id)] : ['NONE', ''];
      case 'ROUTE':
        return ['ROUTE', target.route];
      case 'NONE':
        return ['NONE', ''];
    }
  };
  for (const [sort, banner] of seedBanners.entries()) {
    const [type, link] = linkOf(banner.target);
    await tx.query(
      `insert into banner (merchant_id, group_name, titles, image_url, linkage_type, linkage, sort)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [
        merchantId,
        banner.group,
        JSON.stringify(banner.title),
        artUrl('banner', banner.key),
        type,
        link,
        sort,
      ],
    );
  }
}

/**
 * The demo brand's content in PT and EN: promotions of every kind and state, banners of every
 * group (targets of every type), announcements of every type and audience, notices, help
 * articles, and three platform messages each for demo01 and player02 in their language.
 * Artwork is generated per language (art.ts).
 */
export const contentSeeder: Seeder = {
  name: 'content',
  async run(tx, context) {
    const merchantId = context.merchants.get('demo');
    if (merchantId === undefined) throw new Error('the demo merchant must be seeded first');
    const now = Date.now();
    const promos = new Map<string, string>();
    for (const [sort, p] of seedPromotions.entries()) {
      const [row] = await tx.query<{ id: bigint }>(
        `insert into promotion (merchant_id, kind, category, titles, summaries, contents, image_url,
           start_at, end_at, requires_proof, prize_amount, turnover_percent, sort)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) returning id`,
        [
          merchantId,
          p.kind,
          p.category,
          JSON.stringify(p.title),
          JSON.stringify(p.summary),
          JSON.stringify({ PT: sanitizeHtml(p.content.PT), EN: sanitizeHtml(p.content.EN) }),
          artUrl('promo', p.key),
          new Date(now + p.startDays * day),
          p.endDays === null ? null : new Date(now + p.endDays * day),
          p.requiresProof ?? false,
          p.prize?.toString() ?? null,
          p.turnoverPercent ?? 0,
          sort,
        ],
      );
      promos.set(p.key, String(row!.id));
    }
    await insertBanners(tx, merchantId, promos);
    // Oldest first, a minute apart, so "newest first" shows the list's end first.
    for (const [index, a] of seedAnnouncements.entries()) {
      await tx.query(
        `insert into announcement (merchant_id, type, audience, titles, contents, promotion_id, created_at)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [
          merchantId,
          a.type,
          a.audience,
          JSON.stringify(a.title),
          JSON.stringify({ PT: sanitizeHtml(a.content.PT), EN: sanitizeHtml(a.content.EN) }),
          a.promo ? promos.get(a.promo)! : null,
          new Date(now - (seedAnnouncements.length - index) * 60_000),
        ],
      );
    }
    for (const [sort, notice] of seedNotices.entries()) {
      await tx.query(
        'insert into notice (merchant_id, titles, contents, sort) values ($1, $2, $3, $4)',
        [merchantId, JSON.stringify(notice.title), JSON.stringify(notice.content), sort],
      );
    }
    for (const [sort, term] of seedHelpTerms.entries()) {
      for (const language of ['PT', 'EN'] as const) {
        await tx.query(
          `insert into help_term (merchant_id, language, term, category, title, content, sort)
           values ($1, $2, $3, $4, $5, $6, $7)`,
          [
            merchantId,
            language,
            term.term,
            term.category[language],
            term.title[language],
            sanitizeHtml(term.content[language]),
            sort,
          ],
        );
      }
    }
    const members = await tx.query<{ id: bigint; language: string | null }>(
      `select id, language from member
       where merchant_id = $1 and account in ('demo01', 'player02') order by id`,
      [merchantId],
    );
    for (const member of members) {
      // A message is written once, in the member's language.
      const lang = member.language?.toUpperCase() === 'EN' ? 'EN' : 'PT';
      for (const [index, message] of seedMessages.entries()) {
        await tx.query(
          `insert into platform_message (merchant_id, member_id, title, content, created_at)
           values ($1, $2, $3, $4, $5)`,
          [
            merchantId,
            String(member.id),
            message.title[lang],
            sanitizeHtml(message.content[lang]),
            new Date(now - (seedMessages.length - index) * 3_600_000),
          ],
        );
      }
    }
  },
};
