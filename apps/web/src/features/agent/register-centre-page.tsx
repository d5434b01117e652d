import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Card } from '../../shared/money/card.tsx';
import { ListStatus } from '../../shared/money/list-status.tsx';
import styles from '../../shared/money/wallet.module.css';
import { CopyButton } from '../../shared/ui/copy-button.tsx';
import { registerCentreQuery } from './agent-queries.ts';
import './agent-texts.ts';
import agentStyles from './agent.module.css';
import { CreateDownlineForm } from './create-downline-form.tsx';
import { CreateLinkForm } from './create-link-form.tsx';
import { inviteUrl } from './invite-url.ts';
import { LinksTable } from './links-table.tsx';
import { useCopyTexts } from './use-copy-texts.ts';

/**
 * registerCenter: the agent's own invitation code, a form to create a downline, a form to create
 * an invitation link, and the links. When the brand's agent policy does not allow registering,
 * the page says so instead of showing forms.
 */
export function RegisterCentrePage() {
  const { t } = useTranslation();
  const copyTexts = useCopyTexts();
  const centre = useQuery(registerCentreQuery());
  if (centre.isPending) return <ListStatus kind="loading" />;
  if (centre.isError) {
    return <ListStatus kind="error" error={centre.error} onRetry={() => void centre.refetch()} />;
  }
  const { allowed, types, prizeGroup, affiliateCode } = centre.data;
  if (!allowed) {
    return (
      <Card title={t('agent.register.notAllowedTitle')} icon="lock">
        <p className={styles.muted}>{t('agent.register.notAllowedText')}</p>
      </Card>
    );
  }
  return (
    <div className={styles.page}>
      <Card title={t('agent.register.ownCode')} icon="hash">
        {affiliateCode === null ? (
          <p className={styles.muted}>{t('agent.register.ownCodeNone')}</p>
        ) : (
          <dl className={styles.facts}>
            <dt>{t('agent.register.ownCode')}</dt>
            <dd className={agentStyles.rowActions}>
              <span className={agentStyles.code}>{affiliateCode}</span>
              <CopyButton
                value={affiliateCode}
                label={t('agent.common.copyLabel', { what: t('agent.register.ownCode') })}
                texts={copyTexts}
              />
            </dd>
            <dt>{t('agent.register.ownLink')}</dt>
            <dd className={agentStyles.rowActions}>
              <span className={agentStyles.url}>{inviteUrl(affiliateCode)}</span>
              <CopyButton
                value={inviteUrl(affiliateCode)}
                label={t('agent.common.copyLabel', { what: t('agent.register.ownLink') })}
                texts={copyTexts}
              />
            </dd>
          </dl>
        )}
      </Card>
      <Card title={t('agent.register.createTitle')} icon="user">
        <CreateDownlineForm types={types} prizeGroup={prizeGroup} />
      </Card>
      <Card title={t('agent.register.linkTitle')} icon="send">
        <CreateLinkForm types={types} prizeGroup={prizeGroup} />
      </Card>
      <LinksTable />
    </div>
  );
}
