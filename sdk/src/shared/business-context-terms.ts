import { sectorLabels } from './business-sectors.js';
import type { Language, LocalizedText } from './messages.js';

/**
 * The business context the analysis stores (page-context.ts) holds a schema.org type ('LocalBusiness',
 * 'Bakery'), a sector and an audience written in Portuguese ('Alimentação', 'Clientes de MG'). These
 * put them in words of either interface language, for the web and for the PDF alike.
 */
const businessTypes: Readonly<Record<string, LocalizedText>> = {
  LocalBusiness: { pt: 'Negócio local', en: 'Local business' },
  Organization: { pt: 'Organização', en: 'Organisation' },
  Corporation: { pt: 'Empresa', en: 'Company' },
  Store: { pt: 'Loja', en: 'Shop' },
  OnlineStore: { pt: 'Loja virtual', en: 'Online shop' },
  ClothingStore: { pt: 'Loja de roupas', en: 'Clothing shop' },
  Florist: { pt: 'Floricultura', en: 'Florist' },
  FoodEstablishment: { pt: 'Estabelecimento de alimentação', en: 'Food establishment' },
  Restaurant: { pt: 'Restaurante', en: 'Restaurant' },
  Bakery: { pt: 'Padaria', en: 'Bakery' },
  CafeOrCoffeeShop: { pt: 'Cafeteria', en: 'Café' },
  Dentist: { pt: 'Consultório odontológico', en: 'Dental practice' },
  Physician: { pt: 'Consultório médico', en: 'Medical practice' },
  MedicalClinic: { pt: 'Clínica médica', en: 'Medical clinic' },
  LegalService: { pt: 'Serviço jurídico', en: 'Legal service' },
  Attorney: { pt: 'Escritório de advocacia', en: 'Law firm' },
  AccountingService: { pt: 'Escritório de contabilidade', en: 'Accounting firm' },
  RealEstateAgent: { pt: 'Imobiliária', en: 'Estate agency' },
  BeautySalon: { pt: 'Salão de beleza', en: 'Beauty salon' },
  HairSalon: { pt: 'Cabeleireiro', en: 'Hair salon' },
  ExerciseGym: { pt: 'Academia', en: 'Gym' },
  EducationalOrganization: { pt: 'Instituição de ensino', en: 'Educational institution' },
  School: { pt: 'Escola', en: 'School' },
  Hotel: { pt: 'Hotel', en: 'Hotel' },
  LodgingBusiness: { pt: 'Hospedagem', en: 'Lodging' },
  AutoRepair: { pt: 'Oficina mecânica', en: 'Car repair shop' },
  ProfessionalService: { pt: 'Serviço profissional', en: 'Professional service' },
};

const sectors: Readonly<Record<string, LocalizedText>> = {
  Alimentação: { pt: 'Alimentação', en: 'Food' },
  Saúde: { pt: 'Saúde', en: 'Health' },
  Jurídico: { pt: 'Jurídico', en: 'Legal' },
  Contabilidade: { pt: 'Contabilidade', en: 'Accounting' },
  Imobiliário: { pt: 'Imobiliário', en: 'Real estate' },
  Beleza: { pt: 'Beleza', en: 'Beauty' },
  Fitness: { pt: 'Fitness', en: 'Fitness' },
  Educação: { pt: 'Educação', en: 'Education' },
  Hospedagem: { pt: 'Hospedagem', en: 'Lodging' },
  Automotivo: { pt: 'Automotivo', en: 'Automotive' },
  Tecnologia: { pt: 'Tecnologia', en: 'Technology' },
  Varejo: { pt: 'Varejo', en: 'Retail' },
};

/** A schema.org type name in words: 'HomeAndConstructionBusiness' → 'Home and construction business'. */
export function typeNameInWords(type: string): string {
  const words = type.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A schema.org type in words; a type without a name here is split into its words. */
export function businessTypeLabel(type: string, language: Language): string {
  return businessTypes[type]?.[language] ?? typeNameInWords(type);
}

/** The sectors of `sectorLabels` by their Portuguese name (what the analysis stores), beside the older names above. */
const sectorsByPortugueseName: Readonly<Record<string, LocalizedText>> = Object.fromEntries(Object.values(sectorLabels).map((label) => [label.pt, label]));

export function sectorLabel(sector: string, language: Language): string {
  return (sectorsByPortugueseName[sector] ?? sectors[sector])?.[language] ?? sector;
}

/** The audience the analysis wrote ('Clientes de {place}', 'Compradores online'), in the given language. */
export function audienceLabel(audience: string, language: Language): string {
  const local = /^Clientes de (.+)$/.exec(audience);
  if (local) return language === 'pt' ? audience : `Customers in ${local[1]}`;
  if (audience === 'Compradores online') return language === 'pt' ? audience : 'Online shoppers';
  return audience;
}
