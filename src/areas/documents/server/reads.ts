/** What the documents area publishes to other areas and modules (decision 026): a document's download name. */
export { documentName } from './service.js';
