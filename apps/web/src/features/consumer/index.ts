// What the app shell uses of this feature.
export { consumerLayout, consumerNotFound, consumerRoutes } from './consumer-routes';
