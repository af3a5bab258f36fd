/**
 * The version of `@otimiza/sdk` this build carries (its package.json's, kept equal by
 * sdk-version.spec.ts). A plugin declares the SDK range it was built for in its package's
 * `otimiza.sdk` field; the host refuses, at start, a plugin whose range this version is outside of.
 */
export const SDK_VERSION = '0.1.0';
