import type { LiveSetting } from '@portal/contract/live/settings';
import type { Seeder } from '../../seed/seeders.ts';
import { hostArtUrl } from './host-art-route.ts';
import { liveSettingKey } from './live-settings.ts';
import { seedHosts } from './seed-hosts.ts';

/** The demo brand's live rules: a gift list with prices and a small word filter. */
export const demoLiveSetting: Partial<LiveSetting> = {
  gifts: [
    { code: 'rose', names: { PT: 'Rosa', EN: 'Rose' }, price: '1', icon: '🌹' },
    { code: 'heart', names: { PT: 'Coração', EN: 'Heart' }, price: '5', icon: '💖' },
    { code: 'champagne', names: { PT: 'Champanhe', EN: 'Champagne' }, price: '20', icon: '🍾' },
    { code: 'crown', names: { PT: 'Coroa', EN: 'Crown' }, price: '100', icon: '👑' },
  ],
  wordFilter: ['idiota', 'estúpido', 'burro', 'idiot', 'stupid', 'scam', 'burla'],
};

/** Seeds the demo brand's hosts and live rules. */
export const liveSeeder: Seeder = {
  name: 'live',
  async run(tx, context) {
    const merchantId = context.merchants.get('demo');
    if (merchantId === undefined) return;
    for (const [sort, host] of seedHosts.entries()) {
      await tx.query(
        `insert into live_host (merchant_id, code, name, avatar_url, poster_url, status, game_code,
           game_name, tags, bios, schedule, sort, game_names, tag_names)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::text::jsonb, $11::text::jsonb, $12,
           $13::text::jsonb, $14::text::jsonb)
         on conflict (merchant_id, code) do nothing`,
        [
          merchantId,
          host.code,
          host.name,
          hostArtUrl('avatar', host.code),
          hostArtUrl('poster', host.code),
          host.status,
          host.gameCode,
          host.gameName,
          host.tags,
          JSON.stringify(host.bios),
          JSON.stringify(host.schedule),
          sort,
          JSON.stringify({ PT: host.gameName, EN: host.i18n.EN.gameName }),
          JSON.stringify({ PT: host.tags, EN: host.i18n.EN.tags }),
        ],
      );
    }
    await tx.query(
      `insert into merchant_setting (merchant_id, key, value) values ($1, $2, $3::text::jsonb)
       on conflict (merchant_id, key) do nothing`,
      [merchantId, liveSettingKey, JSON.stringify(demoLiveSetting)],
    );
  },
};
