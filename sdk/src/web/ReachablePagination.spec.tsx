import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ReachablePagination, reachableItems } from './ReachablePagination.js';

afterEach(cleanup);

function Pages({ total, onChange = () => undefined }: { total: number; onChange?: (page: number) => void }) {
  return (
    <ReachablePagination
      page={1}
      pageSize={20}
      total={total}
      onChange={onChange}
      locale="pt-BR"
      beyondReach={(reachable) => `As páginas alcançam as ${reachable} mais recentes.`}
      beyondReachTestId="pages-reach"
    />
  );
}

describe('reachableItems', () => {
  it('is the whole pages within the server offset limit', () => {
    expect(reachableItems(20)).toBe(10_000);
    expect(reachableItems(12)).toBe(9_996);
  });
});

describe('ReachablePagination', () => {
  it('shows nothing when the list fits one page', () => {
    const { container } = render(<Pages total={20} />);
    expect(container.innerHTML).toBe('');
  });

  it('shows the pages of a longer list and moves to the one picked', async () => {
    const picked: number[] = [];
    render(<Pages total={45} onChange={(page) => picked.push(page)} />);
    expect(screen.getAllByRole('listitem').filter((item) => item.getAttribute('title') === '3')).toHaveLength(1);
    expect(screen.queryByTestId('pages-reach')).toBeNull();
    await userEvent.click(screen.getByTitle('2'));
    expect(picked).toEqual([2]);
  });

  it('counts only the pages it reaches and says how far, in the locale, beyond them', () => {
    render(<Pages total={25_000} />);
    expect(screen.getByTitle('500')).toBeTruthy();
    expect(screen.queryByTitle('501')).toBeNull();
    expect(screen.getByTestId('pages-reach').textContent).toBe('As páginas alcançam as 10.000 mais recentes.');
  });
});
