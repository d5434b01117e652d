import { Button } from '../../shared/ui/button.tsx';
import { useSessionStore } from '../session/index.ts';
import styles from './live.module.css';
import { SupportConversation } from './support-conversation.tsx';
import { useSupportChat } from './use-support-chat.ts';
import { useLiveText } from './use-live-text.ts';
import { VisitorSupport } from './visitor-support.tsx';

/**
 * The customer-service chat window (440 x 750, spec section 9): the conversation with the
 * brand's operators, kept for good, and a send box; a visitor first leaves a name and a contact. `onClose` docks it away (absent on its own
 * page). Escape closes it.
 */
export function SupportWindow({ onClose }: { onClose?: () => void }) {
  const text = useLiveText();
  const token = useSessionStore((state) => state.token);
  // On its own page the window's title is the page's main heading.
  const Heading = onClose ? 'h2' : 'h1';
  return (
    <section
      className={styles.supportWindow}
      role="dialog"
      aria-modal="false"
      aria-labelledby="live-support-title"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && onClose) onClose();
      }}
    >
      <div className={styles.supportHead}>
        <Heading id="live-support-title" className={styles.panelTitle}>
          {text('live.support.title')}
        </Heading>
        {onClose ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={onClose}
            aria-label={text('live.support.close')}
          >
            ✕
          </Button>
        ) : null}
      </div>
      {token === null ? <VisitorSupport /> : <MemberConversation />}
    </section>
  );
}

function MemberConversation() {
  return <SupportConversation chat={useSupportChat()} />;
}
