import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform.ts';
import { registerUploadRoutes } from '../uploads/routes.ts';
import { registerAnnouncements, registerListAnnouncements } from './announcements.ts';
import { registerContentArt } from './art.ts';
import { registerBanners } from './banners.ts';
import { registerFeedback } from './feedback.ts';
import { registerHelpCenter } from './help-center.ts';
import { registerMessages } from './messages.ts';
import { registerPopularNotice } from './notices.ts';
import { registerPromotionApply } from './promotion-apply.ts';
import { registerPromotions } from './promotions.ts';

/**
 * The content module: banners, announcements, notices, promotions and applications, help
 * centre, feedback, platform messages, generated artwork, and the shared uploads service.
 * Its operator calls (`ops-*.ts`) are registered by `modules/ops/routes.ts`.
 */
export async function registerContentRoutes(
  app: FastifyInstance,
  platform: Platform,
): Promise<void> {
  registerBanners(app, platform);
  registerAnnouncements(app, platform);
  registerListAnnouncements(app, platform);
  registerPopularNotice(app, platform);
  registerPromotions(app, platform);
  registerPromotionApply(app, platform);
  registerHelpCenter(app, platform);
  registerFeedback(app, platform);
  registerMessages(app, platform);
  registerContentArt(app);
  await registerUploadRoutes(app, platform);
}
