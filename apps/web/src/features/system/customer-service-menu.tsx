import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from 'react-router';
import { openServiceWindow } from '../../shared/lib/open-window.ts';
import { openModal } from '../../shared/modals/modal-store.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Icon } from '../../shared/ui/icon.tsx';
import styles from './customer-service-menu.module.css';
import { channelLabel, useServiceLinks, type ServiceLink } from './use-service-links.ts';
import { useStatus } from './use-status.ts';

/**
 * The header's customer-service dropdown: one entry per channel of the status response; a
 * choice opens its decrypted address in the 440x750 service window, or is a link in this tab
 * when it is a page of the portal (the help centre's contact form). `compact` keeps only the icon visible
 * (the logged-in header needs the room); the name stays for assistive technology.
 */
export function CustomerServiceMenu({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const links = useServiceLinks(useStatus().customerService);
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const choose = (link: ServiceLink) => {
    setOpen(false);
    if (link.url === null || !openServiceWindow(link.url)) {
      openModal('message', { title: t('header.customerService'), message: t('invalid_url') });
    }
  };

  return (
    <div
      ref={wrapper}
      className={styles.wrapper}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
        }
      }}
    >
      <Button
        variant="ghost"
        size="sm"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name="headset" />
        <span className={compact ? 'visually-hidden' : undefined}>
          {t('header.customerService')}
        </span>
        <Icon name="chevronDown" size={16} />
      </Button>
      {open ? (
        <ul id={panelId} className={styles.panel} aria-label={t('header.customerService')}>
          {links.length === 0 ? (
            <li className={styles.empty}>{t('header.noCustomerService')}</li>
          ) : null}
          {links.map((link) => {
            const icon = (
              <Icon
                name={
                  link.csType === 'WHATSAPP' || link.csType === 'LIVE_CHAT' ? 'chat' : 'headset'
                }
              />
            );
            return (
              <li key={`${link.csType}-${link.title}`}>
                {link.path === null ? (
                  <button type="button" className={styles.item} onClick={() => choose(link)}>
                    {icon}
                    {channelLabel(t, link)}
                    <span className="visually-hidden">{t('common.opensInNewWindow')}</span>
                    <Icon name="external" size={14} className={styles.kind} />
                  </button>
                ) : (
                  <Link to={link.path} className={styles.item} onClick={() => setOpen(false)}>
                    {icon}
                    {channelLabel(t, link)}
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
