import { describe, expect, it } from 'vitest';
import { testPage } from '../../common/test-page.fixture.js';
import { mapCheck } from './map.check.js';

const check = (body: string) => mapCheck(testPage(body));

describe('map', () => {
  it('passes with an embedded Google Maps or OpenStreetMap iframe', () => {
    const google = check('<iframe src="https://www.google.com/maps/embed?pb=!1m18" width="600"></iframe>');
    expect(google).toEqual({ id: 'map', found: true, evidence: '<iframe src="https://www.google.com/maps/embed?pb=!1m18">' });
    expect(check('<iframe src="https://www.openstreetmap.org/export/embed.html?bbox=-46.7,-23.6"></iframe>').found).toBe(true);
  });

  it('passes with a link that opens a maps app', () => {
    expect(check('<a href="https://maps.app.goo.gl/abc123">Como chegar</a>').evidence).toBe('https://maps.app.goo.gl/abc123');
    expect(check('<a href="https://waze.com/ul?ll=-23.5,-46.6">Waze</a>').found).toBe(true);
  });

  it('fails with a video iframe and no maps link', () => {
    expect(check('<iframe src="https://www.youtube.com/embed/x"></iframe><a href="/contato">Contato</a>')).toEqual({ id: 'map', found: false, evidence: null });
  });
});
