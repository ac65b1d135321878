/**
 * The demo school's catalog. References between records use keys (slugs and codes); the seeder
 * turns them into ids. Images are relative URLs served by the API's placeholder route
 * (`/api/media/{kind}/{slug}.svg`) or null: no external image hosts.
 */

export type Day = 'Mon' | 'Tue' | 'Wed' | 'Thu' | 'Fri' | 'Sat' | 'Sun';

export interface LocationSeed {
  key: string;
  name: string;
  street: string;
  city: string;
  stateCode: string;
  zip: string;
  county: string;
  directions: string;
}

export interface InstructorSeed {
  key: string;
  firstName: string;
  lastName: string;
  email: string;
  bio: string;
  image: boolean;
  address: string;
}

export interface CategorySeed {
  key: string;
  title: string;
  description: string;
  image: boolean;
}

export interface CourseSeed {
  code: string;
  slug: string;
  title: string;
  description: string;
  /** Topics of the syllabus, turned into HTML by the seeder. */
  syllabus: string[];
  /** Out of 5 (one decimal); shown as a percent. */
  rating: number;
  /** Above 0 rising, 0 steady, below 0 falling (-5 to 5); the demo has each. */
  trendLevel: number;
  categories: string[];
}

export interface ClassSeed {
  code: string;
  course: string;
  title?: string;
  start: string;
  end: string;
  days: Day[];
  time: [string, string] | null;
  location: string | null;
  instructor: string | null;
  price: number;
  hours: number;
  capacity: number;
  offlineEnrolled?: number;
  hideCost?: boolean;
  hideHours?: boolean;
  showSeats?: boolean;
  waitlist?: boolean;
  registration?: 'cart' | 'form' | 'nocost' | 'rapidapp';
  status?: 'open' | 'closed' | 'soon';
  opensOn?: string;
  registrationFormId?: number;
  applicationFormId?: number;
  info?: string;
  featured?: boolean;
}

export interface PathwaySeed {
  code: string;
  slug: string;
  title: string;
  description: string;
  rating: number;
  trendLevel: number;
  price: number;
  capacity: number;
  offlineEnrolled?: number;
  categories: string[];
  nodes: string[];
  registration?: 'cart' | 'form' | 'rapidapp';
  status?: 'open' | 'closed' | 'soon';
  opensOn?: string;
  registrationFormId?: number;
  applicationFormId?: number;
  hideCost?: boolean;
  hideHours?: boolean;
  info?: string;
  featured?: boolean;
}

export const locations: LocationSeed[] = [
  {
    key: 'main',
    name: 'Main Campus, Hartley Hall',
    street: '1200 Riverside Drive',
    city: 'Riverbend',
    stateCode: 'OH',
    zip: '43215',
    county: 'Franklin',
    directions: 'Free parking in Lot B; Hartley Hall is the brick building facing the river.',
  },
  {
    key: 'downtown',
    name: 'Downtown Learning Center',
    street: '45 Market Street, Suite 300',
    city: 'Riverbend',
    stateCode: 'OH',
    zip: '43216',
    county: 'Franklin',
    directions: 'Third floor. Validated parking at the Market Street garage.',
  },
  {
    key: 'trades',
    name: 'Westside Trades Center',
    street: '880 Foundry Road',
    city: 'West Riverbend',
    stateCode: 'OH',
    zip: '43228',
    county: 'Franklin',
    directions: 'Enter through the shop doors on the north side. Safety glasses required in the labs.',
  },
  {
    key: 'health',
    name: 'Health Sciences Building',
    street: '300 Medical Park Way',
    city: 'Riverbend',
    stateCode: 'OH',
    zip: '43219',
    county: 'Franklin',
    directions: 'Across from Riverbend General Hospital, second floor simulation labs.',
  },
  {
    key: 'kitchen',
    name: 'Culinary Institute Kitchens',
    street: '18 Harbor Lane',
    city: 'Riverbend',
    stateCode: 'OH',
    zip: '43215',
    county: 'Franklin',
    directions: 'Side entrance on Harbor Lane. Bring non-slip shoes.',
  },
];

