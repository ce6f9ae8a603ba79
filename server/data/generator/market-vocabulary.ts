/** The rest of the words a Texas listing feed is made of. */
export const marketVocabulary = {
  /** Other brokerages, weighted towards the big ones. */
  brokerages: [
    ...[
      'Keller Williams Realty',
      'Compass RE Texas',
      'eXp Realty',
      'Coldwell Banker Realty',
      'RE/MAX Associates',
    ],
    ...[
      'Realty Austin',
      'Redfin Corporation',
      'Douglas Elliman Real Estate',
      'Kuper Sotheby’s International',
    ],
    ...['Berkshire Hathaway HomeServices', 'Century 21 Prime', 'JPAR - Austin', 'Ebby Halliday Realtors'],
    ...[
      'Phyllis Browning Company',
      'Martha Turner Sotheby’s',
      'Greenwood King Properties',
      'Opendoor Brokerage',
    ],
    ...['Texas Land & Ranch Co', 'Hill Country Ranch Realty', 'Lone Star Commercial Partners'],
  ],
  builders: [
    ...['Lennar', 'Perry Homes', 'David Weekley Homes', 'Pulte Homes', 'Taylor Morrison', 'Highland Homes'],
    ...['KB Home', 'Meritage Homes', 'Ashton Woods', 'Toll Brothers', 'M/I Homes', 'D.R. Horton'],
    ...['Chesmar Homes', 'Coventry Homes', 'Brohn Homes', 'Scott Felder Homes', 'Drees Custom Homes'],
  ],
  /** Stems for school names ('{stem} Elementary'). */
  schools: [
    ...['Barton Hills', 'Zilker', 'Bowie', 'Lamar', 'Travis Heights', 'Cedar Creek', 'Eanes', 'Westwood'],
    ...['Anderson', 'Crockett', 'Houston', 'Austin', 'Pflugerville', 'Vista Ridge', 'Rouse', 'Hendrickson'],
    ...['Kealing', 'Gorzycki', 'Canyon Vista', 'Cedar Park', 'Lake Travis', 'Reagan', 'Jefferson', 'Garza'],
    ...['Ramirez', 'Oak Hill', 'Blazier', 'Mills', 'Patton', 'Baranoff', 'Kiker', 'Murchison', 'McCallum'],
  ],
  cooling: ['Central Air', 'Ceiling Fan(s), Central Air', 'Central Air, Electric', 'Zoned', 'Window Unit(s)'],
  heating: ['Central, Natural Gas', 'Central, Electric', 'Heat Pump', 'Central, Fireplace(s)', 'Propane'],
  roofs: ['Composition', 'Shingle', 'Metal', 'Tile', 'Composition, Metal', 'Flat', 'Concrete'],
  directions: ['North', 'South', 'East', 'West', 'Northeast', 'Northwest', 'Southeast', 'Southwest'],
  accessibility: [
    'Accessible Full Bath, Grip-Accessible Features',
    'Accessible Entrance, Wider Hallways and Doors',
    'No Interior Steps, Accessible Approach with Ramp',
    'Stair Lift, Accessible Bedroom',
    'Accessible Kitchen, Accessible Doors, Level Entry',
  ],
  amenities: [
    'Pool, Playground, Park',
    'Clubhouse, Fitness Center, Pool',
    'Trail(s), Greenbelt, Picnic Area',
    'Sport Court(s), Pool, Dog Park',
    'Gated, Lake, Boat Ramp',
  ],
  feeIncludes: [
    'Common Area Maintenance',
    'Common Area Maintenance, Trash',
    'Maintenance Grounds, Security',
    'Insurance, Maintenance Structure, Water',
  ],
} as const;
