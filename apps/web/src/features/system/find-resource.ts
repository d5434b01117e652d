import type { ResourceEntry } from '@portal/contract/system';
import { isSafeExternalUrl } from '../../shared/lib/open-window.ts';

/** Resource types of the status response (apps and social channels). */
export type ResourceType =
  | 'IOS_APP'
  | 'ANDROID_APP'
  | 'FACEBOOK'
  | 'INSTAGRAM'
  | 'TELEGRAM'
  | 'WHATSAPP'
  | 'YOUTUBE'
  | 'TWITTER'
  | 'TIKTOK';

/**
 * The first resource of a type with a usable address, if the merchant configured one. Only web
 * links count: a configured `javascript:` address must never become a link.
 */
export function findResource(
  resources: readonly ResourceEntry[],
  type: ResourceType,
): ResourceEntry | undefined {
  return resources.find(
    (resource) =>
      resource.resourceType === type &&
      resource.url.trim() !== '' &&
      isSafeExternalUrl(resource.url),
  );
}

/** The resources of the listed types that exist, in the listed order. */
export function pickResources(
  resources: readonly ResourceEntry[],
  types: readonly ResourceType[],
): (ResourceEntry & { resourceType: ResourceType })[] {
  return types.flatMap((type) => {
    const found = findResource(resources, type);
    return found === undefined ? [] : [{ ...found, resourceType: type }];
  });
}
