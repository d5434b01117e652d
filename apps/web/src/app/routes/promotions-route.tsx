import { useLocation } from 'react-router';
import { PromotionsPage } from '../../features/content/promotions-page.tsx';

/** /promotions with an optional `#promoId`. */
export function PromotionsRoute() {
  const { hash } = useLocation();
  const promoId = hash.length > 1 ? decodeURIComponent(hash.slice(1)) : undefined;
  return <PromotionsPage promoId={promoId} />;
}
