import type { LocalizedText } from './messages.js';

export const sectorIds = ['food', 'health', 'retail', 'beauty', 'legal', 'finance', 'education', 'real-estate', 'automotive', 'technology', 'hospitality', 'construction', 'fitness', 'pets'] as const;
export type SectorId = (typeof sectorIds)[number];

export const sectorLabels: Readonly<Record<SectorId | 'unknown', LocalizedText>> = {
  food: { pt: 'Alimentação', en: 'Food' },
  health: { pt: 'Saúde', en: 'Health' },
  retail: { pt: 'Varejo', en: 'Retail' },
  beauty: { pt: 'Beleza e estética', en: 'Beauty' },
  legal: { pt: 'Jurídico', en: 'Legal' },
  finance: { pt: 'Finanças e contabilidade', en: 'Finance and accounting' },
  education: { pt: 'Educação', en: 'Education' },
  'real-estate': { pt: 'Imobiliário', en: 'Real estate' },
  automotive: { pt: 'Automotivo', en: 'Automotive' },
  technology: { pt: 'Tecnologia', en: 'Technology' },
  hospitality: { pt: 'Turismo e hospedagem', en: 'Travel and hospitality' },
  construction: { pt: 'Construção e reformas', en: 'Construction and home services' },
  fitness: { pt: 'Esporte e bem-estar', en: 'Sports and fitness' },
  pets: { pt: 'Pet', en: 'Pets' },
  unknown: { pt: 'Não identificado', en: 'Not identified' },
};

export interface BusinessTypeEntry {
  id: string;
  sector: SectorId;
  label: LocalizedText;
  /** Lower-case, without accents, pt and en; a plural 's' or 'es' is matched too. */
  keywords: readonly string[];
  /** schema.org types that name this kind of business. */
  schemaTypes: readonly string[];
}

