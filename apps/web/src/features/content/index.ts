/**
 * The content feature's public face: operator HTML rendered through the contract's allow-list
 * (the agent announcements show it too).
 */
export { SafeHtml } from './safe-html.tsx';
