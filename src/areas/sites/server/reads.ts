/**
 * What the sites area publishes to other areas' server code: the check a Clock In/Out passes before anything is
 * written (`checkPlace`), whether the clock button asks for a location, and a person's sites.
 */
export { asksLocation, checkPlace, type PunchPlace, type Rules, sitesOf } from './service.js';