export const instructors: InstructorSeed[] = [
  {
    key: 'mreyes',
    firstName: 'Marco',
    lastName: 'Reyes',
    email: 'm.reyes@riverbend.example.edu',
    bio: 'AWS Certified Welding Inspector with 18 years in structural and pipeline fabrication. Marco has taught welding at Riverbend since 2014.',
    image: true,
    address: 'Westside Trades Center, West Riverbend, OH',
  },
  {
    key: 'dokafor',
    firstName: 'Danielle',
    lastName: 'Okafor',
    email: 'd.okafor@riverbend.example.edu',
    bio: 'Registered nurse (BSN) and certified nursing-assistant program director. Danielle spent a decade in long-term and acute care before teaching.',
    image: true,
    address: 'Health Sciences Building, Riverbend, OH',
  },
  {
    key: 'pnguyen',
    firstName: 'Peter',
    lastName: 'Nguyen',
    email: 'p.nguyen@riverbend.example.edu',
    bio: 'Network engineer and CompTIA-certified trainer. Peter helps career changers earn their first IT certifications.',
    image: true,
    address: 'Downtown Learning Center, Riverbend, OH',
  },
  {
    key: 'sbrennan',
    firstName: 'Sarah',
    lastName: 'Brennan',
    email: 's.brennan@riverbend.example.edu',
    bio: 'Certified Public Accountant and small-business consultant. Sarah teaches bookkeeping, payroll and entrepreneurship.',
    image: false,
    address: 'Downtown Learning Center, Riverbend, OH',
  },
  {
    key: 'lmoreau',
    firstName: 'Luc',
    lastName: 'Moreau',
    email: 'l.moreau@riverbend.example.edu',
    bio: 'Executive chef trained in Lyon, former owner of a Riverbend bistro, and ServSafe instructor.',
    image: true,
    address: 'Culinary Institute Kitchens, Riverbend, OH',
  },
  {
    key: 'jharper',
    firstName: 'James',
    lastName: 'Harper',
    email: 'j.harper@riverbend.example.edu',
    bio: 'Licensed master electrician and HVAC technician with 25 years in residential and commercial service.',
    image: false,
    address: 'Westside Trades Center, West Riverbend, OH',
  },
  {
    key: 'agarcia',
    firstName: 'Ana',
    lastName: 'Garcia',
    email: 'a.garcia@riverbend.example.edu',
    bio: 'Language teacher (Spanish and ESL) with a master’s degree in applied linguistics.',
    image: true,
    address: 'Main Campus, Riverbend, OH',
  },
  {
    key: 'kwilliams',
    firstName: 'Kendra',
    lastName: 'Williams',
    email: 'k.williams@riverbend.example.edu',
    bio: 'Graphic designer and photographer; Kendra runs the college’s digital arts studio.',
    image: true,
    address: 'Main Campus, Riverbend, OH',
  },
  {
    key: 'tchen',
    firstName: 'Theresa',
    lastName: 'Chen',
    email: 't.chen@riverbend.example.edu',
    bio: 'Early-childhood educator and former preschool director, holds a Child Development Associate credential.',
    image: false,
    address: 'Main Campus, Riverbend, OH',
  },
];

export const categories: CategorySeed[] = [
  {
    key: 'welding',
    title: 'Welding & Fabrication',
    description:
      'Hands-on training in MIG, TIG and stick welding, blueprint reading and metal fabrication, preparing you for AWS certification.',
    image: true,
  },
  {
    key: 'healthcare',
    title: 'Healthcare',
    description:
      'Entry-level healthcare careers: nursing assistant, phlebotomy, medical billing and CPR certification.',
    image: true,
  },
  {
    key: 'it',
    title: 'Information Technology',
    description:
      'Computer support, networking, cybersecurity and programming courses aligned with industry certifications.',
    image: true,
  },
  {
    key: 'business',
    title: 'Business & Management',
    description:
      'Bookkeeping, payroll, project management and the skills to start and grow a small business.',
    image: true,
  },
  {
    key: 'culinary',
    title: 'Culinary Arts',
    description:
      'Professional cooking and baking techniques, kitchen management and food safety certification.',
    image: true,
  },
  {
    key: 'trades',
    title: 'Skilled Trades',
    description: 'Electrical, HVAC and building-maintenance programs with lab time on real equipment.',
    image: true,
  },
  {
    key: 'languages',
    title: 'Languages & ESL',
    description: 'Conversational Spanish and English as a Second Language for work and everyday life.',
    image: false,
  },
  {
    key: 'arts',
    title: 'Arts & Design',
    description:
      'Graphic design, digital photography and creative software for portfolios and personal projects.',
    image: true,
  },
  {
    key: 'education',
    title: 'Early Childhood Education',
    description:
      'Courses toward the Child Development Associate credential and work in preschools and childcare centers.',
    image: false,
  },
  {
    key: 'enrichment',
    title: 'Personal Enrichment',
    description:
      'Short, no-pressure courses for fun and personal growth: wellness, money management and more.',
    image: true,
  },
];

