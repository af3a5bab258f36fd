export { catalogPath, missingPagePath, offOriginRedirect, startTestSite, type TestSite, type TestSiteRequest } from './test-site.js';
export { planTestSite, testSiteTemplates, type TestSiteGroup, type TestSiteOptions, type TestSitePlan } from './site-plan.js';
export { childSitemapPaths, sitemapIndexPath } from './discovery-files.js';
