import * as z from 'zod/mini';
import { pageNo, pageOut, pageSize } from '../game-card.ts';

/** Announcements for agents (agentAnnouncement) with each agent's read state. */

export const agentAnnouncementListInput = z.object({ pageNo, pageSize: pageSize(10, 50) });

export const agentAnnouncement = z.object({
  id: z.string(),
  title: z.string(),
  /** Sanitised HTML (the contract's HTML policy). */
  content: z.string(),
  time: z.string(),
  read: z.boolean(),
});

export const agentAnnouncementListOutput = z.object({
  list: z.array(agentAnnouncement),
  unread: z.number(),
  ...pageOut,
});

export const readAnnouncementInput = z.object({
  id: z.string().check(z.regex(/^[0-9]{1,18}$/u)),
});