export const courses: CourseSeed[] = [
  {
    code: 'WEL-101',
    slug: 'welding-fundamentals',
    title: 'Welding Fundamentals',
    description:
      'Learn shop safety, equipment setup and the basics of SMAW (stick) and GMAW (MIG) welding in flat and horizontal positions.',
    syllabus: [
      'Shop safety and PPE',
      'Welding power sources and polarity',
      'SMAW in flat and horizontal positions',
      'GMAW short-circuit transfer',
      'Visual inspection of welds',
    ],
    rating: 4.7,
    trendLevel: 3,
    categories: ['welding', 'trades'],
  },
  {
    code: 'WEL-201',
    slug: 'tig-welding',
    title: 'TIG Welding (GTAW)',
    description: 'Precision gas tungsten arc welding on carbon steel, stainless steel and aluminum.',
    syllabus: [
      'Tungsten selection and preparation',
      'Shielding gases',
      'Carbon and stainless steel joints',
      'Aluminum with AC balance',
      'Bend-test preparation',
    ],
    rating: 4.8,
    trendLevel: 0,
    categories: ['welding'],
  },
  {
    code: 'WEL-150',
    slug: 'blueprint-reading',
    title: 'Blueprint Reading for Welders',
    description: 'Read fabrication drawings and welding symbols, and compute material lists from prints.',
    syllabus: ['Lines and views', 'Dimensions and tolerances', 'AWS welding symbols', 'Bills of materials'],
    rating: 4.3,
    trendLevel: -1,
    categories: ['welding'],
  },
  {
    code: 'HLT-110',
    slug: 'nursing-assistant',
    title: 'State Tested Nursing Assistant (STNA)',
    description:
      'Classroom, lab and clinical training that prepares you for the state nursing-assistant exam.',
    syllabus: [
      'Role of the nurse aide',
      'Infection control',
      'Vital signs',
      'Personal care skills',
      'Clinical rotation (16 hours)',
    ],
    rating: 4.9,
    trendLevel: 3,
    categories: ['healthcare'],
  },
  {
    code: 'HLT-120',
    slug: 'phlebotomy',
    title: 'Phlebotomy Technician',
    description:
      'Venipuncture and capillary collection, specimen handling and lab safety, with supervised practice.',
    syllabus: [
      'Anatomy of the circulatory system',
      'Order of draw',
      'Venipuncture technique',
      'Specimen processing',
      'Externship preparation',
    ],
    rating: 4.6,
    trendLevel: 2,
    categories: ['healthcare'],
  },
  {
    code: 'HLT-100',
    slug: 'cpr-first-aid',
    title: 'CPR, AED and First Aid',
    description: 'American Heart Association Heartsaver CPR, AED and first-aid certification in one day.',
    syllabus: [
      'Adult, child and infant CPR',
      'Using an AED',
      'Choking relief',
      'First aid for common emergencies',
    ],
    rating: 4.5,
    trendLevel: 1,
    categories: ['healthcare', 'enrichment'],
  },
  {
    code: 'HLT-140',
    slug: 'medical-billing',
    title: 'Medical Billing and Coding',
    description: 'ICD-10-CM and CPT coding, insurance claims and revenue-cycle basics for medical offices.',
    syllabus: [
      'Medical terminology review',
      'ICD-10-CM coding',
      'CPT and HCPCS coding',
      'Claims and reimbursement',
      'Compliance and HIPAA',
    ],
    rating: 4.2,
    trendLevel: 0,
    categories: ['healthcare', 'business'],
  },
  {
    code: 'ITS-101',
    slug: 'it-fundamentals',
    title: 'IT Fundamentals (CompTIA A+ Prep)',
    description: 'Hardware, operating systems, troubleshooting and customer service for help-desk roles.',
    syllabus: [
      'PC hardware and components',
      'Windows, macOS and Linux basics',
      'Troubleshooting methodology',
      'Networking basics',
      'Security fundamentals',
      'Exam practice',
    ],
    rating: 4.4,
    trendLevel: 3,
    categories: ['it'],
  },
  {
    code: 'ITS-210',
    slug: 'networking-essentials',
    title: 'Networking Essentials (Network+ Prep)',
    description: 'TCP/IP, routing and switching, wireless networks and network troubleshooting.',
    syllabus: [
      'OSI and TCP/IP models',
      'IP addressing and subnetting',
      'Switching and VLANs',
      'Routing basics',
      'Wireless and network security',
    ],
    rating: 4.5,
    trendLevel: 2,
    categories: ['it'],
  },
  {
    code: 'ITS-230',
    slug: 'cybersecurity-basics',
    title: 'Cybersecurity Basics',
    description: 'Threats, defenses and security operations: a first step toward Security+.',
    syllabus: [
      'Threat landscape',
      'Identity and access management',
      'Secure networks',
      'Incident response',
      'Security policies',
    ],
    rating: 4.6,
    trendLevel: 3,
    categories: ['it'],
  },
  {
    code: 'ITS-120',
    slug: 'python-programming',
    title: 'Introduction to Python Programming',
    description:
      'Write real programs from day one: variables, control flow, functions, files and small projects.',
    syllabus: [
      'Python setup and the REPL',
      'Variables and types',
      'Conditions and loops',
      'Functions and modules',
      'Working with files',
      'Final project',
    ],
    rating: 4.7,
    trendLevel: 3,
    categories: ['it', 'enrichment'],
  },
  {
    code: 'BUS-110',
    slug: 'bookkeeping',
    title: 'Bookkeeping with QuickBooks',
    description: 'Double-entry bookkeeping, the chart of accounts, and everyday QuickBooks Online tasks.',
    syllabus: [
      'Accounting equation',
      'Chart of accounts',
      'Invoices, bills and payments',
      'Bank reconciliation',
      'Financial reports',
    ],
    rating: 4.3,
    trendLevel: 1,
    categories: ['business'],
  },
  {
    code: 'BUS-150',
    slug: 'project-management',
    title: 'Project Management Essentials',
    description: 'Plan, schedule and deliver projects; earns the 23 contact hours needed for the CAPM exam.',
    syllabus: [
      'Project life cycle',
      'Scope and work breakdown',
      'Scheduling and budgets',
      'Risk and quality',
      'Agile basics',
    ],
    rating: 4.4,
    trendLevel: 2,
    categories: ['business'],
  },
  {
    code: 'BUS-180',
    slug: 'small-business',
    title: 'Starting Your Small Business',
    description:
      'Turn an idea into a business plan: market research, legal structure, financing and marketing.',
    syllabus: [
      'Testing your idea',
      'Business structures and licenses',
      'Financial projections',
      'Marketing on a budget',
    ],
    rating: 4.1,
    trendLevel: -1,
    categories: ['business', 'enrichment'],
  },
  {
    code: 'CUL-101',
    slug: 'culinary-foundations',
    title: 'Culinary Foundations',
    description: 'Knife skills, stocks and sauces, cooking methods and kitchen organization.',
    syllabus: [
      'Knife skills',
      'Mise en place',
      'Stocks and mother sauces',
      'Dry and moist heat cooking',
      'Plating',
    ],
    rating: 4.8,
    trendLevel: 2,
    categories: ['culinary'],
  },
  {
    code: 'CUL-120',
    slug: 'baking-pastry',
    title: 'Baking and Pastry I',
    description: 'Breads, laminated doughs, pies and tarts, with the science behind each technique.',
    syllabus: [
      'Baking ratios and scaling',
      'Yeast breads',
      'Laminated doughs',
      'Pies and tarts',
      'Custards and creams',
    ],
    rating: 4.9,
    trendLevel: 2,
    categories: ['culinary', 'enrichment'],
  },
  {
    code: 'CUL-050',
    slug: 'servsafe',
    title: 'ServSafe Food Protection Manager',
    description: 'One-day review and proctored exam for the ServSafe Food Protection Manager certification.',
    syllabus: [
      'Foodborne illness',
      'Time and temperature control',
      'Cleaning and sanitizing',
      'Proctored exam',
    ],
    rating: 4.0,
    trendLevel: -2,
    categories: ['culinary', 'business'],
  },
  {
    code: 'TRD-110',
    slug: 'residential-electrical',
    title: 'Residential Electrical Wiring',
    description: 'The National Electrical Code, circuits and residential wiring methods in a hands-on lab.',
    syllabus: [
      'Electrical safety and OSHA',
      'Ohm’s law and circuits',
      'NEC basics',
      'Branch circuits and devices',
      'Service panels',
    ],
    rating: 4.6,
    trendLevel: 2,
    categories: ['trades'],
  },
  {
    code: 'TRD-130',
    slug: 'hvac-fundamentals',
    title: 'HVAC Fundamentals and EPA 608',
    description:
      'Heating, ventilation and refrigeration principles, with the EPA Section 608 certification exam.',
    syllabus: [
      'Refrigeration cycle',
      'Gas and electric furnaces',
      'Air conditioning service',
      'Refrigerant handling',
      'EPA 608 exam',
    ],
    rating: 4.5,
    trendLevel: 3,
    categories: ['trades'],
  },
  {
    code: 'LAN-101',
    slug: 'conversational-spanish',
    title: 'Conversational Spanish I',
    description: 'Everyday Spanish for travel and work, with lots of speaking practice from the first class.',
    syllabus: [
      'Greetings and introductions',
      'Numbers, dates and time',
      'Shopping and dining',
      'Directions and travel',
      'Talking about work',
    ],
    rating: 4.6,
    trendLevel: 1,
    categories: ['languages', 'enrichment'],
  },
  {
    code: 'LAN-150',
    slug: 'esl-workplace',
    title: 'English for the Workplace (ESL)',
    description: 'Free English classes for adults focused on workplace communication.',
    syllabus: [
      'Workplace vocabulary',
      'Phone and e-mail skills',
      'Job interviews',
      'Safety and instructions',
    ],
    rating: 4.8,
    trendLevel: 2,
    categories: ['languages'],
  },
  {
    code: 'ART-110',
    slug: 'graphic-design',
    title: 'Graphic Design with Adobe Tools',
    description: 'Design principles, typography and layout using Illustrator, Photoshop and InDesign.',
    syllabus: [
      'Design principles',
      'Typography',
      'Vector illustration',
      'Photo editing',
      'Layout and print',
      'Portfolio piece',
    ],
    rating: 4.5,
    trendLevel: 2,
    categories: ['arts', 'it'],
  },
  {
    code: 'ART-130',
    slug: 'digital-photography',
    title: 'Digital Photography',
    description: 'Get off auto: exposure, composition, lighting and editing for better photos.',
    syllabus: [
      'Camera controls',
      'Exposure triangle',
      'Composition',
      'Natural and studio light',
      'Editing in Lightroom',
    ],
    rating: 4.7,
    trendLevel: 1,
    categories: ['arts', 'enrichment'],
  },
  {
    code: 'ECE-101',
    slug: 'child-development',
    title: 'Child Growth and Development',
    description: 'How children grow from birth to age eight, and how to support them in group settings.',
    syllabus: [
      'Developmental domains',
      'Observation and assessment',
      'Play and learning',
      'Families and communities',
    ],
    rating: 4.4,
    trendLevel: 1,
    categories: ['education'],
  },
  {
    code: 'ECE-120',
    slug: 'cda-prep',
    title: 'CDA Credential Preparation',
    description:
      'Complete the 120 training hours and professional portfolio for the Child Development Associate credential.',
    syllabus: [
      'CDA competency standards',
      'Health and safety',
      'Curriculum planning',
      'Professional portfolio',
      'Verification visit preparation',
    ],
    rating: 4.6,
    trendLevel: 2,
    categories: ['education'],
  },
  {
    code: 'ENR-110',
    slug: 'personal-finance',
    title: 'Personal Finance Basics',
    description: 'Budgeting, credit, saving and investing basics in a friendly, judgment-free setting.',
    syllabus: ['Budgets that work', 'Understanding credit', 'Saving and emergency funds', 'Investing basics'],
    rating: 4.3,
    trendLevel: 0,
    categories: ['enrichment', 'business'],
  },
];

