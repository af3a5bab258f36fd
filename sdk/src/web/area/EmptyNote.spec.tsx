import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EmptyNote } from './EmptyNote.js';

afterEach(cleanup);

describe('EmptyNote', () => {
  it('says what is missing and what to do, with the action below', () => {
    render(
      <EmptyNote title="Nenhum PDF gerado ainda" description="Use “Baixar PDF” numa análise." testId="pdfs-empty">
        <button>Fazer uma análise</button>
      </EmptyNote>,
    );
    const note = screen.getByTestId('pdfs-empty');
    expect(note.querySelector('strong')?.textContent).toBe('Nenhum PDF gerado ainda');
    expect(note.textContent).toContain('Use “Baixar PDF” numa análise.');
    expect(note.querySelector('.ant-empty-footer')?.textContent).toBe('Fazer uma análise');
    expect(note.closest('.ant-card')).toBeNull();
  });

  it('has no footer when there is no action, nor a grey line when there is no description', () => {
    const { container } = render(<EmptyNote title="Dados insuficientes" />);
    expect(container.querySelector('.ant-empty-footer')).toBeNull();
    expect(container.querySelector('.ant-typography-secondary')).toBeNull();
    expect(container.querySelector('.ant-empty-description')?.textContent).toBe('Dados insuficientes');
  });
});
