/**
 * The operator console (`/console`): its own entry (`apps/web/console/index.html` and
 * `console-main.tsx`) and bundle. Nothing of the player portal imports it.
 */
export { ConsoleApp } from './console-app.tsx';
