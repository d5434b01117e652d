import type { Tx } from '../../db/db.ts';
import type { Seeder } from '../../seed/seeders.ts';
import { artUrl } from './art.ts';
import { seedAnnouncements, seedMessages, seedNotices } from './seed-announcements.ts';
import { seedHelpTerms } from './seed-help.ts';
import { seedPromotions } from './seed-promotions.ts';
import { sanitizeHtml } from './sanitize-html.ts';

const day = 86_400_000;

async function seedBanners(tx: Tx, merchantId: number, promos: Map<string, string>) {
  const [game] = await tx.query<{ id: bigint }>(
    `select id from game where merchant_id is null and enabled order by is_hot desc, sort, id limit 1`,
  );
  const banners: Array<
    [group: string, key: string, pt: string, en: string, type: string, link: string]
  > = [
    [
      'w_home',
      'first-deposit-bonus',
      'Bónus de 50%',
      '50% bonus',
      'PROMOTION',
      promos.get('first-deposit')!,
    ],
    [
      'w_home',
      'game-of-the-week',
      'Jogo da semana',
      'Game of the week',
      game ? 'GAME' : 'NONE',
      game ? String(game.id) : '',
    ],
    ['w_home', 'all-promotions', 'Todas as promoções', 'All promotions', 'ROUTE', '/promotions'],
    [
      'w_leftmenu',
      'welcome-raffle',
      'Sorteio de boas-vindas',
      'Welcome raffle',
      'PROMOTION',
      promos.get('welcome-raffle')!,
    ],
    ['w_leftmenu', 'help-centre', 'Centro de ajuda', 'Help centre', 'ROUTE', '/help'],
    ['w_login', 'welcome-back', 'Bem-vindo de volta', 'Welcome back', 'ROUTE', '/promotions'],
    ['w_login', 'play-safe', 'Jogue com segurança', 'Play safe', 'NONE', ''],
    [
      'w_register',
      'join-today',
      'Junte-se hoje',
      'Join today',
      'PROMOTION',
      promos.get('first-deposit')!,
    ],
    [
      'w_register',
      'free-spins',
      'Rodadas grátis',
      'Free spins',
      'PROMOTION',
      promos.get('weekly-slots')!,
    ],
    [
      'w_forget',
      'account-security',
      'Segurança da conta',
      'Account security',
      'ROUTE',
      '/help#account-security',
    ],
    ['w_forget', 'support-24h', 'Apoio 24 horas', 'Support 24 hours', 'NONE', ''],
  ];
  for (const [sort, [group, key, pt, en, type, link]] of banners.entries()) {
    await tx.query(
      `insert into banner (merchant_id, group_name, titles, image_url, linkage_type, linkage, sort)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [
        merchantId,
        group,
        JSON.stringify({ PT: pt, EN: en }),
        artUrl('banner', key),
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
 * terms, and three platform messages each for demo01 and player02. Artwork is generated.
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
    await seedBanners(tx, merchantId, promos);
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
        [merchantId, JSON.stringify(notice), JSON.stringify(notice), sort],
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
    const members = await tx.query<{ id: bigint }>(
      `select id from member where merchant_id = $1 and account in ('demo01', 'player02') order by id`,
      [merchantId],
    );
    for (const member of members) {
      for (const [index, message] of seedMessages.entries()) {
        await tx.query(
          `insert into platform_message (merchant_id, member_id, title, content, created_at)
           values ($1, $2, $3, $4, $5)`,
          [
            merchantId,
            String(member.id),
            message.title,
            sanitizeHtml(message.content),
            new Date(now - (seedMessages.length - index) * 3_600_000),
          ],
        );
      }
    }
  },
};
