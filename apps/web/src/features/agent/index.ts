// What the app shell uses of this feature.
export { agentRoutes } from './agent-routes';
