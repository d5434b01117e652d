import { cardTitle } from '@portal/contract/game-card';
import type { liveEndpoints } from '@portal/contract/live';
import type { OutputOf } from '@portal/contract/endpoint';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { openModal } from '../../shared/modals/modal-store.ts';
import { Button } from '../../shared/ui/button.tsx';
import { GameGrid } from '../games/index.ts';
import { useSessionStore } from '../session/index.ts';
import { ChatPanel } from './chat-panel.tsx';
import { GiftBar } from './gift-bar.tsx';
import { GiftLeaderboard } from './gift-leaderboard.tsx';
import { HostStatusPill } from './host-status.tsx';
import { roomQuery } from './live-queries.ts';
import styles from './live.module.css';
import { SupportLauncher } from './support-launcher.tsx';
import { useLiveText } from './use-live-text.ts';
import { useRoom } from './use-room.ts';

/**
 * /hosts/:hostId: a host's room. The stage shows the stream when a streaming server fills its
 * address, else the host's poster, and the catalogue card of the game the host presents (none
 * when the brand's catalogue lacks it); beside it the chat (history, live messages, send box) and,
 * for members, the gift bar. Visitors and trial accounts read only, and are told why.
 */
export function HostRoomPage() {
  const { hostId = '' } = useParams();
  const text = useLiveText();
  const token = useSessionStore((state) => state.token);
  const room = useQuery(roomQuery(hostId));
  return (
    <section className={styles.page} aria-labelledby="live-room-title">
      <div className={styles.row}>
        <Link to="/hosts">← {text('live.room.back')}</Link>
        <SupportLauncher />
      </div>
      {room.isPending ? (
        <p className={styles.state} role="status">
          {text('live.room.loading')}
        </p>
      ) : room.isError ? (
        <div className={styles.state} role="alert">
          <h1 id="live-room-title" className={styles.panelTitle}>
            {text('live.room.error')}
          </h1>
          <p>{room.error.message}</p>
          <Button variant="secondary" onClick={() => void room.refetch()}>
            {text('live.hosts.retry')}
          </Button>
        </div>
      ) : (
        <Room key={`${hostId}:${token ?? ''}`} launch={room.data} member={token !== null} />
      )}
    </section>
  );
}

type Launch = OutputOf<typeof liveEndpoints.launch>;

function Room({ launch, member }: { launch: Launch; member: boolean }) {
  const text = useLiveText();
  const state = useRoom(launch, member);
  const { host } = launch;
  // The card's own title when the game is on the lobby, so the header and the card agree.
  const gameName = launch.game === null ? host.gameName : cardTitle(launch.game);
  return (
    <>
      <div className={styles.row}>
        <h1 id="live-room-title" className={styles.cardName}>
          {host.name}
        </h1>
        <HostStatusPill status={host.status} />
        <span className={styles.muted} aria-live="polite">
          {text('live.hosts.watching', { count: state.presence })}
        </span>
        {gameName === null ? null : (
          <span className={styles.muted}>{text('live.hosts.presents', { game: gameName })}</span>
        )}
      </div>
      <div className={styles.room}>
        <div className={styles.stage}>
          {host.posterUrl === null ? null : (
            <img
              className={styles.poster}
              src={host.posterUrl}
              alt={text('live.room.poster', { name: host.name })}
            />
          )}
          <p className={styles.muted}>
            {host.streamUrl === null ? text('live.room.noStream') : host.bio}
          </p>
          {host.streamUrl === null ? <p className={styles.muted}>{host.bio}</p> : null}
          {launch.game === null ? null : (
            <GameGrid cards={[launch.game]} label={text('live.room.game')} />
          )}
          {launch.writeBlock === null && launch.gifts.length > 0 ? (
            <GiftBar launch={launch} onSent={(message) => state.add([message])} />
          ) : null}
          <GiftLeaderboard />
        </div>
        {launch.canRead ? (
          <ChatPanel launch={launch} state={state} />
        ) : (
          <div className={styles.panel}>
            <p className={styles.notice}>{text('live.room.cannotRead')}</p>
            <Button variant="primary" onClick={() => openModal('login')}>
              {text('live.room.login')}
            </Button>
          </div>
        )}
      </div>
    </>
  );
}
