import { rewardsEndpoints } from '@portal/contract/rewards';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../shared/api/api-client.ts';
import { rewardsKey } from './rewards-queries.ts';

/**
 * The member's referral code and the friends it brought. Under the rewards keys, so a claim in
 * the reward centre (a referral bonus among them) reads it again with the rest.
 */
export function referralQuery() {
  return queryOptions({
    queryKey: rewardsKey('referral'),
    queryFn: ({ signal }) => call(rewardsEndpoints.referral, {}, { signal }),
    retry: false,
  });
}

/**
 * The registration address a code opens on this site; the registration popup reads
 * `referralCode` from it and sends it with the new account.
 */
export function referralLink(code: string): string {
  return `${window.location.origin}/register?referralCode=${encodeURIComponent(code)}`;
}
