import { z } from 'zod';

/**
 * Imported first by main.tsx, before any schema is built: zod would otherwise probe
 * `new Function` to compile its parsers, and the page's Content-Security-Policy (no
 * 'unsafe-eval') reports that probe as a violation even though zod catches it.
 */
z.config({ jitless: true });
