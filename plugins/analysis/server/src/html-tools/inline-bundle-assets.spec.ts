import { describe, expect, it } from 'vitest';
import { inlineBundleAssets } from './inline-bundle-assets.js';

const bundle = {
  origin: 'https://padaria.otimiza-demo.example',
  files: new Map([
    ['/img/pao.jpg', { contentType: 'image/jpeg', body: Buffer.from([0xff, 0xd8, 0xff]) }],
    ['/style.css', { contentType: 'text/css', body: Buffer.from('body{color:red}') }],
  ]),
};

describe('inlineBundleAssets', () => {
  it('turns the bundle’s images and stylesheets into data URIs, and leaves other references alone', () => {
    const html = inlineBundleAssets(
      '<html><head><link rel="stylesheet" href="/style.css"></head><body><img src="img/pao.jpg"><img src="https://cdn.example.com/x.png"><img src="/missing.png"></body></html>',
      'https://padaria.otimiza-demo.example/',
      bundle,
    );
    expect(html).toContain('href="data:text/css;base64,Ym9keXtjb2xvcjpyZWR9"');
    expect(html).toContain('src="data:image/jpeg;base64,/9j/"');
    expect(html).toContain('src="https://cdn.example.com/x.png"');
    expect(html).toContain('src="/missing.png"');
  });
});
