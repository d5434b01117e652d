import { families, type Family } from '@portal/contract/lottery/families';
import {
  lotteryLanes,
  type LotteryGameView,
  type LotteryLane,
} from '@portal/contract/lottery/wire';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from 'react-router';
import { Icon } from '../../shared/ui/icon.tsx';
import { SectionFrame } from '../../shared/ui/section-frame.tsx';
import { Tabs } from '../../shared/ui/tabs.tsx';
import { ResultBalls } from './balls.tsx';
import { gamesQueryOptions } from './lottery-api.ts';
import { cadenceLabel } from './lottery-labels.ts';
import { LotteryStatus } from './lottery-status.tsx';
import { useLotteryText } from './lottery-texts.ts';
import {
  periodBoundaries,
  phaseOf,
  phaseText,
  useRefetchAtBoundaries,
  useServerNow,
} from './period-phase.ts';
import styles from './lottery-lobby.module.css';

/** Props of `LotteryLobby`. */
export interface LotteryLobbyProps {
  /** The address of a game's betting board. */
  gameHref: (gameCode: string) => string;
}

/**
 * The lottery lobby: the LOTT and ELOTT lanes as tabs, each game group (SSC, 11X5, PK10, LHC,
 * LF) with its cards. A card shows the game, its cadence, a live countdown to the close (or the
 * draw after it) and the last result; it opens the game's board.
 */
export function LotteryLobby({ gameHref }: LotteryLobbyProps) {
  const { t } = useTranslation();
  const { lt, language } = useLotteryText();
  const [lane, setLane] = useState<LotteryLane>('LOTT');
  const query = useQuery(gamesQueryOptions(lane, language));
  const offset = query.data?.offset ?? 0;
  const now = useServerNow(offset);
  const { refetch } = query;
  const refresh = useCallback(() => void refetch(), [refetch]);
  const games = query.data?.groups.flatMap((group) => group.games) ?? [];
  useRefetchAtBoundaries(
    games.flatMap((game) => periodBoundaries(game.current)),
    offset,
    refresh,
  );

  const groups = (query.data?.groups ?? [])
    .filter((group) => group.games.length > 0)
    .sort((a, b) => families.indexOf(a.gameGroupCode) - families.indexOf(b.gameGroupCode));

  let content;
  if (query.isPending)
    content = <LotteryStatus kind="loading" text={lt('lottery.lobby.loading')} />;
  else if (query.isError) {
    content = <LotteryStatus kind="error" error={query.error} onRetry={refresh} />;
  } else if (groups.length === 0) {
    content = <LotteryStatus kind="empty" text={lt('lottery.lobby.empty')} />;
  } else {
    content = (
      <div className={styles.groups}>
        {groups.map((group) => (
          <FamilySection
            key={group.gameGroupCode}
            family={group.gameGroupCode}
            games={group.games}
            now={now}
            gameHref={gameHref}
          />
        ))}
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <SectionFrame
        title={t('sections.lottery')}
        icon="lottery"
        meta={
          <span className={styles.chip}>
            <Icon name="shield" size={14} />
            {lt('lottery.fairChip')}
          </span>
        }
      >
        <Tabs
          label={lt('lottery.lanesLabel')}
          items={lotteryLanes.map((key) => ({ key, label: lt(`lottery.lanes.${key}`) }))}
          selected={lane}
          onSelect={setLane}
        >
          {content}
        </Tabs>
      </SectionFrame>
    </div>
  );
}

interface FamilySectionProps {
  family: Family;
  games: readonly LotteryGameView[];
  now: number;
  gameHref: (gameCode: string) => string;
}

function FamilySection({ family, games, now, gameHref }: FamilySectionProps) {
  const { lt } = useLotteryText();
  const titleId = useId();
  return (
    <section className={styles.group} aria-labelledby={titleId} data-family={family}>
      <div className={styles.groupHead}>
        <h2 id={titleId} className={styles.groupTitle}>
          {lt(`lottery.families.${family}`)}
        </h2>
        <p className={styles.groupHint}>{lt(`lottery.familyHints.${family}`)}</p>
      </div>
      <ul className={styles.cards}>
        {games.map((game) => (
          <li key={game.gameCode}>
            <GameCard game={game} now={now} href={gameHref(game.gameCode)} />
          </li>
        ))}
      </ul>
    </section>
  );
}

interface GameCardProps {
  game: LotteryGameView;
  now: number;
  href: string;
}

/** One game: the whole card is its link (the name is the link's text, the rest its details). */
function GameCard({ game, now, href }: GameCardProps) {
  const { lt } = useLotteryText();
  const phase = phaseOf(game.current, now);
  // Between a close and its draw the lobby says "drawing": the card's next period waits for it.
  const drawing = phase.kind === 'drawing' || phase.kind === 'opening' || phase.kind === 'awaiting';
  const last = game.last;
  const lastResult = last?.result ?? null;
  return (
    <article className={styles.card} data-family={game.gameGroupCode}>
      <div className={styles.cardHead}>
        <h3 className={styles.cardTitle}>
          <Link to={href} className={styles.cardLink}>
            {game.name}
          </Link>
        </h3>
        <span className={styles.cadence}>{cadenceLabel(lt, game.periodSeconds)}</span>
      </div>
      <div className={styles.timer} data-phase={drawing ? 'drawing' : phase.kind}>
        <Icon name="clock" size={16} />
        <span aria-live="off">
          {phase.kind === 'opening' ? lt('lottery.phase.drawingNow') : phaseText(lt, phase, now)}
        </span>
      </div>
      {game.current === null ? null : (
        <p className={styles.period}>
          {lt('lottery.lobby.period', { period: game.current.periodNo })}
        </p>
      )}
      <div className={styles.last}>
        {last === null || lastResult === null ? (
          <span className={styles.muted}>{lt('lottery.lobby.noResult')}</span>
        ) : (
          <>
            <span className={styles.lastLabel}>
              {lt('lottery.lobby.lastResult', { period: last.periodNo })}
            </span>
            <ResultBalls
              shape={game.shape}
              result={lastResult}
              size={game.shape === 'PK10' ? 'xs' : 'sm'}
            />
          </>
        )}
      </div>
      <span className={styles.cta} aria-hidden="true">
        {lt('lottery.lobby.play')}
        <Icon name="chevronRight" size={16} />
      </span>
    </article>
  );
}
