import styles from './live.module.css';
import { SupportWindow } from './support-window.tsx';

/**
 * /support/chat: the customer-service chat window on a page of its own, where the brand's
 * "Live chat" customer-service entry leads.
 */
export function SupportPage() {
  return (
    <div className={styles.supportPage}>
      <SupportWindow />
    </div>
  );
}
