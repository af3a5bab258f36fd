export { groupByRouteShape, pathSegments, type RouteGroup } from './route-shape.js';
export { defaultPagesPerGroup, sampleGroups, spreadAcross, type GroupSample, type SampleOptions } from './sample-groups.js';