/** The HLT-120 sections: the same room, instructor, price, hours and size, applied for online. */
const HLT_120_SECTION = {
  course: 'HLT-120',
  location: 'health',
  instructor: 'dokafor',
  price: 1250,
  hours: 80,
  capacity: 12,
  registration: 'rapidapp',
} satisfies Partial<ClassSeed>;

/** The one-day HLT-100 sections: the same Saturday day, room, instructor, price and size. */
const HLT_100_SATURDAY = {
  course: 'HLT-100',
  days: ['Sat'],
  time: ['09:00', '16:00'],
  location: 'health',
  instructor: 'dokafor',
  price: 95,
  hours: 7,
  capacity: 18,
} satisfies Partial<ClassSeed>;

export const classes: ClassSeed[] = [
  // Welding
  {
    code: 'WEL-101-A',
    course: 'WEL-101',
    start: '2027-01-11',
    end: '2027-03-19',
    days: ['Mon', 'Wed'],
    time: ['18:00', '21:00'],
    location: 'trades',
    instructor: 'mreyes',
    price: 1450,
    hours: 60,
    capacity: 14,
    offlineEnrolled: 6,
    featured: true,
    info: '<p>Tuition includes a welding jacket, gloves and safety glasses. Wear leather boots.</p>',
  },
  {
    code: 'WEL-101-B',
    course: 'WEL-101',
    start: '2027-01-16',
    end: '2027-04-24',
    days: ['Sat'],
    time: ['08:00', '14:00'],
    location: 'trades',
    instructor: 'mreyes',
    price: 1450,
    hours: 60,
    capacity: 12,
    offlineEnrolled: 12,
    info: '<p>Saturday section. This section is full; join the wait list to be notified of openings.</p>',
  },
  {
    code: 'WEL-101-C',
    course: 'WEL-101',
    start: '2026-03-02',
    end: '2026-05-08',
    days: ['Tue', 'Thu'],
    time: ['18:00', '21:00'],
    location: 'trades',
    instructor: 'mreyes',
    price: 1395,
    hours: 60,
    capacity: 14,
    offlineEnrolled: 14,
    status: 'closed',
  },
  {
    code: 'WEL-201-A',
    course: 'WEL-201',
    start: '2027-04-05',
    end: '2027-06-11',
    days: ['Mon', 'Wed'],
    time: ['18:00', '21:00'],
    location: 'trades',
    instructor: 'mreyes',
    price: 1650,
    hours: 60,
    capacity: 10,
    offlineEnrolled: 3,
  },
  {
    code: 'WEL-150-A',
    course: 'WEL-150',
    start: '2027-01-12',
    end: '2027-02-16',
    days: ['Tue'],
    time: ['18:00', '21:00'],
    location: 'trades',
    instructor: 'mreyes',
    price: 295,
    hours: 18,
    capacity: 20,
    offlineEnrolled: 4,
  },
  // Healthcare
  {
    code: 'HLT-110-A',
    course: 'HLT-110',
    start: '2027-01-19',
    end: '2027-03-11',
    days: ['Tue', 'Thu'],
    time: ['17:30', '21:30'],
    location: 'health',
    instructor: 'dokafor',
    price: 1100,
    hours: 96,
    capacity: 16,
    offlineEnrolled: 9,
    registration: 'form',
    registrationFormId: 101,
    featured: true,
    info: '<p>A background check and TB test are required before the clinical rotation. Scrubs are not included.</p>',
  },
  {
    code: 'HLT-110-B',
    course: 'HLT-110',
    start: '2027-04-06',
    end: '2027-05-27',
    days: ['Tue', 'Thu'],
    time: ['08:30', '12:30'],
    location: 'health',
    instructor: 'dokafor',
    price: 1100,
    hours: 96,
    capacity: 16,
    registration: 'form',
    registrationFormId: 101,
    status: 'soon',
    opensOn: '2027-02-01',
  },
  {
    ...HLT_120_SECTION,
    code: 'HLT-120-A',
    start: '2027-02-01',
    end: '2027-04-12',
    days: ['Mon'],
    time: ['17:30', '21:30'],
    offlineEnrolled: 5,
    applicationFormId: 501,
    info: '<p>Apply online first; the program coordinator reviews every application.</p>',
  },
  {
    ...HLT_120_SECTION,
    code: 'HLT-120-B',
    start: '2027-05-03',
    end: '2027-07-12',
    days: ['Wed'],
    time: ['17:30', '21:30'],
    offlineEnrolled: 2,
    applicationFormId: 502,
    info: '<p>Summer evening section. Apply online first; the program coordinator reviews every application.</p>',
  },
  {
    ...HLT_120_SECTION,
    code: 'HLT-120-C',
    start: '2027-09-11',
    end: '2027-11-20',
    days: ['Sat'],
    time: ['08:00', '16:00'],
    applicationFormId: 503,
    info: '<p>Fall weekend section. Apply online first; the program coordinator reviews every application.</p>',
  },
  {
    ...HLT_100_SATURDAY,
    code: 'HLT-100-A',
    start: '2026-12-12',
    end: '2026-12-12',
    offlineEnrolled: 10,
    featured: true,
  },
  {
    ...HLT_100_SATURDAY,
    code: 'HLT-100-B',
    start: '2027-02-13',
    end: '2027-02-13',
    offlineEnrolled: 2,
  },
  {
    code: 'HLT-140-A',
    course: 'HLT-140',
    start: '2027-01-25',
    end: '2027-05-10',
    days: ['Mon', 'Wed'],
    time: ['18:00', '20:30'],
    location: null,
    instructor: 'sbrennan',
    price: 1800,
    hours: 75,
    capacity: 25,
    offlineEnrolled: 11,
    info: '<p>Live online class; the meeting link is e-mailed a week before the start date.</p>',
  },
  // IT
  {
    code: 'ITS-101-A',
    course: 'ITS-101',
    start: '2027-01-12',
    end: '2027-04-01',
    days: ['Tue', 'Thu'],
    time: ['18:00', '21:00'],
    location: 'downtown',
    instructor: 'pnguyen',
    price: 1295,
    hours: 72,
    capacity: 20,
    offlineEnrolled: 8,
    featured: true,
    info: '<p>Exam vouchers for CompTIA A+ Core 1 and Core 2 are included.</p>',
  },
  {
    code: 'ITS-101-B',
    course: 'ITS-101',
    start: '2027-02-01',
    end: '2027-05-03',
    days: [],
    time: null,
    location: null,
    instructor: 'pnguyen',
    price: 995,
    hours: 72,
    capacity: 40,
    offlineEnrolled: 15,
    hideHours: true,
    info: '<p>Self-paced online with weekly instructor office hours.</p>',
  },
  {
    code: 'ITS-210-A',
    course: 'ITS-210',
    start: '2027-04-13',
    end: '2027-06-24',
    days: ['Tue', 'Thu'],
    time: ['18:00', '21:00'],
    location: 'downtown',
    instructor: 'pnguyen',
    price: 1395,
    hours: 66,
    capacity: 20,
    offlineEnrolled: 2,
  },
  {
    code: 'ITS-230-A',
    course: 'ITS-230',
    start: '2027-07-12',
    end: '2027-09-20',
    days: ['Mon', 'Wed'],
    time: ['18:00', '21:00'],
    location: 'downtown',
    instructor: 'pnguyen',
    price: 1495,
    hours: 60,
    capacity: 20,
    status: 'soon',
    opensOn: '2027-04-01',
  },
  {
    code: 'ITS-120-A',
    course: 'ITS-120',
    start: '2027-01-13',
    end: '2027-03-10',
    days: ['Wed'],
    time: ['18:30', '21:00'],
    location: 'downtown',
    instructor: 'pnguyen',
    price: 425,
    hours: 22.5,
    capacity: 24,
    offlineEnrolled: 20,
  },
  {
    code: 'ITS-120-B',
    course: 'ITS-120',
    start: '2027-03-20',
    end: '2027-05-15',
    days: ['Sat'],
    time: ['09:00', '12:00'],
    location: null,
    instructor: 'pnguyen',
    price: 425,
    hours: 24,
    capacity: 30,
    offlineEnrolled: 6,
  },
  // Business
  {
    code: 'BUS-110-A',
    course: 'BUS-110',
    start: '2027-02-02',
    end: '2027-03-23',
    days: ['Tue'],
    time: ['18:00', '21:00'],
    location: 'downtown',
    instructor: 'sbrennan',
    price: 545,
    hours: 24,
    capacity: 18,
    offlineEnrolled: 7,
  },
  {
    code: 'BUS-150-A',
    course: 'BUS-150',
    start: '2027-03-01',
    end: '2027-04-05',
    days: ['Mon'],
    time: ['18:00', '22:00'],
    location: 'downtown',
    instructor: 'sbrennan',
    price: 695,
    hours: 24,
    capacity: 22,
    offlineEnrolled: 3,
  },
  {
    code: 'BUS-180-A',
    course: 'BUS-180',
    start: '2027-01-21',
    end: '2027-02-25',
    days: ['Thu'],
    time: ['18:30', '20:30'],
    location: 'main',
    instructor: 'sbrennan',
    price: 0,
    hours: 12,
    capacity: 30,
    offlineEnrolled: 8,
    registration: 'nocost',
    hideCost: true,
    info: '<p>Free workshop sponsored by the Riverbend Small Business Development Center.</p>',
  },
  // Culinary
  {
    code: 'CUL-101-A',
    course: 'CUL-101',
    start: '2027-01-18',
    end: '2027-04-19',
    days: ['Mon', 'Wed'],
    time: ['17:00', '21:00'],
    location: 'kitchen',
    instructor: 'lmoreau',
    price: 1850,
    hours: 104,
    capacity: 12,
    offlineEnrolled: 10,
    featured: true,
    info: '<p>Includes a knife kit, two chef jackets and all ingredients.</p>',
  },
  {
    code: 'CUL-120-A',
    course: 'CUL-120',
    start: '2027-05-03',
    end: '2027-07-12',
    days: ['Mon'],
    time: ['17:00', '21:00'],
    location: 'kitchen',
    instructor: 'lmoreau',
    price: 1250,
    hours: 40,
    capacity: 10,
    offlineEnrolled: 10,
    waitlist: false,
    info: '<p>This section is full and its wait list is closed.</p>',
  },
  {
    code: 'CUL-050-A',
    course: 'CUL-050',
    start: '2027-02-20',
    end: '2027-02-20',
    days: ['Sat'],
    time: ['08:00', '17:00'],
    location: 'kitchen',
    instructor: 'lmoreau',
    price: 189,
    hours: 8,
    capacity: 20,
    offlineEnrolled: 4,
  },
  // Trades
  {
    code: 'TRD-110-A',
    course: 'TRD-110',
    start: '2027-01-11',
    end: '2027-04-21',
    days: ['Mon', 'Wed'],
    time: ['18:00', '21:00'],
    location: 'trades',
    instructor: 'jharper',
    price: 1595,
    hours: 90,
    capacity: 16,
    offlineEnrolled: 5,
  },
  {
    code: 'TRD-130-A',
    course: 'TRD-130',
    start: '2027-04-26',
    end: '2027-08-02',
    days: ['Mon', 'Wed'],
    time: ['18:00', '21:00'],
    location: 'trades',
    instructor: 'jharper',
    price: 1795,
    hours: 84,
    capacity: 16,
    offlineEnrolled: 1,
  },
  {
    code: 'TRD-130-B',
    course: 'TRD-130',
    start: '2026-06-06',
    end: '2026-09-26',
    days: ['Sat'],
    time: ['08:00', '14:00'],
    location: 'trades',
    instructor: 'jharper',
    price: 1750,
    hours: 84,
    capacity: 16,
    offlineEnrolled: 16,
    status: 'closed',
  },
  // Languages
  {
    code: 'LAN-101-A',
    course: 'LAN-101',
    start: '2027-01-14',
    end: '2027-03-18',
    days: ['Thu'],
    time: ['18:30', '20:30'],
    location: 'main',
    instructor: 'agarcia',
    price: 210,
    hours: 20,
    capacity: 20,
    offlineEnrolled: 9,
  },
  {
    code: 'LAN-101-B',
    course: 'LAN-101',
    start: '2027-01-12',
    end: '2027-03-16',
    days: ['Tue'],
    time: ['10:00', '12:00'],
    location: null,
    instructor: 'agarcia',
    price: 210,
    hours: 20,
    capacity: 25,
    offlineEnrolled: 3,
  },
  {
    code: 'LAN-150-A',
    course: 'LAN-150',
    start: '2027-01-11',
    end: '2027-05-12',
    days: ['Mon', 'Wed'],
    time: ['09:00', '11:30'],
    location: 'main',
    instructor: 'agarcia',
    price: 0,
    hours: 85,
    capacity: 25,
    offlineEnrolled: 12,
    registration: 'nocost',
    hideCost: true,
  },
  // Arts
  {
    code: 'ART-110-A',
    course: 'ART-110',
    start: '2027-02-03',
    end: '2027-05-05',
    days: ['Wed'],
    time: ['18:00', '21:00'],
    location: 'main',
    instructor: 'kwilliams',
    price: 875,
    hours: 42,
    capacity: 16,
    offlineEnrolled: 6,
  },
  {
    code: 'ART-130-A',
    course: 'ART-130',
    start: '2027-03-06',
    end: '2027-04-10',
    days: ['Sat'],
    time: ['10:00', '13:00'],
    location: 'main',
    instructor: 'kwilliams',
    price: 240,
    hours: 18,
    capacity: 15,
    offlineEnrolled: 13,
    featured: true,
  },
  // Early childhood
  {
    code: 'ECE-101-A',
    course: 'ECE-101',
    start: '2027-01-19',
    end: '2027-03-09',
    days: ['Tue'],
    time: ['18:00', '21:00'],
    location: 'main',
    instructor: 'tchen',
    price: 385,
    hours: 24,
    capacity: 20,
    offlineEnrolled: 5,
  },
  {
    code: 'ECE-120-A',
    course: 'ECE-120',
    start: '2027-03-16',
    end: '2027-08-31',
    days: ['Tue', 'Thu'],
    time: ['18:00', '21:00'],
    location: 'main',
    instructor: 'tchen',
    price: 1450,
    hours: 120,
    capacity: 20,
    offlineEnrolled: 4,
    registration: 'form',
    registrationFormId: 102,
    hideHours: false,
  },
  // Enrichment
  {
    code: 'ENR-110-A',
    course: 'ENR-110',
    start: '2027-02-04',
    end: '2027-02-25',
    days: ['Thu'],
    time: ['18:30', '20:30'],
    location: 'main',
    instructor: 'sbrennan',
    price: 59,
    hours: 8,
    // The class the cart sells in the demo and in the browser tests (areas/payments/seed/payments-demo.ts):
    // room for every test student's checkout. Seats are not shown.
    capacity: 100000,
    offlineEnrolled: 11,
    showSeats: false,
  },
];

