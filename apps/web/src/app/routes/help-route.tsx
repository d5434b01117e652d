import { useLocation } from 'react-router';
import { FeedbackForm } from '../../features/content/feedback-form.tsx';
import { HelpPage } from '../../features/content/help-page.tsx';
import { paths } from '../paths.ts';

/** /help with an optional `#term`; the feedback form sits at `#feedback`. */
export function HelpRoute() {
  const { hash } = useLocation();
  const term = hash.length > 1 ? decodeURIComponent(hash.slice(1)) : undefined;
  return <HelpPage term={term} termHref={paths.help.build} feedback={<FeedbackForm />} />;
}
