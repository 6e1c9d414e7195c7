// Live updates between the writes that change something and the subscriptions that show it.
export { topics } from './topics';
export * from './pubsub';
