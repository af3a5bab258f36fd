import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { visibleText } from './visible-text.js';

describe('visibleText', () => {
  it('keeps the body text, leaves out scripts, styles and templates, and separates blocks', () => {
    const $ = load(
      '<html><head><title>T</title></head><body><p>Olá</p><p>mundo <b>forte</b></p><script>var x = "escondido";</script><style>p{}</style><template>modelo</template><li>um</li><li>dois</li></body></html>',
    );
    expect(visibleText($)).toBe('Olá mundo forte um dois');
  });

  it('reads a fragment without a body', () => {
    expect(visibleText(load('<div>a</div><div>b</div>', null, false))).toBe('a b');
  });
});
