import { describe, expect, it } from 'vitest';
import { parseSearch } from '../../kernel/app/searchParams';
import { investorDemoPath, investorDemoUrl } from './demoLink';

describe('the investor demo link', () => {
  it('is /?pro-demo=true&investor=true without a name', () => {
    expect(investorDemoPath()).toBe('/?pro-demo=true&investor=true');
    expect(investorDemoPath('   ')).toBe('/?pro-demo=true&investor=true');
    expect(investorDemoUrl('https://otimiza.com.br')).toBe('https://otimiza.com.br/?pro-demo=true&investor=true');
  });

  it('carries the investor name as the server keeps it: one line, encoded, read back by the router’s parser', () => {
    const path = investorDemoPath('  Fundo\nAurora & Cia  ');
    expect(path.startsWith('/?pro-demo=true&investor=true&investorName=')).toBe(true);
    expect(parseSearch(path.slice(1))).toEqual({ 'pro-demo': 'true', investor: 'true', investorName: 'Fundo Aurora & Cia' });
  });
});
