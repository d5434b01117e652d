import { messageText } from '@portal/contract/messages';
import type { PageLanguage } from './texts.ts';

/** An answer of the game server: the platform's envelope. */
export type Answer<T> =
  { success: true; value: T } | { success: false; code: string; message?: string };

/** What the page's address carries: the play token, the game's page name and the language. */
export interface Launch {
  token: string;
  game: string;
  lang: PageLanguage;
}

export function launchOf(location: Location): Launch {
  const query = new URLSearchParams(location.search);
  return {
    token: query.get('t') ?? '',
    game: location.pathname.split('/').filter(Boolean).pop() ?? '',
    lang: query.get('lang') === 'EN' ? 'EN' : 'PT',
  };
}

/** A refused call, with the code's message in the page's language. */
export class GameError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The game server's API for one page: every call carries the play token and the game's page
 * name; a refusal becomes a GameError with the translated message of its code.
 */
export function gameApi(launch: Launch) {
  const headers = {
    'content-type': 'application/json',
    'x-play-token': launch.token,
    'x-play-game': launch.game,
  };
  const language = launch.lang === 'PT' ? 'pt' : 'en';
  async function send<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    let res: Response;
    try {
      res = await fetch(`/play/pge/api/${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch {
      throw new GameError('network_abnormal', messageText('network_abnormal', language));
    }
    const answer = (await res.json().catch(() => null)) as Answer<T> | null;
    if (!answer)
      throw new GameError('service_unavailable', messageText('service_unavailable', language));
    if (!answer.success) {
      const code = res.status === 401 ? 'play_token_invalid' : answer.code;
      throw new GameError(code, messageText(code, language));
    }
    return answer.value;
  }
  return {
    get: <T>(path: string) => send<T>('GET', path),
    post: <T>(path: string, body: unknown) => send<T>('POST', path, body),
  };
}

export type GameApi = ReturnType<typeof gameApi>;

/** The state every game page starts from. */
export interface GameState {
  freePlay: boolean;
  currency: string;
  balance?: string | null;
  serverSeedHash?: string;
  clientSeed?: string;
  nonce?: number;
}

/** The provably fair part of a solo round's answer. */
export interface RoundFair {
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  serverSeed?: string;
}
