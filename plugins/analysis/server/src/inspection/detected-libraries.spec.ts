import { describe, expect, it } from 'vitest';
import { detectedLibraries, libraryInScriptUrl } from './detected-libraries.js';

describe('libraries and their versions', () => {
  it('reads the version in the script URLs that packages and CDNs use', () => {
    expect(libraryInScriptUrl('https://doceria.com.br/js/jquery-3.4.1.min.js')).toEqual({ name: 'jquery', version: '3.4.1' });
    expect(libraryInScriptUrl('https://cdn.jsdelivr.net/npm/jquery@3.4.1/dist/jquery.min.js')).toEqual({ name: 'jquery', version: '3.4.1' });
    expect(libraryInScriptUrl('https://cdnjs.cloudflare.com/ajax/libs/jquery/1.12.4/jquery.min.js')).toEqual({ name: 'jquery', version: '1.12.4' });
    expect(libraryInScriptUrl('https://code.jquery.com/ui/1.12.1/jquery-ui.min.js')).toEqual({ name: 'jquery-ui', version: '1.12.1' });
    expect(libraryInScriptUrl('https://code.jquery.com/jquery-ui-1.12.1.min.js')).toEqual({ name: 'jquery-ui', version: '1.12.1' });
    expect(libraryInScriptUrl('https://unpkg.com/lodash@4.17.15/lodash.min.js')).toEqual({ name: 'lodash', version: '4.17.15' });
    expect(libraryInScriptUrl('https://cdn.jsdelivr.net/npm/bootstrap@4.3.1/dist/js/bootstrap.bundle.min.js')).toEqual({ name: 'bootstrap', version: '4.3.1' });
    expect(libraryInScriptUrl('https://unpkg.com/react@16.4.0/umd/react.production.min.js')).toEqual({ name: 'react', version: '16.4.0' });
    expect(libraryInScriptUrl('https://cdnjs.cloudflare.com/ajax/libs/moment.js/2.29.1/moment.min.js')).toEqual({ name: 'moment', version: '2.29.1' });
  });

  it('does not take a plugin, a sibling package or a WordPress ?ver= for the library', () => {
    expect(libraryInScriptUrl('https://site.com.br/js/jquery-migrate-3.3.2.min.js')).toBeNull();
    expect(libraryInScriptUrl('https://cdnjs.cloudflare.com/ajax/libs/jquery-validate/1.19.0/jquery.validate.min.js')).toBeNull();
    expect(libraryInScriptUrl('https://unpkg.com/react-dom@16.4.0/umd/react-dom.production.min.js')).toBeNull();
    expect(libraryInScriptUrl('https://site.com.br/wp-includes/js/jquery/jquery.min.js?ver=6.5.2')).toBeNull();
    expect(libraryInScriptUrl('não é URL')).toBeNull();
  });

  it('lists each library and version once, the running global first, and keeps a second version loaded by URL', () => {
    const libraries = detectedLibraries(
      [
        { name: 'jquery', global: 'jQuery.fn.jquery', version: '3.5.1' },
        { name: 'bootstrap', global: 'jQuery.fn.tooltip.Constructor.VERSION', version: '4.3.1 custom' },
      ],
      ['https://site.com.br/js/jquery-3.5.1.min.js', 'https://site.com.br/js/jquery-1.12.4.min.js', 'https://site.com.br/js/app.js'],
    );
    expect(libraries).toEqual([
      { name: 'jquery', version: '3.5.1', source: 'global:jQuery.fn.jquery' },
      { name: 'bootstrap', version: '4.3.1', source: 'global:jQuery.fn.tooltip.Constructor.VERSION' },
      { name: 'jquery', version: '1.12.4', source: 'https://site.com.br/js/jquery-1.12.4.min.js' },
    ]);
  });
});
