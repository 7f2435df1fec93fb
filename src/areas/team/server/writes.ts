/** What the team area publishes to other server code: a person's calendar subscription address, made anew. */
export { createFeed } from './feed.js';
