import { constants } from '@portal/contract/constants';
import type { FocusEvent } from 'react';
import { TextField } from '../../shared/forms/text-field.tsx';
import { Card } from '../../shared/money/card.tsx';
import { CopyButton, type CopyButtonTexts } from '../../shared/ui/copy-button.tsx';
import { QrCode } from '../../shared/ui/qr-code.tsx';
import { referralLink } from './referral-queries.ts';
import styles from './referral.module.css';
import { useReferralText } from './use-referral-text.ts';

/** The download page's size: large enough to scan from another phone held at arm's length. */
const qrSize = constants.qrCodeSize * 1.5;

/** Selects the whole link on focus, so copying by hand (no clipboard) is one shortcut away. */
const selectAll = (event: FocusEvent<HTMLInputElement>) => event.currentTarget.select();

/**
 * The member's ways to invite: its code (large, to read out or type), the registration link
 * that carries it (to paste in a message) and the link's QR code (to scan from this screen),
 * each with a copy button that says it copied, or how to copy by hand when it cannot.
 */
export function ReferralInviteCard({ code }: { code: string }) {
  const text = useReferralText();
  const link = referralLink(code);
  const copyTexts: CopyButtonTexts = {
    copy: text('referral.invite.copy'),
    copied: text('referral.invite.copied'),
    failed: text('referral.invite.copyFailed'),
  };
  return (
    <Card title={text('referral.invite.title')} icon="send">
      <div className={styles.invite}>
        <div className={styles.share}>
          <dl className={styles.codeBox}>
            <dt className={styles.codeLabel}>{text('referral.invite.code')}</dt>
            <dd className={styles.codeRow}>
              <strong className={styles.code}>{code}</strong>
              <CopyButton value={code} label={text('referral.invite.copyCode')} texts={copyTexts} />
            </dd>
          </dl>
          <div className={styles.linkRow}>
            <TextField
              label={text('referral.invite.link')}
              value={link}
              readOnly
              onFocus={selectAll}
              className={styles.linkField}
            />
            <CopyButton value={link} label={text('referral.invite.copyLink')} texts={copyTexts} />
          </div>
        </div>
        <figure className={styles.qr}>
          <QrCode value={link} size={qrSize} label={text('referral.invite.qrImage')} />
          <figcaption className={styles.qrHint}>{text('referral.invite.qrHint')}</figcaption>
        </figure>
      </div>
    </Card>
  );
}
