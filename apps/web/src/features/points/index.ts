/**
 * The points feature's public face: the points mall page (/pointMall). The app's lazy route
 * loads `point-mall.tsx` itself, so the page stays its own chunk.
 */
export { PointMall } from './point-mall.tsx';
