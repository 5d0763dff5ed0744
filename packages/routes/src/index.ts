export { routePatterns, type RouteName } from './patterns.js';
export { appPaths } from './paths.js';
