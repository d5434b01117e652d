import type { Announcement, Banner } from '@portal/contract/content';
import { jsonResponse } from './fetch-stub.ts';

/** An envelope with a value, as the server answers a successful call. */
export const ok = (value: unknown) => jsonResponse({ success: true, value });

/** Help-centre terms as `/wps/system/helpCenter` answers them. */
export const helpTerms = [
  {
    term: 'about',
    category: 'Geral',
    title: 'Sobre nós',
    content: '<p>Quem somos.</p>',
  },
  {
    term: 'privacy',
    category: 'Legal',
    title: 'Política de privacidade',
    content: '<p>Os seus dados.</p><script>alert(1)</script>',
  },
];

/** A banner of the contract. */
export function bannerFixture(
  id: string,
  linkageType: Banner['linkageType'],
  linkage: string,
  group: Banner['groupName'] = 'w_home',
): Banner {
  return {
    id,
    url: `/art/banner-${id}.svg`,
    title: `Banner ${id}`,
    linkageType,
    linkage,
    groupName: group,
  };
}

/** An announcement of the contract. */
export function announcementFixture(index: number, promoId: string | null = null): Announcement {
  return {
    id: String(index),
    type: 'PU',
    title: `Anúncio ${index}`,
    content: `<p>Texto ${index}</p><img src="x" onerror="alert(1)">`,
    promotionType: promoId === null ? null : 'DEPOSIT',
    promoId,
    execution: 'B',
    createdAt: '2026-11-01T10:00:00.000Z',
  };
}
