/** schema.org LocalBusiness and its subtypes (direct and nested), as of the current vocabulary. */
export const localBusinessTypes: ReadonlySet<string> = new Set([
  'LocalBusiness',
  // direct subtypes
  'AnimalShelter', 'ArchiveOrganization', 'AutomotiveBusiness', 'ChildCare', 'Dentist', 'DryCleaningOrLaundry', 'EmergencyService',
  'EmploymentAgency', 'EntertainmentBusiness', 'FinancialService', 'FoodEstablishment', 'GovernmentOffice', 'HealthAndBeautyBusiness',
  'HomeAndConstructionBusiness', 'InternetCafe', 'LegalService', 'Library', 'LodgingBusiness', 'MedicalBusiness', 'ProfessionalService',
  'RadioStation', 'RealEstateAgent', 'RecyclingCenter', 'SelfStorage', 'ShoppingCenter', 'SportsActivityLocation', 'Store',
  'TelevisionStation', 'TouristInformationCenter', 'TravelAgency',
  // AutomotiveBusiness
  'AutoBodyShop', 'AutoDealer', 'AutoPartsStore', 'AutoRental', 'AutoRepair', 'AutoWash', 'GasStation', 'MotorcycleDealer', 'MotorcycleRepair',
  // EmergencyService
  'FireStation', 'Hospital', 'PoliceStation',
  // EntertainmentBusiness
  'AdultEntertainment', 'AmusementPark', 'ArtGallery', 'Casino', 'ComedyClub', 'MovieTheater', 'NightClub',
  // FinancialService
  'AccountingService', 'AutomatedTeller', 'BankOrCreditUnion', 'InsuranceAgency',
  // FoodEstablishment
  'Bakery', 'BarOrPub', 'Brewery', 'CafeOrCoffeeShop', 'Distillery', 'FastFoodRestaurant', 'IceCreamShop', 'Restaurant', 'Winery',
  // GovernmentOffice
  'PostOffice',
  // HealthAndBeautyBusiness
  'BeautySalon', 'DaySpa', 'HairSalon', 'HealthClub', 'NailSalon', 'TattooParlor',
  // HomeAndConstructionBusiness
  'Electrician', 'GeneralContractor', 'HVACBusiness', 'HousePainter', 'Locksmith', 'MovingCompany', 'Plumber', 'RoofingContractor',
  // LegalService
  'Attorney', 'Notary',
  // LodgingBusiness
  'BedAndBreakfast', 'Campground', 'Hostel', 'Hotel', 'Motel', 'Resort', 'VacationRental',
  // MedicalBusiness
  'CommunityHealth', 'CovidTestingFacility', 'Dermatology', 'DietNutrition', 'Emergency', 'Geriatric', 'Gynecologic', 'MedicalClinic',
  'Midwifery', 'Nursing', 'Obstetric', 'Oncologic', 'Optician', 'Optometric', 'Otolaryngologic', 'Pediatric', 'Pharmacy', 'Physician',
  'IndividualPhysician', 'PhysiciansOffice', 'Physiotherapy', 'PlasticSurgery', 'Podiatric', 'PrimaryCare', 'Psychiatric', 'PublicHealth',
  // SportsActivityLocation
  'BowlingAlley', 'ExerciseGym', 'GolfCourse', 'PublicSwimmingPool', 'SkiResort', 'SportsClub', 'StadiumOrArena', 'TennisComplex',
  // Store
  'BikeStore', 'BookStore', 'ClothingStore', 'ComputerStore', 'ConvenienceStore', 'DepartmentStore', 'ElectronicsStore', 'Florist',
  'FurnitureStore', 'GardenStore', 'GroceryStore', 'HardwareStore', 'HobbyShop', 'HomeGoodsStore', 'JewelryStore', 'LiquorStore',
  'MensClothingStore', 'MobilePhoneStore', 'MovieRentalStore', 'MusicStore', 'OfficeEquipmentStore', 'OutletStore', 'PawnShop',
  'PetStore', 'ShoeStore', 'SportingGoodsStore', 'TireShop', 'ToyStore', 'WholesaleStore',
]);

/** schema.org Organization and its subtypes that name a company or institution (LocalBusiness included). */
export const organizationTypes: ReadonlySet<string> = new Set([
  ...localBusinessTypes,
  'Organization', 'Corporation', 'OnlineBusiness', 'OnlineStore', 'NGO', 'Cooperative', 'EducationalOrganization', 'CollegeOrUniversity',
  'School', 'ElementarySchool', 'HighSchool', 'MiddleSchool', 'Preschool', 'MedicalOrganization', 'VeterinaryCare', 'DiagnosticLab',
  'SportsOrganization', 'SportsTeam', 'NewsMediaOrganization', 'GovernmentOrganization', 'ResearchOrganization', 'PerformingGroup',
  'Airline', 'Consortium', 'WorkersUnion', 'PoliticalParty', 'LibrarySystem', 'FundingScheme', 'SearchRescueOrganization',
]);
