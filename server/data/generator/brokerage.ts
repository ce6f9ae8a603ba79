import { slugify } from '../geography/slugify';

export interface OfficeRow {
  location: string;
  address: string;
  city: string;
  postalcode: string;
  phone: string;
  googleMapUrl: string;
  latitude: number;
  longitude: number;
}

export interface AgentRow {
  matrixDir: string;
  fullName: string;
  email: string;
  bizPhone: string;
  phone: string;
  metro: string;
  /** `OfficeRow.location` of the agent's office (ids are assigned by the database). */
  office: string;
  websiteBanner: string | null;
  photoUrl: string;
  bio: string;
  /** The same bio in Spanish (migration 032 writes the same sentence for databases seeded before it). */
  bioEs: string;
  /** 'Broker Associate', 'REALTOR®'. */
  title: string;
  /** 'English, Spanish'. */
  languages: string;
  isStaff: boolean;
  isFeatured: boolean;
  isWebAgent: boolean;
  facebookPage: string | null;
}

export const brokerageName = 'Bluebonnet Realty';

/**
 * The demo brokerage's e-mail domain (BRAND_EMAIL_DOMAIN's default): its agents' addresses and the
 * site's. A visitor never sees a reserved '.example' or '.localhost' address (issue 25).
 */
export const DEMO_EMAIL_DOMAIN = 'bluebonnetrealty.com';

/** The brokerage's three offices (SPEC footer): North Austin, South Austin, Houston. */
const offices: OfficeRow[] = [
  office(
    'North Austin',
    '9600 Great Hills Trl, Suite 150',
    'Austin',
    '78759',
    '5125550100',
    30.3969,
    -97.7503,
  ),
  office(
    'South Austin',
    '4301 W William Cannon Dr, Suite 200',
    'Austin',
    '78749',
    '5125550200',
    30.2216,
    -97.8424,
  ),
  office('Houston', '2800 Post Oak Blvd, Suite 4100', 'Houston', '77056', '7135550300', 29.7403, -95.4612),
];

// [name, metro]; order matters: flags below are given by position, so the roster is stable.
const roster: readonly (readonly [string, string])[] = [
  ...[
    'Maria Gonzalez',
    'James Carter',
    'Sofia Ramirez',
    'Daniel Nguyen',
    'Emily Brooks',
    'Carlos Mendoza',
  ].map((name) => [name, 'austin'] as const),
  ...['Hannah Weber', 'Marcus Johnson', 'Priya Patel', 'Luis Herrera', 'Rachel Kim', 'Tyler Whitfield'].map(
    (name) => [name, 'austin'] as const,
  ),
  ...[
    'Gabriela Torres',
    'Ethan Caldwell',
    'Olivia Martin',
    'Jose Villarreal',
    'Lauren Fischer',
    'Andrew Lee',
  ].map((name) => [name, 'austin'] as const),
  ...[
    'Megan O’Connor',
    'Ricardo Salinas',
    'Amanda Pierce',
    'Kevin Tran',
    'Ana Castillo',
    'Brandon Hayes',
  ].map((name) => [name, 'austin'] as const),
  ...['Natalie Shaw', 'Diego Ortiz', 'Caroline Bishop', 'Samuel Okafor'].map(
    (name) => [name, 'austin'] as const,
  ),
  ...['Jasmine Walker', 'Victor Alvarez', 'Linh Pham', 'Grant Holloway', 'Erica Dominguez'].map(
    (name) => [name, 'houston'] as const,
  ),
  ...['Brian McAllister', 'Kayla Robertson', 'Wei Zhang'].map((name) => [name, 'dallas-fort-worth'] as const),
  ...['Isabel Cantu', 'Travis Schulz', 'Monica Guerra'].map((name) => [name, 'san-antonio'] as const),
  ['Adrian Chavez', 'el-paso'],
];

const areaCodes: Readonly<Record<string, string>> = {
  austin: '512',
  houston: '713',
  'dallas-fort-worth': '214',
  'san-antonio': '210',
  'el-paso': '915',
};
const staff = new Set([0, 1, 6, 12, 28, 33]);
const featured = new Set([2, 3, 8, 14, 29, 36]);
const withBanner = new Set([0, 2, 3, 5, 8, 14, 20, 29, 36, 39]);
const webAgent = 1;
const spanishSpeaking = new Set([
  'Maria',
  'Sofia',
  'Carlos',
  'Gabriela',
  'Jose',
  'Ricardo',
  'Ana',
  'Diego',
  'Victor',
  'Erica',
  'Isabel',
  'Monica',
  'Adrian',
  'Luis',
]);

/** The brokerage 'Bluebonnet Realty': its offices and its 40 agents (6 staff, 6 featured, 1 web agent). */
export function buildBrokerage(): { offices: OfficeRow[]; agents: AgentRow[] } {
  const agents = roster.map(([fullName, metro], index): AgentRow => {
    const matrixDir = slugify(fullName);
    const [first = ''] = fullName.split(' ');
    const areaCode = areaCodes[metro] ?? '512';
    const houston = metro === 'houston';
    return {
      matrixDir,
      fullName,
      email: `${matrixDir.replace('-', '.')}@${DEMO_EMAIL_DOMAIN}`,
      // 555-01xx numbers are reserved for fiction.
      bizPhone: `${houston ? '713' : '512'}55503${String(index).padStart(2, '0')}`,
      phone: `${areaCode}55501${String(index).padStart(2, '0')}`,
      metro,
      office: houston ? 'Houston' : index % 2 === 0 ? 'North Austin' : 'South Austin',
      websiteBanner: withBanner.has(index) ? `/photos/banners/${matrixDir}.svg` : null,
      photoUrl: `/photos/agents/${matrixDir}.svg`,
      bio: `${fullName} helps buyers and sellers across the ${metroLabel(metro)} area with ${years(index)} years of Texas real-estate experience.`,
      bioEs: `${fullName} ayuda a compradores y vendedores en el área de ${metroLabel(metro)} con ${years(index)} años de experiencia en bienes raíces en Texas.`,
      title: staff.has(index) ? 'Broker Associate' : index % 3 === 0 ? 'Team Lead, REALTOR®' : 'REALTOR®',
      languages: spanishSpeaking.has(first)
        ? 'English, Spanish'
        : index % 7 === 3
          ? 'English, Vietnamese'
          : 'English',
      isStaff: staff.has(index),
      isFeatured: featured.has(index),
      isWebAgent: index === webAgent,
      facebookPage: index % 5 === 0 ? `https://www.facebook.com/${matrixDir}.bluebonnet` : null,
    };
  });
  return { offices, agents };
}

const years = (index: number) => 3 + (index % 18);

function metroLabel(metro: string): string {
  return metro
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

function office(
  location: string,
  address: string,
  city: string,
  postalcode: string,
  phone: string,
  latitude: number,
  longitude: number,
): OfficeRow {
  const query = encodeURIComponent(`${address}, ${city}, TX ${postalcode}`);
  const googleMapUrl = `https://www.google.com/maps/search/?api=1&query=${query}`;
  return { location, address, city, postalcode, phone, googleMapUrl, latitude, longitude };
}
