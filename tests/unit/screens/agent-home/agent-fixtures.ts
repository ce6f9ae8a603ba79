/** An agent as GET /api/agentInfo answers it. */
export const JANE = {
  MatrixDir: 'jane-doe',
  AgentChimeName: 'Jane Doe',
  AgentBizPhone: '5125550177',
  bizphone_standard: '5125550177',
  AgenteMail: 'jane@brokerage.test',
  AgentPhone: '5125550188',
  Metro: 'dallas-fort-worth',
  website_banner: '/photos/banners/jane-doe.svg',
  facebook_page: 'https://www.facebook.com/jane-doe.bluebonnet',
  company: false,
  title: 'Broker Associate',
  languages: ['English', 'Spanish'],
  bio: 'Jane helps first-time buyers across North Texas.',
  photo_url: '/photos/agents/jane-doe.svg',
  website: null,
};

/** A listing card of GET /api/agentListings, as the server sends it. */
export function agentListing(key: number, address: string, changes: Record<string, unknown> = {}) {
  return {
    ListingKeyNumeric: key,
    ListingKey: `ACT${key}`,
    MlsStatus: 'Active',
    Status: 'Active',
    ListPrice: 450000,
    Address: address,
    City: 'Plano',
    PostalCode: '75024',
    StateOrProvince: 'TX',
    BedroomsTotal: 3,
    BathroomsFull: 2,
    PropertyType: 'Residential',
    ListAgentMatrixDir: 'jane-doe',
    PhotoCount: 0,
    url: `${address.toLowerCase().replaceAll(' ', '-')}-plano-tx-75024-${key}`,
    ...changes,
  };
}

/** Offices and staff for the contact page, as the server answers them. */
export const CONTACT_ROUTES = {
  '/api/addresses': {
    data: [
      {
        location: 'North Austin',
        address: '9600 Great Hills Trl',
        city: 'Austin',
        state: 'TX',
        postalcode: '78759',
        google_map_url: null,
        phone: '5125550100',
        email: 'hello@brokerage.test',
      },
    ],
  },
  '/api/getAddress': {
    data: [
      {
        location: 'North Austin',
        address: '9600 Great Hills Trl',
        city: 'Austin',
        state: 'TX',
        postalcode: '78759',
        google_map_url: null,
        phone: '5125550100',
        email: 'hello@brokerage.test',
      },
    ],
  },
  '/api/staff': {
    data: [
      {
        MatrixDir: 'maria-gonzalez',
        AgentChimeName: 'Maria Gonzalez',
        staff_phone: '5125550300',
        staff_phone_standard: '(512) 555-0300',
        staff_email: 'maria@brokerage.test',
        photo: null,
      },
    ],
  },
};
