import { useLocation } from 'react-router';
import { HelpPage } from '../../features/content/help-page.tsx';
import { isHelpTerm } from '../../features/content/help-terms.ts';
import { paths } from '../paths.ts';

/** /help with an optional `#term`. */
export function HelpRoute() {
  const { hash } = useLocation();
  const term = decodeURIComponent(hash.slice(1));
  return <HelpPage term={isHelpTerm(term) ? term : undefined} termHref={paths.help.build} />;
}
