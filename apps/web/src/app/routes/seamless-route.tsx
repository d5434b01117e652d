import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import {
  isFrameableUrl,
  readSeamlessGame,
  safeReturnPath,
  type SeamlessGame,
} from '../../features/launch/seamless-game.ts';
import { SeamlessPage } from '../../features/launch/seamless-page.tsx';
import { useMemberSocketConnected } from '../../features/session/member-socket.ts';
import { memberInfoQueryOptions } from '../../features/session/member-info-query.ts';
import { useSessionStore } from '../../features/session/session-store.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { useSafeNavigate } from '../../shared/hooks/use-safe-navigate.ts';

/** Balance refresh while a game is open and the member socket is not there to push it. */
const balanceRefreshMs = 10_000;

/** The launched game from the navigation state, else the one kept for this tab. */
function gameFrom(state: unknown): SeamlessGame | null {
  const value = state as Partial<SeamlessGame> | null;
  if (value !== null && typeof value?.url === 'string' && isFrameableUrl(value.url)) {
    return {
      url: value.url,
      vendorName: typeof value.vendorName === 'string' ? value.vendorName : '',
      demo: value.demo === true,
      from: safeReturnPath(value.from),
    };
  }
  return readSeamlessGame();
}

/**
 * /seamless: the game room with the member's live balance, pushed by the member socket (opened by
 * the logged-in header); while that socket is down, member info is refetched every 10 s instead.
 */
export function SeamlessRoute() {
  const location = useLocation();
  const navigate = useSafeNavigate();
  const language = useLanguage();
  const token = useSessionStore((state) => state.token);
  const isLogin = useSessionStore((state) => state.isLogin);
  const socketConnected = useMemberSocketConnected();
  const game = gameFrom(location.state);
  const member = useQuery({
    ...memberInfoQueryOptions(token, language),
    enabled: token !== null && isLogin && game !== null,
    refetchInterval: socketConnected ? false : balanceRefreshMs,
  }).data;
  return (
    <SeamlessPage
      game={game}
      balance={
        member === undefined
          ? undefined
          : { amount: member.balance, currencySymbol: member.currencySymbol }
      }
      onBack={() => navigate(game?.from ?? '/')}
    />
  );
}
