import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ScrollArea } from './ScrollArea.js';

afterEach(cleanup);

describe('ScrollArea', () => {
  it('is a named region a keyboard user can focus, holding its list', () => {
    render(
      <ScrollArea label="Campanhas" testId="campaigns-scroll">
        <ul>
          <li>Black Friday</li>
        </ul>
      </ScrollArea>,
    );
    const region = screen.getByRole('region', { name: 'Campanhas' });
    expect(region.getAttribute('tabindex')).toBe('0');
    expect(region.getAttribute('data-testid')).toBe('campaigns-scroll');
    expect(region.textContent).toBe('Black Friday');
  });

  it('scrolls inside 600 px and never sideways', () => {
    render(<ScrollArea label="Lista">{null}</ScrollArea>);
    const style = screen.getByRole('region', { name: 'Lista' }).style;
    expect(style.maxHeight).toBe('600px');
    expect(style.overflowY).toBe('auto');
    expect(style.overflowX).toBe('hidden');
  });
});
