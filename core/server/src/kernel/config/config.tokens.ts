/** Injection token of the validated AppConfig (the core's settings and those of the mounted plugins). */
export const APP_CONFIG = Symbol('APP_CONFIG');

/** Injection token of the names SettingsPort answers: the core's settings and the mounted plugins'. */
export const SETTING_NAMES = Symbol('SETTING_NAMES');
