import { beforeAll } from 'vitest';
import { DEFAULT_LOCALE } from '../../core/i18n.ts';
import { loadCatalogue } from '../i18n/catalogues.ts';

/**
 * The web tests' setup: the default language's messages are loaded before any test draws, as the app's
 * start loads the reader's language before its first draw (start-app.tsx).
 */
beforeAll(() => loadCatalogue(DEFAULT_LOCALE));
