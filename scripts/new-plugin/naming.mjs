// The pure part of `npm run new-plugin <id>`: which ids are acceptable, and the names derived from one.

/** Lower-case kebab-case: `uptime`, `my-thing`, `web-vitals-2`. */
export const pluginIdPattern = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/**
 * At most this long: the longest name PostgreSQL keeps is 63 bytes, and the item table's foreign
 * key is named `<id>_item_workspace_id_foreign`.
 */
export const maxPluginIdLength = 30;

/** Names of the repository's own packages and folders, and first path segments of the hosts' routes. */
export const reservedPluginIds = new Set([
  'account',
  'admin',
  'api',
  'assets',
  'auth',
  'bench',
  'billing',
  'core',
  'demo',
  'dev',
  'docs',
  'e2e',
  'health',
  'login',
  'me',
  'plans',
  'plugin',
  'plugins',
  'pricing',
  'privacy',
  'probe',
  'public',
  'register',
  'scripts',
  'sdk',
  'server',
  'shared',
  'site-info',
  'static',
  'stripe',
  'terms',
  'test',
  'web',
  'workspace',
]);

/** A plugin's camelCase id is its plan feature's key and the stem of its code's names: never one of these. */
const javascriptReservedWords = new Set(
  (
    'arguments await break case catch class const continue debugger default delete do else enum eval export extends false finally for function if ' +
    'implements import in instanceof interface let new null package private protected public return static super switch this throw true try typeof ' +
    'var void while with yield'
  ).split(' '),
);

/** `my-thing` → `myThing`. */
export function camelCaseOf(id) {
  return id.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());
}

/** `my-thing` → `MyThing`. */
export function pascalCaseOf(id) {
  const camel = camelCaseOf(id);
  return camel[0].toUpperCase() + camel.slice(1);
}

/** `my-thing` → `My Thing`: the display name until someone writes a better one. */
export function titleOf(id) {
  return id
    .split('-')
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(' ');
}

/** Every name the templates use, derived from the id. */
export function pluginNames(id) {
  const table = id.replace(/-/g, '_');
  return {
    id,
    camel: camelCaseOf(id),
    pascal: pascalCaseOf(id),
    title: titleOf(id),
    /** Table prefix (`<id with underscores>_`) and the one table of the scaffold. */
    table: `${table}_item`,
    featureKey: camelCaseOf(id),
  };
}

/**
 * Why `id` cannot be a new plugin's id, or null. `existingPlugins` are the folders in plugins/;
 * `featureKeys` the plan feature keys already declared (by the core and the installed plugins).
 */
export function pluginIdProblem(id, { existingPlugins = [], featureKeys = [] } = {}) {
  if (typeof id !== 'string' || id.length === 0) return 'give the new plugin an id, e.g. npm run new-plugin uptime';
  if (!pluginIdPattern.test(id)) {
    return `"${id}" is not a plugin id: use lower-case kebab-case (letters, digits, single hyphens between words, starting with a letter), e.g. uptime or site-monitor`;
  }
  if (id.length > maxPluginIdLength)
    return `"${id}" is too long: a plugin id has at most ${maxPluginIdLength} characters (its table names must fit PostgreSQL's 63)`;
  if (reservedPluginIds.has(id)) return `"${id}" is reserved: it names a package, a folder or a route of the hosts`;
  if (javascriptReservedWords.has(camelCaseOf(id)))
    return `"${id}" is reserved: "${camelCaseOf(id)}" is a JavaScript keyword, which cannot be the stem of the plugin's names and feature key`;
  if (existingPlugins.includes(id)) return `plugin "${id}" already exists: plugins/${id}`;
  if (featureKeys.includes(camelCaseOf(id)))
    return `the plan feature "${camelCaseOf(id)}" is already declared: choose an id whose camelCase form is a new feature key`;
  return null;
}
