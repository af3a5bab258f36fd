/**
 * The site audit's generated garden shop (plugins/site-audit/server/src/testing), served on loopback. The server package
 * exports only its plugin (no `testing` entry), so the generator is imported by its path.
 */
export { startTestSite, type TestSite } from '../../plugins/site-audit/server/src/testing/index.js';
