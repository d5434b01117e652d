/** The system feature's public face: the status answer every other feature reads. */
export { useStatus } from './use-status.ts';
