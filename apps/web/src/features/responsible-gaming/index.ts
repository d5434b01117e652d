/**
 * The responsible-gaming feature's public face: the reality-check reminder the app shell shows
 * over every screen (games and the seamless frame included) and the header's session clock. The page itself is a lazy
 * member-centre page loaded by the route.
 */
export { RealityCheckHost } from './reality-check-host.tsx';
export { SessionClock } from './session-clock.tsx';
