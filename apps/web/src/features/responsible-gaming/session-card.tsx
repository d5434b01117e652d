import type { StatusOutput } from '@portal/contract/responsible-gaming/schemas';
import { Card } from '../../shared/money/card.tsx';
import walletStyles from '../../shared/money/wallet.module.css';
import { useRgFormat } from './use-rg-format.ts';
import { useRgText } from './use-rg-text.ts';

/** This session's start, the previous login (time and address) and the idle rule. */
export function SessionCard({ session }: { session: StatusOutput['session'] }) {
  const text = useRgText();
  const format = useRgFormat('');
  return (
    <Card title={text('rg.session.title')} icon="user">
      <dl className={walletStyles.facts}>
        <dt>{text('rg.session.started')}</dt>
        <dd>{format.date(session.startedAt)}</dd>
        <dt>{text('rg.session.previous')}</dt>
        <dd>
          {session.previousLoginAt === null
            ? text('rg.session.previousNone')
            : `${format.date(session.previousLoginAt)} ${
                session.previousLoginIp
                  ? text('rg.session.from', { ip: session.previousLoginIp })
                  : ''
              }`}
        </dd>
      </dl>
      <p className={walletStyles.muted}>
        {text('rg.session.idle', { count: session.idleMinutes })}
      </p>
    </Card>
  );
}
