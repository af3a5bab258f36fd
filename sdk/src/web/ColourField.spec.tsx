import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ColourField } from './ColourField.js';

afterEach(cleanup);

function Controlled({ initial, seen }: { initial: string; seen: string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <ColourField
      label="Cor principal"
      testId="primary-colour"
      value={value}
      onChange={(next) => {
        seen.push(next);
        setValue(next);
      }}
    />
  );
}

describe('ColourField', () => {
  it('shows the colour as #RRGGBB text named by its label', () => {
    render(<Controlled initial="#2563EB" seen={[]} />);
    const text = screen.getByTestId('primary-colour') as HTMLInputElement;
    expect(text.value).toBe('#2563EB');
    expect(text.getAttribute('aria-label')).toBe('Cor principal');
    expect(text.maxLength).toBe(7);
  });

  it('hands every edit of the text to the form, valid or not yet (the form validates)', async () => {
    const seen: string[] = [];
    render(<Controlled initial="#2563EB" seen={seen} />);
    const text = screen.getByTestId('primary-colour') as HTMLInputElement;
    await userEvent.clear(text);
    await userEvent.type(text, '#0f0');
    expect(text.value).toBe('#0f0');
    expect(seen.at(-1)).toBe('#0f0');
  });

  it('keeps a text longer than a colour out', async () => {
    render(<Controlled initial="" seen={[]} />);
    const text = screen.getByTestId('primary-colour') as HTMLInputElement;
    await userEvent.type(text, '#12345678');
    expect(text.value).toBe('#123456');
  });
});
