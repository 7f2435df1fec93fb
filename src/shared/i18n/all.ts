/** Every catalogue at once, for the server (e-mails and exports in a person's language); the client loads one. */
import type { Language } from '../locale.js';
import { en } from './en.js';
import type { Catalogue } from './index.js';
import { ne } from './ne.js';

export const catalogues: Record<Language, Catalogue> = { en, ne };
