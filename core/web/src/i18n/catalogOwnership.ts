/** The name the host registers its own catalog under: its texts are never replaced by a plugin's. */
export const hostCatalogName = 'core';

/**
 * Which catalog gave each message id, per locale, so that a plugin can never change a text it does
 * not own: the host's catalog always keeps its ids, and a plugin's id already given by the host or
 * by another plugin is left out of that plugin's merge (its pages then show the first owner's text;
 * catalogs-agree.spec.ts fails the build on such a clash before it ships).
 */
export class CatalogOwnership {
  private readonly owners = new Map<string, Map<string, string>>();

  /** The messages of catalog `name` that it may merge for `locale`, recording it as their owner. */
  claim<T>(name: string, locale: string, messages: Readonly<Record<string, T>>): Record<string, T> {
    const owned = this.owners.get(locale) ?? new Map<string, string>();
    this.owners.set(locale, owned);
    const kept: Record<string, T> = {};
    for (const [id, message] of Object.entries(messages)) {
      const owner = owned.get(id);
      if (owner !== undefined && owner !== name && name !== hostCatalogName) continue;
      owned.set(id, name);
      kept[id] = message;
    }
    return kept;
  }
}