export const pathways: PathwaySeed[] = [
  {
    code: 'PTH-WELD',
    slug: 'welding-technician',
    title: 'Welding Technician Certificate',
    description:
      'Three courses that take you from your first bead to AWS-ready TIG welds. Save $300 compared with taking each course separately.',
    rating: 4.8,
    trendLevel: 3,
    price: 3095,
    capacity: 10,
    offlineEnrolled: 4,
    categories: ['welding', 'trades'],
    nodes: ['WEL-150-A', 'WEL-101-A', 'WEL-201-A'],
    featured: true,
    info: '<p>Graduates receive a Riverbend Welding Technician certificate and help preparing for AWS D1.1 tests.</p>',
  },
  {
    code: 'PTH-ITSUP',
    slug: 'it-support-specialist',
    title: 'IT Support Specialist Pathway',
    description: 'A+ and Network+ preparation in one program, for a career in help-desk and desktop support.',
    rating: 4.6,
    trendLevel: 3,
    price: 2490,
    capacity: 18,
    offlineEnrolled: 5,
    categories: ['it'],
    nodes: ['ITS-101-A', 'ITS-210-A'],
  },
  {
    code: 'PTH-HEALTH',
    slug: 'patient-care-technician',
    title: 'Patient Care Technician Pathway',
    description: 'Nursing assistant, phlebotomy and CPR training together, for hospital patient-care roles.',
    rating: 4.9,
    trendLevel: 2,
    price: 2295,
    capacity: 12,
    offlineEnrolled: 3,
    categories: ['healthcare'],
    nodes: ['HLT-100-B', 'HLT-110-A', 'HLT-120-A'],
    registration: 'form',
    registrationFormId: 103,
    info: '<p>Requires a registration form with immunization records before enrollment is confirmed.</p>',
  },
  {
    code: 'PTH-CHEF',
    slug: 'professional-cook',
    title: 'Professional Cook Certificate',
    description:
      'Culinary foundations, baking and ServSafe certification for restaurant and catering kitchens.',
    rating: 4.7,
    trendLevel: 2,
    price: 3095,
    capacity: 10,
    offlineEnrolled: 10,
    categories: ['culinary'],
    nodes: ['CUL-050-A', 'CUL-101-A', 'CUL-120-A'],
    hideHours: true,
  },
  {
    code: 'PTH-ECE',
    slug: 'early-childhood-educator',
    title: 'Early Childhood Educator Pathway',
    description: 'Child development and the complete CDA preparation program.',
    rating: 4.5,
    trendLevel: 0,
    price: 1695,
    capacity: 20,
    categories: ['education'],
    nodes: ['ECE-101-A', 'ECE-120-A'],
    status: 'soon',
    opensOn: '2027-01-04',
  },
];
