import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Link } from 'react-router';
import type { MemberInfo } from '../../../features/session/session-store.ts';
import '../../../i18n/account-texts.ts';
import { openModal } from '../../../shared/modals/modal-store.ts';
import { accountIcons } from '../../../shared/ui/account-icons.ts';
import { avatarFallback } from '../../../shared/ui/avatar-fallback.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Icon } from '../../../shared/ui/icon.tsx';
import { paths } from '../../paths.ts';
import styles from './header-account.module.css';

/** Props of `HeaderAccountMenu`. */
export interface HeaderAccountMenuProps {
  member: MemberInfo;
  iconUrl: string | undefined;
  isAgent: boolean;
  /** Unread platform messages, kept live by the member socket. */
  unreadCount: number;
  /** Trial accounts get the "register a real account" dialog instead of the account pages. */
  onTrialBlocked: (() => void) | null;
  onLogout: () => void;
}

/**
 * The avatar button with the VIP label, opening the account menu: account and user id with a
 * copy button, my account (security centre), platform messages, agent (agents only), sign out.
 */
export function HeaderAccountMenu({
  member,
  iconUrl,
  isAgent,
  unreadCount,
  onTrialBlocked,
  onLogout,
}: HeaderAccountMenuProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [iconFailed, setIconFailed] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const unreadId = useId();
  const avatar = iconUrl === undefined || iconFailed ? avatarFallback : iconUrl;
  // A level's own name when it has one ("Ouro"), else "VIP 3" as players read levels (the
  // server's generated label is the spec's "VIP3").
  const named = member.vipLabel !== null && !/^\s*VIP\s*\d*\s*$/iu.test(member.vipLabel);
  const vipLabel = !member.vip
    ? null
    : named
      ? member.vipLabel
      : t('header.vipLevel', { level: member.vipLevel });

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const copyAccount = async () => {
    try {
      await navigator.clipboard.writeText(member.account);
      openModal('message', {
        title: t('account.header.copiedTitle'),
        message: t('account.header.copied', { account: member.account }),
        confirmLabel: t('common.confirm'),
      });
    } catch {
      openModal('message', {
        title: t('account.common.warningTitle'),
        message: t('account.header.copyFailed'),
      });
    }
  };

  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    setOpen(false);
    if (onTrialBlocked === null) return;
    event.preventDefault();
    onTrialBlocked();
  };

  return (
    <div
      ref={wrapper}
      className={styles.menu}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
        }
      }}
    >
      <button
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('account.header.accountMenu', { account: member.account })}
        aria-describedby={unreadCount > 0 ? unreadId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <img
          className={styles.avatar}
          src={avatar}
          alt=""
          width={36}
          height={36}
          onError={() => setIconFailed(true)}
        />
        {vipLabel === null ? null : <span className={styles.vip}>{vipLabel}</span>}
        {unreadCount > 0 ? (
          <span className={styles.triggerCount} data-testid="unread-badge">
            <span aria-hidden="true">{unreadCount > 99 ? '99+' : unreadCount}</span>
            <span id={unreadId} className="visually-hidden">
              {t('account.header.unread', { count: unreadCount })}
            </span>
          </span>
        ) : null}
        <Icon name="chevronDown" size={16} />
      </button>
      {open ? (
        <div id={panelId} className={styles.panel}>
          <div className={styles.identity}>
            <img
              className={styles.avatarLarge}
              src={avatar}
              alt={t('account.header.avatar', { account: member.account })}
              width={48}
              height={48}
              onError={() => setIconFailed(true)}
            />
            <div className={styles.identityText}>
              <span className={styles.accountName}>
                {member.account}
                {vipLabel === null ? null : <span className={styles.vip}>{vipLabel}</span>}
              </span>
              <span className={styles.userId}>{t('account.header.userId', { id: member.id })}</span>
            </div>
            <Button
              variant="ghost"
              size="sm"
              iconOnly
              aria-label={t('account.header.copyAccount')}
              onClick={() => void copyAccount()}
            >
              <Icon path={accountIcons.copy} size={18} />
            </Button>
          </div>
          <ul className={styles.entries}>
            <li>
              <Link
                className={styles.entry}
                to={paths.member.build('securityCenter')}
                onClick={follow}
              >
                <Icon name="user" size={18} />
                {t('header.myAccount')}
              </Link>
            </li>
            <li>
              <Link className={styles.entry} to={paths.member.build('messageV2')} onClick={follow}>
                <Icon name="chat" size={18} />
                {t('account.header.messages')}
                {unreadCount > 0 ? (
                  <>
                    <span className={styles.count} aria-hidden="true">
                      {unreadCount > 99 ? '99+' : unreadCount}
                    </span>
                    <span className="visually-hidden">
                      {t('account.header.unread', { count: unreadCount })}
                    </span>
                  </>
                ) : null}
              </Link>
            </li>
            {isAgent ? (
              <li>
                <Link
                  className={styles.entry}
                  to={paths.agent.build()}
                  onClick={() => setOpen(false)}
                >
                  <Icon name="chart" size={18} />
                  {t('account.header.agent')}
                </Link>
              </li>
            ) : null}
            <li>
              <button
                type="button"
                className={styles.entry}
                onClick={() => {
                  setOpen(false);
                  onLogout();
                }}
              >
                <Icon name="logout" size={18} />
                {t('header.logout')}
              </button>
            </li>
          </ul>
        </div>
      ) : null}
    </div>
  );
}
