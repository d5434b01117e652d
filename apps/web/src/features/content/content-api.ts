import type { LanguageCode } from '@portal/contract/constants';
import { contentEndpoints, type Banner } from '@portal/contract/content';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../shared/api/api-client.ts';

/** A banner group of the contract (w_home, w_leftmenu, w_login, w_register, w_forget). */
export type BannerGroup = Banner['groupName'];

/**
 * Query options of the content calls. The language is in every key, so a language change
 * refetches; the token is in the keys of calls whose answer depends on who asks.
 */
export function bannersQuery(group: BannerGroup, language: LanguageCode) {
  return queryOptions({
    queryKey: ['content', 'banners', group, language] as const,
    queryFn: ({ signal }) =>
      call(contentEndpoints.banners, { groupName: group, language }, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** Popup, player, banner and promotion announcements for the caller's audience. */
export function announcementsQuery(language: LanguageCode, token: string | null) {
  return queryOptions({
    queryKey: ['content', 'announcements', language, token] as const,
    queryFn: ({ signal }) =>
      call(
        contentEndpoints.announcements,
        { types: 'B,PL,PU,PR', platform: 'W', language },
        { signal },
      ),
    staleTime: 60_000,
  });
}

export function popularNoticeQuery(language: LanguageCode) {
  return queryOptions({
    queryKey: ['content', 'notices', language] as const,
    queryFn: ({ signal }) => call(contentEndpoints.popularNotice, { language }, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function promotionsQuery(language: LanguageCode, token: string | null) {
  return queryOptions({
    queryKey: ['content', 'promotions', language, token] as const,
    queryFn: ({ signal }) => call(contentEndpoints.promotions, { language }, { signal }),
    staleTime: 60_000,
  });
}

export function promotionDetailQuery(
  promoId: string,
  language: LanguageCode,
  token: string | null,
) {
  return queryOptions({
    queryKey: ['content', 'promotion', promoId, language, token] as const,
    queryFn: ({ signal }) =>
      call(contentEndpoints.promotionDetail, { promoId, language }, { signal }),
  });
}

export function helpCenterQuery(language: LanguageCode) {
  return queryOptions({
    queryKey: ['content', 'help', language] as const,
    queryFn: ({ signal }) =>
      call(contentEndpoints.helpCenter, { lang: language, device: 'WEB' }, { signal }),
    staleTime: 10 * 60_000,
  });
}
