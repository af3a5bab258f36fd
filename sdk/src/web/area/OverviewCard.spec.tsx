import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OverviewCardsLoading } from './OverviewCard.js';

afterEach(cleanup);

describe('OverviewCardsLoading', () => {
  it('is a busy row named by its label, with a skeleton card for each of the four figures', () => {
    render(<OverviewCardsLoading label="Carregando resumo" />);
    const row = screen.getByLabelText('Carregando resumo');
    expect(row.getAttribute('aria-busy')).toBe('true');
    expect(row.querySelectorAll('.ant-card .ant-skeleton')).toHaveLength(4);
  });
});
