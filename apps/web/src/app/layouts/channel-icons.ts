import type { ResourceType } from '../../features/system/find-resource.ts';
import type { IconName } from '../../shared/ui/icon.tsx';

/** Generic glyphs for the social channels; brand marks are never copied. */
export const channelIcons = {
  FACEBOOK: 'users',
  INSTAGRAM: 'camera',
  TELEGRAM: 'send',
  WHATSAPP: 'chat',
  YOUTUBE: 'play',
  TWITTER: 'hash',
  TIKTOK: 'music',
} as const satisfies Partial<Record<ResourceType, IconName>>;

export type ChannelType = keyof typeof channelIcons;
