import { agentEndpoints } from '@portal/contract/agent';
import type { InviteLink } from '@portal/contract/agent/register-centre';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { call } from '../../shared/api/api-client.ts';
import { errorText } from '../../shared/forms/error-text.ts';
import { FormAlert } from '../../shared/forms/form-alert.tsx';
import { useWorded } from '../../shared/forms/use-worded.ts';
import { formatTime } from '../../shared/lib/format-time.ts';
import { Card } from '../../shared/money/card.tsx';
import { ConfirmSendDialog } from '../../shared/money/confirm-send-dialog.tsx';
import { PagedList } from '../../shared/money/paged-list.tsx';
import { StatusPill } from '../../shared/money/status-pill.tsx';
import styles from '../../shared/money/wallet.module.css';
import { Button } from '../../shared/ui/button.tsx';
import { CopyButton } from '../../shared/ui/copy-button.tsx';
import { agentKey, linksQuery } from './agent-queries.ts';
import './agent-texts.ts';
import agentStyles from './agent.module.css';
import { ExportCsvButton } from './export-csv-button.tsx';
import { inviteUrl } from './invite-url.ts';
import { LinkQrDialog } from './link-qr-dialog.tsx';
import { useCopyTexts } from './use-copy-texts.ts';
import { useTypeLabel } from './use-type-label.ts';

/**
 * The agent's invitation links: code, type, prize group, registrations, creation and status,
 * with copy, QR code and disable (after a confirmation); exported as CSV. The full address is
 * what the copy button copies and what the QR dialog shows and the CSV holds: in the table it
 * would only repeat the code, squeezed into a column too narrow for it at desktop widths.
 */
export function LinksTable() {
  const { t, i18n } = useTranslation();
  const copyTexts = useCopyTexts();
  const typeLabel = useTypeLabel();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const links = useQuery({ ...linksQuery(page), placeholderData: keepPreviousData });
  const [qr, setQr] = useState<InviteLink | null>(null);
  const [disabling, setDisabling] = useState<InviteLink | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useWorded();
  const title = t('agent.links.title');

  const disable = async () => {
    if (disabling === null) return;
    setSending(true);
    setError(null);
    try {
      await call(agentEndpoints.disableLink, { id: disabling.id });
      await queryClient.invalidateQueries({ queryKey: agentKey('links') });
    } catch (failure) {
      setError(() => errorText(failure));
    } finally {
      setSending(false);
      setDisabling(null);
    }
  };

  const csv = () => [
    [
      t('agent.links.code'),
      t('agent.links.url'),
      t('agent.common.type'),
      t('agent.common.prizeGroup'),
      t('agent.links.registrations'),
      t('agent.links.created'),
      t('agent.links.status'),
    ],
    ...(links.data?.list ?? []).map((link) => [
      link.code,
      inviteUrl(link.code),
      typeLabel(link),
      link.prizeGroup,
      link.registrations,
      link.createdAt,
      link.disabled ? t('agent.links.disabled') : t('agent.links.active'),
    ]),
  ];

  return (
    <Card
      title={title}
      icon="send"
      actions={
        <ExportCsvButton
          what={title}
          fileName={t('agent.links.fileName')}
          rows={csv}
          disabled={(links.data?.list.length ?? 0) === 0}
        />
      }
    >
      <FormAlert message={error} />
      <PagedList query={links} onPage={setPage} caption={title} emptyText={t('agent.links.empty')}>
        {(data) => (
          <>
            <thead>
              <tr>
                <th scope="col">{t('agent.links.code')}</th>
                <th scope="col">{t('agent.common.type')}</th>
                <th scope="col" className={styles.num}>
                  {t('agent.common.prizeGroup')}
                </th>
                <th scope="col" className={styles.num}>
                  {t('agent.links.registrations')}
                </th>
                <th scope="col">{t('agent.links.created')}</th>
                <th scope="col">{t('agent.links.status')}</th>
                <th scope="col">{t('agent.links.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {data.list.map((link) => {
                const url = inviteUrl(link.code);
                return (
                  <tr key={link.id}>
                    <th scope="row" className={`${agentStyles.code} ${styles.nowrap}`}>
                      {link.code}
                    </th>
                    <td>{typeLabel(link)}</td>
                    <td className={styles.num}>{link.prizeGroup ?? t('agent.common.none')}</td>
                    <td className={styles.num}>{link.registrations}</td>
                    <td className={styles.nowrap}>{formatTime(link.createdAt, i18n.language)}</td>
                    <td>
                      <StatusPill
                        tone={link.disabled ? 'muted' : 'success'}
                        label={link.disabled ? t('agent.links.disabled') : t('agent.links.active')}
                      />
                    </td>
                    <td>
                      <div className={agentStyles.rowActions}>
                        <CopyButton
                          value={url}
                          label={t('agent.common.copyLabel', {
                            what: t('agent.links.linkWord', { code: link.code }),
                          })}
                          texts={copyTexts}
                        />
                        <Button
                          variant="secondary"
                          size="sm"
                          aria-label={t('agent.links.qrLabel', { code: link.code })}
                          onClick={() => setQr(link)}
                        >
                          {t('agent.links.qr')}
                        </Button>
                        {link.disabled ? null : (
                          <Button
                            variant="ghost"
                            size="sm"
                            aria-label={t('agent.links.disableLabel', { code: link.code })}
                            onClick={() => setDisabling(link)}
                          >
                            {t('agent.links.disable')}
                          </Button>
                        )}
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </>
        )}
      </PagedList>
      {qr === null ? null : (
        <LinkQrDialog code={qr.code} url={inviteUrl(qr.code)} onClose={() => setQr(null)} />
      )}
      {disabling === null ? null : (
        <ConfirmSendDialog
          title={t('agent.links.disableTitle')}
          confirmLabel={t('agent.links.disableConfirm')}
          sending={sending}
          onCancel={() => setDisabling(null)}
          onConfirm={() => void disable()}
        >
          <p>{t('agent.links.disableText', { code: disabling.code })}</p>
        </ConfirmSendDialog>
      )}
    </Card>
  );
}
