/** One of the Texas Comptroller's economic regions with its counties. */
export interface RegionDefinition {
  subdomain: string;
  name: string;
  /** County names exactly as us-atlas spells them. */
  counties: readonly string[];
}

/**
 * The Texas Comptroller's 12 economic regions (used in its regional reports). Each is a union of Councils
 * of Governments, named in the comments, which is how the Comptroller draws them; together they cover the
 * 254 counties exactly once (checked when the geography loads).
 */
export const texasRegions: readonly RegionDefinition[] = [
  {
    // Alamo Area COG + Golden Crescent RPC (19).
    subdomain: 'alamo',
    name: 'Alamo',
    counties: [
      ...['Atascosa', 'Bandera', 'Bexar', 'Comal', 'Frio', 'Gillespie', 'Guadalupe', 'Karnes', 'Kendall'],
      ...[
        'Kerr',
        'Medina',
        'Wilson',
        'Calhoun',
        'DeWitt',
        'Goliad',
        'Gonzales',
        'Jackson',
        'Lavaca',
        'Victoria',
      ],
    ],
  },
  {
    // Capital Area COG (10).
    subdomain: 'capital',
    name: 'Capital',
    counties: [
      'Bastrop',
      'Blanco',
      'Burnet',
      'Caldwell',
      'Fayette',
      'Hays',
      'Lee',
      'Llano',
      'Travis',
      'Williamson',
    ],
  },
  {
    // Brazos Valley COG + Central Texas COG + Heart of Texas COG (20).
    subdomain: 'central-texas',
    name: 'Central Texas',
    counties: [
      ...['Brazos', 'Burleson', 'Grimes', 'Leon', 'Madison', 'Robertson', 'Washington'],
      ...['Bell', 'Coryell', 'Hamilton', 'Lampasas', 'Milam', 'Mills', 'San Saba'],
      ...['Bosque', 'Falls', 'Freestone', 'Hill', 'Limestone', 'McLennan'],
    ],
  },
  {
    // Houston-Galveston Area Council (13).
    subdomain: 'gulf-coast',
    name: 'Gulf Coast',
    counties: [
      ...['Austin', 'Brazoria', 'Chambers', 'Colorado', 'Fort Bend', 'Galveston', 'Harris'],
      ...['Liberty', 'Matagorda', 'Montgomery', 'Walker', 'Waller', 'Wharton'],
    ],
  },
  {
    // Panhandle RPC + South Plains Association of Governments (41).
    subdomain: 'high-plains',
    name: 'High Plains',
    counties: [
      ...['Armstrong', 'Briscoe', 'Carson', 'Castro', 'Childress', 'Collingsworth', 'Dallam', 'Deaf Smith'],
      ...['Donley', 'Gray', 'Hall', 'Hansford', 'Hartley', 'Hemphill', 'Hutchinson', 'Lipscomb', 'Moore'],
      ...['Ochiltree', 'Oldham', 'Parmer', 'Potter', 'Randall', 'Roberts', 'Sherman', 'Swisher', 'Wheeler'],
      ...['Bailey', 'Cochran', 'Crosby', 'Dickens', 'Floyd', 'Garza', 'Hale', 'Hockley', 'King', 'Lamb'],
      ...['Lubbock', 'Lynn', 'Motley', 'Terry', 'Yoakum'],
    ],
  },
  {
    // North Central Texas COG + Texoma COG (19).
    subdomain: 'metroplex',
    name: 'Metroplex',
    counties: [
      ...['Collin', 'Dallas', 'Denton', 'Ellis', 'Erath', 'Hood', 'Hunt', 'Johnson', 'Kaufman', 'Navarro'],
      ...['Palo Pinto', 'Parker', 'Rockwall', 'Somervell', 'Tarrant', 'Wise', 'Cooke', 'Fannin', 'Grayson'],
    ],
  },
  {
    // Nortex RPC + West Central Texas COG (30).
    subdomain: 'northwest',
    name: 'Northwest',
    counties: [
      ...['Archer', 'Baylor', 'Clay', 'Cottle', 'Foard', 'Hardeman', 'Jack', 'Montague', 'Wichita'],
      ...['Wilbarger', 'Young', 'Brown', 'Callahan', 'Coleman', 'Comanche', 'Eastland', 'Fisher', 'Haskell'],
      ...['Jones', 'Kent', 'Knox', 'Mitchell', 'Nolan', 'Runnels', 'Scurry', 'Shackelford', 'Stephens'],
      ...['Stonewall', 'Taylor', 'Throckmorton'],
    ],
  },
  {
    // Coastal Bend COG + Lower Rio Grande Valley DC + South Texas DC + Middle Rio Grande DC (28).
    subdomain: 'south-texas',
    name: 'South Texas',
    counties: [
      ...['Aransas', 'Bee', 'Brooks', 'Duval', 'Jim Wells', 'Kenedy', 'Kleberg', 'Live Oak', 'McMullen'],
      ...['Nueces', 'Refugio', 'San Patricio', 'Cameron', 'Hidalgo', 'Willacy', 'Jim Hogg', 'Starr', 'Webb'],
      ...['Zapata', 'Dimmit', 'Edwards', 'Kinney', 'La Salle', 'Maverick', 'Real', 'Uvalde', 'Val Verde'],
      'Zavala',
    ],
  },
  {
    // Deep East Texas COG + South East Texas RPC (15).
    subdomain: 'southeast',
    name: 'Southeast',
    counties: [
      ...['Angelina', 'Houston', 'Jasper', 'Nacogdoches', 'Newton', 'Polk', 'Sabine', 'San Augustine'],
      ...['San Jacinto', 'Shelby', 'Trinity', 'Tyler', 'Hardin', 'Jefferson', 'Orange'],
    ],
  },
  {
    // Ark-Tex COG + East Texas COG (23).
    subdomain: 'upper-east',
    name: 'Upper East',
    counties: [
      ...['Bowie', 'Cass', 'Delta', 'Franklin', 'Hopkins', 'Lamar', 'Morris', 'Red River', 'Titus'],
      ...['Anderson', 'Camp', 'Cherokee', 'Gregg', 'Harrison', 'Henderson', 'Marion', 'Panola', 'Rains'],
      ...['Rusk', 'Smith', 'Upshur', 'Van Zandt', 'Wood'],
    ],
  },
  {
    // Rio Grande COG, Texas part (6).
    subdomain: 'upper-rio-grande',
    name: 'Upper Rio Grande',
    counties: ['Brewster', 'Culberson', 'El Paso', 'Hudspeth', 'Jeff Davis', 'Presidio'],
  },
  {
    // Permian Basin RPC + Concho Valley COG (30).
    subdomain: 'west-texas',
    name: 'West Texas',
    counties: [
      ...['Andrews', 'Borden', 'Crane', 'Dawson', 'Ector', 'Gaines', 'Glasscock', 'Howard', 'Loving'],
      ...['Martin', 'Midland', 'Pecos', 'Reeves', 'Terrell', 'Upton', 'Ward', 'Winkler', 'Coke', 'Concho'],
      ...['Crockett', 'Irion', 'Kimble', 'Mason', 'McCulloch', 'Menard', 'Reagan', 'Schleicher', 'Sterling'],
      ...['Sutton', 'Tom Green'],
    ],
  },
];
