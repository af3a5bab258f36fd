// @otimiza/sdk/web-testing: what a component spec (*.spec.tsx) of a plugin's screen renders it with.
export * from './render-screen.js';
