import { describe, expect, it } from 'vitest';
import { audienceLabel, businessTypeLabel, sectorLabel, typeNameInWords } from './business-context-terms.js';

describe('business context terms', () => {
  it('names schema.org types in either language, and splits unknown ones into words', () => {
    expect(businessTypeLabel('LocalBusiness', 'pt')).toBe('Negócio local');
    expect(businessTypeLabel('LocalBusiness', 'en')).toBe('Local business');
    expect(businessTypeLabel('HomeAndConstructionBusiness', 'en')).toBe('Home and construction business');
    expect(typeNameInWords('Store')).toBe('Store');
  });

  it('translates the sectors and audiences the analysis writes in Portuguese, and keeps anything else', () => {
    expect(sectorLabel('Alimentação', 'en')).toBe('Food');
    expect(sectorLabel('Beleza e estética', 'en')).toBe('Beauty');
    expect(sectorLabel('Cerimonial', 'en')).toBe('Cerimonial');
    expect(audienceLabel('Clientes de MG', 'en')).toBe('Customers in MG');
    expect(audienceLabel('Clientes de MG', 'pt')).toBe('Clientes de MG');
    expect(audienceLabel('Compradores online', 'en')).toBe('Online shoppers');
    expect(audienceLabel('Famílias', 'en')).toBe('Famílias');
  });
});
