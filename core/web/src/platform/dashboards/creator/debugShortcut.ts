/**
 * Ctrl+Alt+D (⌃⌥D on a Mac) opens and closes the creator's debug panel. Read from the physical key,
 * so the letter an Alt combination types on a Mac (∂) or another layout does not matter; a key
 * held down does not toggle it again and again.
 */
export function debugShortcutMatches(event: Pick<KeyboardEvent, 'ctrlKey' | 'altKey' | 'metaKey' | 'shiftKey' | 'code' | 'repeat'>): boolean {
  return event.ctrlKey && event.altKey && !event.metaKey && !event.shiftKey && !event.repeat && event.code === 'KeyD';
}
