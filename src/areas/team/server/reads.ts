/** What the team area publishes to other areas' server code: the cover a leave request would leave its team. */
export { coverShortfall } from './calendar.js';
