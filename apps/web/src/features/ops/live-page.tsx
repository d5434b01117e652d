import type { OpsMeOutput } from '@portal/contract/ops';
import { useTranslation } from '../../i18n/use-translation.ts';
import { LiveHosts } from './live-hosts.tsx';
import { LiveModeration } from './live-moderation.tsx';
import { LiveMyRoom } from './live-my-room.tsx';
import { useLiveSettings, useOpsHosts } from './live-queries.ts';
import { LiveSettingsForm } from './live-settings-form.tsx';
import { LiveSupportInbox } from './live-support-inbox.tsx';
import { can } from './ops-queries.ts';
import { OpsPage, useFeedback } from './ops-page.tsx';
import { QueryState } from './query-state.tsx';
import styles from './console.module.css';

/**
 * The console's Live page: for a host, their own room; for the back office, the
 * customer-service inbox first (the daily work), then the hosts and their status, room
 * moderation, and the brand's chat rules. Each part shows only to an operator whose role may
 * use it; the server checks every call again.
 */
export function LivePage({ me }: { me: OpsMeOutput }) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const staff = can(me, 'members.read');
  const hosts = useOpsHosts(staff);
  const rulesOpen = can(me, 'system.write');
  const settings = useLiveSettings(rulesOpen);
  return (
    <OpsPage title={t('opsLive.heading')} feedback={feedback}>
      <div className={styles.stack}>
        {/* An owner holds every permission but presents no room: the host's part is a host's. */}
        {me.operator.role === 'host' ? <LiveMyRoom feedback={feedback} /> : null}
        {staff ? <LiveSupportInbox canReply={can(me, 'members.write')} /> : null}
        {staff ? <LiveHosts canChange={can(me, 'content.write')} feedback={feedback} /> : null}
        {staff && can(me, 'members.write') ? (
          <QueryState query={hosts}>
            {(data) =>
              data.list.length === 0 ? null : (
                <LiveModeration hosts={data.list} feedback={feedback} />
              )
            }
          </QueryState>
        ) : null}
        {rulesOpen ? (
          <QueryState query={settings}>
            {(data) => (
              <LiveSettingsForm
                current={data}
                onSaved={() => feedback.setNotice(() => t('opsLive.settings.saved'))}
              />
            )}
          </QueryState>
        ) : null}
      </div>
    </OpsPage>
  );
}
