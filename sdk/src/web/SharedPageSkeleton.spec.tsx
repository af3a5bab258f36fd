import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SharedPageSkeleton } from './SharedPageSkeleton.js';

afterEach(cleanup);

describe('SharedPageSkeleton', () => {
  it('is busy, named by its label, with a banner block of the given size above the lines', () => {
    render(<SharedPageSkeleton label="Carregando relatório" bannerHeight={180} bannerRadius={16} />);
    const page = screen.getByLabelText('Carregando relatório');
    expect(page.getAttribute('aria-busy')).toBe('true');
    const banner = page.querySelector<HTMLElement>('.ant-skeleton-node');
    expect(banner?.style.height).toBe('180px');
    expect(banner?.style.borderRadius).toBe('16px');
    expect(page.querySelectorAll('.ant-skeleton-paragraph li')).toHaveLength(4);
  });
});