/** Kinds of business, recognised by schema.org type or by keywords in Portuguese and English. */
export const businessTypes: readonly BusinessTypeEntry[] = [
  { id: 'bakery', sector: 'food', label: { pt: 'Padaria', en: 'Bakery' }, keywords: ['padaria', 'panificadora', 'panificacao', 'bakery'], schemaTypes: ['Bakery'] },
  { id: 'confectionery', sector: 'food', label: { pt: 'Confeitaria', en: 'Confectionery' }, keywords: ['confeitaria', 'doceria', 'docaria', 'patisserie', 'cake shop', 'bolos caseiros'], schemaTypes: [] },
  { id: 'pizzeria', sector: 'food', label: { pt: 'Pizzaria', en: 'Pizzeria' }, keywords: ['pizzaria', 'pizzeria'], schemaTypes: [] },
  { id: 'cafe', sector: 'food', label: { pt: 'Cafeteria', en: 'Coffee shop' }, keywords: ['cafeteria', 'coffee shop', 'cafe especial'], schemaTypes: ['CafeOrCoffeeShop'] },
  { id: 'ice-cream', sector: 'food', label: { pt: 'Sorveteria', en: 'Ice cream shop' }, keywords: ['sorveteria', 'gelateria', 'ice cream shop'], schemaTypes: ['IceCreamShop'] },
  { id: 'bar', sector: 'food', label: { pt: 'Bar', en: 'Bar' }, keywords: ['choperia', 'cervejaria', 'boteco', 'brewery', 'pub'], schemaTypes: ['BarOrPub', 'Brewery', 'Winery', 'Distillery'] },
  { id: 'restaurant', sector: 'food', label: { pt: 'Restaurante', en: 'Restaurant' }, keywords: ['restaurante', 'churrascaria', 'hamburgueria', 'lanchonete', 'marmitaria', 'delivery de comida', 'restaurant', 'bistro'], schemaTypes: ['Restaurant', 'FastFoodRestaurant', 'FoodEstablishment'] },
  { id: 'veterinary', sector: 'pets', label: { pt: 'Clínica veterinária', en: 'Veterinary clinic' }, keywords: ['clinica veterinaria', 'hospital veterinario', 'veterinaria', 'veterinario', 'veterinary', 'vet clinic'], schemaTypes: ['VeterinaryCare'] },
  { id: 'pet-shop', sector: 'pets', label: { pt: 'Pet shop', en: 'Pet shop' }, keywords: ['pet shop', 'petshop', 'banho e tosa', 'pet store'], schemaTypes: ['PetStore'] },
  { id: 'dentist', sector: 'health', label: { pt: 'Odontologia', en: 'Dentistry' }, keywords: ['dentista', 'odontologia', 'odontologica', 'odontologico', 'dentist', 'dental clinic', 'dentistry'], schemaTypes: ['Dentist'] },
  { id: 'pharmacy', sector: 'health', label: { pt: 'Farmácia', en: 'Pharmacy' }, keywords: ['farmacia', 'drogaria', 'pharmacy', 'drugstore'], schemaTypes: ['Pharmacy'] },
  { id: 'psychology', sector: 'health', label: { pt: 'Psicologia', en: 'Psychology' }, keywords: ['psicologo', 'psicologa', 'psicologia', 'psicoterapia', 'psychologist', 'psychotherapy'], schemaTypes: ['Psychiatric'] },
  { id: 'physiotherapy', sector: 'health', label: { pt: 'Fisioterapia', en: 'Physiotherapy' }, keywords: ['fisioterapia', 'fisioterapeuta', 'physiotherapy', 'physical therapy'], schemaTypes: ['Physiotherapy'] },
  { id: 'hospital', sector: 'health', label: { pt: 'Hospital', en: 'Hospital' }, keywords: ['hospital'], schemaTypes: ['Hospital'] },
  { id: 'clinic', sector: 'health', label: { pt: 'Clínica', en: 'Clinic' }, keywords: ['clinica', 'consultorio', 'clinic', 'medical center', 'centro medico', 'laboratorio de analises'], schemaTypes: ['MedicalClinic', 'MedicalBusiness', 'Physician', 'IndividualPhysician', 'PhysiciansOffice', 'MedicalOrganization', 'DiagnosticLab'] },
  { id: 'online-store', sector: 'retail', label: { pt: 'Loja online', en: 'Online store' }, keywords: ['loja virtual', 'loja online', 'e-commerce', 'ecommerce', 'online store', 'online shop'], schemaTypes: ['OnlineStore'] },
  { id: 'clothing', sector: 'retail', label: { pt: 'Moda e vestuário', en: 'Clothing and fashion' }, keywords: ['moda feminina', 'moda masculina', 'moda infantil', 'roupa', 'vestuario', 'clothing', 'apparel', 'fashion store'], schemaTypes: ['ClothingStore', 'MensClothingStore', 'ShoeStore'] },
  { id: 'grocery', sector: 'retail', label: { pt: 'Supermercado', en: 'Grocery store' }, keywords: ['supermercado', 'mercearia', 'hortifruti', 'emporio', 'grocery', 'supermarket'], schemaTypes: ['GroceryStore', 'ConvenienceStore'] },
  { id: 'store', sector: 'retail', label: { pt: 'Loja', en: 'Store' }, keywords: ['loja', 'boutique', 'store'], schemaTypes: ['Store'] },
  { id: 'beauty-salon', sector: 'beauty', label: { pt: 'Salão de beleza', en: 'Beauty salon' }, keywords: ['salao de beleza', 'cabeleireiro', 'cabeleireira', 'barbearia', 'manicure', 'estetica', 'beauty salon', 'hair salon', 'barbershop', 'barber shop', 'nail salon', 'day spa'], schemaTypes: ['BeautySalon', 'HairSalon', 'NailSalon', 'DaySpa', 'HealthAndBeautyBusiness', 'TattooParlor'] },
  { id: 'law-firm', sector: 'legal', label: { pt: 'Escritório de advocacia', en: 'Law firm' }, keywords: ['advocacia', 'advogado', 'advogada', 'escritorio de advocacia', 'law firm', 'lawyer', 'attorney'], schemaTypes: ['LegalService', 'Attorney'] },
  { id: 'notary', sector: 'legal', label: { pt: 'Cartório', en: 'Notary' }, keywords: ['cartorio', 'tabelionato', 'notary'], schemaTypes: ['Notary'] },
  { id: 'accounting', sector: 'finance', label: { pt: 'Contabilidade', en: 'Accounting' }, keywords: ['contabilidade', 'contador', 'contadora', 'escritorio contabil', 'assessoria contabil', 'accounting', 'accountant', 'bookkeeping'], schemaTypes: ['AccountingService'] },
  { id: 'insurance', sector: 'finance', label: { pt: 'Seguros', en: 'Insurance' }, keywords: ['corretora de seguros', 'seguradora', 'insurance'], schemaTypes: ['InsuranceAgency'] },
  { id: 'financial-services', sector: 'finance', label: { pt: 'Serviços financeiros', en: 'Financial services' }, keywords: ['financeira', 'consultoria financeira', 'investimentos', 'credito consignado', 'financial services', 'investment'], schemaTypes: ['FinancialService', 'BankOrCreditUnion'] },
  { id: 'language-school', sector: 'education', label: { pt: 'Escola de idiomas', en: 'Language school' }, keywords: ['escola de idiomas', 'curso de ingles', 'curso de espanhol', 'language school'], schemaTypes: [] },
  { id: 'university', sector: 'education', label: { pt: 'Faculdade', en: 'College' }, keywords: ['faculdade', 'universidade', 'centro universitario', 'university', 'college'], schemaTypes: ['CollegeOrUniversity'] },
  { id: 'school', sector: 'education', label: { pt: 'Escola', en: 'School' }, keywords: ['escola', 'colegio', 'educacao infantil', 'school'], schemaTypes: ['School', 'ElementarySchool', 'HighSchool', 'MiddleSchool', 'Preschool', 'EducationalOrganization'] },
  { id: 'courses', sector: 'education', label: { pt: 'Cursos e treinamentos', en: 'Courses and training' }, keywords: ['curso online', 'cursos profissionalizantes', 'treinamento', 'online course', 'training'], schemaTypes: [] },
  { id: 'real-estate-agency', sector: 'real-estate', label: { pt: 'Imobiliária', en: 'Real estate agency' }, keywords: ['imobiliaria', 'imoveis', 'corretor de imoveis', 'corretora de imoveis', 'real estate', 'realtor'], schemaTypes: ['RealEstateAgent'] },
  { id: 'auto-repair', sector: 'automotive', label: { pt: 'Oficina mecânica', en: 'Auto repair shop' }, keywords: ['oficina mecanica', 'auto center', 'funilaria', 'autoeletrica', 'auto repair', 'mechanic'], schemaTypes: ['AutoRepair', 'AutoBodyShop', 'MotorcycleRepair', 'TireShop', 'AutoPartsStore'] },
  { id: 'car-dealer', sector: 'automotive', label: { pt: 'Concessionária', en: 'Car dealership' }, keywords: ['concessionaria', 'seminovos', 'revenda de veiculos', 'car dealer', 'dealership'], schemaTypes: ['AutoDealer', 'MotorcycleDealer'] },
  { id: 'car-wash', sector: 'automotive', label: { pt: 'Lava-rápido', en: 'Car wash' }, keywords: ['lava-rapido', 'lava rapido', 'lava jato', 'estetica automotiva', 'car wash'], schemaTypes: ['AutoWash'] },
  { id: 'digital-agency', sector: 'technology', label: { pt: 'Agência digital', en: 'Digital agency' }, keywords: ['agencia digital', 'agencia de marketing', 'marketing digital', 'criacao de sites', 'digital agency', 'marketing agency', 'web design'], schemaTypes: [] },
  { id: 'software', sector: 'technology', label: { pt: 'Software', en: 'Software' }, keywords: ['software', 'saas', 'desenvolvimento de sistemas', 'desenvolvimento de aplicativos', 'software development', 'app development'], schemaTypes: ['SoftwareApplication'] },
  { id: 'it-services', sector: 'technology', label: { pt: 'Serviços de informática', en: 'IT services' }, keywords: ['informatica', 'assistencia tecnica', 'suporte tecnico', 'it services', 'tech support', 'computer repair'], schemaTypes: ['ComputerStore'] },
  { id: 'lodging', sector: 'hospitality', label: { pt: 'Hospedagem', en: 'Lodging' }, keywords: ['hotel', 'pousada', 'hostel', 'resort', 'chale', 'guesthouse', 'bed and breakfast'], schemaTypes: ['Hotel', 'LodgingBusiness', 'BedAndBreakfast', 'Hostel', 'Resort', 'Motel', 'Campground', 'VacationRental'] },
  { id: 'travel-agency', sector: 'hospitality', label: { pt: 'Agência de viagens', en: 'Travel agency' }, keywords: ['agencia de viagens', 'agencia de turismo', 'pacotes de viagem', 'travel agency', 'tour operator'], schemaTypes: ['TravelAgency', 'TouristInformationCenter'] },
  { id: 'construction', sector: 'construction', label: { pt: 'Construção e reformas', en: 'Construction and renovation' }, keywords: ['construtora', 'construcao civil', 'reformas', 'empreiteira', 'construction company', 'general contractor', 'renovation'], schemaTypes: ['GeneralContractor', 'HomeAndConstructionBusiness', 'RoofingContractor', 'HousePainter', 'HVACBusiness'] },
  { id: 'architecture', sector: 'construction', label: { pt: 'Arquitetura', en: 'Architecture' }, keywords: ['arquitetura', 'arquiteto', 'arquiteta', 'design de interiores', 'architecture', 'architect', 'interior design'], schemaTypes: [] },
  { id: 'home-services', sector: 'construction', label: { pt: 'Serviços residenciais', en: 'Home services' }, keywords: ['eletricista', 'encanador', 'chaveiro', 'dedetizadora', 'electrician', 'plumber', 'locksmith', 'pest control'], schemaTypes: ['Electrician', 'Plumber', 'Locksmith', 'MovingCompany'] },
  { id: 'gym', sector: 'fitness', label: { pt: 'Academia', en: 'Gym' }, keywords: ['academia de ginastica', 'academia', 'crossfit', 'pilates', 'musculacao', 'studio de treinamento', 'gym', 'fitness center'], schemaTypes: ['ExerciseGym', 'HealthClub', 'SportsActivityLocation', 'SportsClub'] },
];
