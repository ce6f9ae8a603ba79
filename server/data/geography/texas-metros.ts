/** One Census CBSA metropolitan statistical area with its Texas counties. */
export interface MetroDefinition {
  /** Short URL form used in routes and agent records ('austin', 'dallas-fort-worth'). */
  subdomain: string;
  /** The CBSA title. */
  name: string;
  /**
   * Approximate 2020 census population in thousands (Texas part only). Used only to spread generated
   * listings over the metros by size.
   */
  population: number;
  /** County names exactly as us-atlas spells them. */
  counties: readonly string[];
}

/**
 * The 26 metropolitan statistical areas of Texas in the OMB July 2023 delineations (Bulletin 23-01).
 * Micropolitan areas are deliberately absent: their counties count as rural for the product.
 * Notable 2023 changes: Hood and Somervell left Dallas-Fort Worth (Granbury μSA); San Jacinto joined
 * Houston; Harrison joined Longview; Lubbock gained Cochran, Garza and Hockley; Eagle Pass became a metro.
 */
export const texasMetros: readonly MetroDefinition[] = [
  {
    subdomain: 'austin',
    name: 'Austin-Round Rock-San Marcos, TX',
    population: 2283,
    counties: ['Bastrop', 'Caldwell', 'Hays', 'Travis', 'Williamson'],
  },
  {
    subdomain: 'dallas-fort-worth',
    name: 'Dallas-Fort Worth-Arlington, TX',
    population: 7550,
    counties: [
      'Collin',
      'Dallas',
      'Denton',
      'Ellis',
      'Hunt',
      'Kaufman',
      'Rockwall',
      'Johnson',
      'Parker',
      'Tarrant',
      'Wise',
    ],
  },
  {
    subdomain: 'houston',
    name: 'Houston-Pasadena-The Woodlands, TX',
    population: 7149,
    counties: [
      'Austin',
      'Brazoria',
      'Chambers',
      'Fort Bend',
      'Galveston',
      'Harris',
      'Liberty',
      'Montgomery',
      'San Jacinto',
      'Waller',
    ],
  },
  {
    subdomain: 'san-antonio',
    name: 'San Antonio-New Braunfels, TX',
    population: 2558,
    counties: ['Atascosa', 'Bandera', 'Bexar', 'Comal', 'Guadalupe', 'Kendall', 'Medina', 'Wilson'],
  },
  { subdomain: 'el-paso', name: 'El Paso, TX', population: 869, counties: ['El Paso', 'Hudspeth'] },
  { subdomain: 'mcallen', name: 'McAllen-Edinburg-Mission, TX', population: 871, counties: ['Hidalgo'] },
  {
    subdomain: 'corpus-christi',
    name: 'Corpus Christi, TX',
    population: 422,
    counties: ['Aransas', 'Nueces', 'San Patricio'],
  },
  {
    subdomain: 'killeen-temple',
    name: 'Killeen-Temple, TX',
    population: 475,
    counties: ['Bell', 'Coryell', 'Lampasas'],
  },
  {
    subdomain: 'beaumont-port-arthur',
    name: 'Beaumont-Port Arthur, TX',
    population: 383,
    counties: ['Hardin', 'Jefferson', 'Orange'],
  },
  {
    subdomain: 'lubbock',
    name: 'Lubbock, TX',
    population: 351,
    counties: ['Cochran', 'Crosby', 'Garza', 'Hockley', 'Lubbock', 'Lynn'],
  },
  {
    subdomain: 'amarillo',
    name: 'Amarillo, TX',
    population: 269,
    counties: ['Armstrong', 'Carson', 'Oldham', 'Potter', 'Randall'],
  },
  { subdomain: 'waco', name: 'Waco, TX', population: 278, counties: ['Falls', 'McLennan'] },
  { subdomain: 'laredo', name: 'Laredo, TX', population: 267, counties: ['Webb'] },
  {
    subdomain: 'college-station-bryan',
    name: 'College Station-Bryan, TX',
    population: 268,
    counties: ['Brazos', 'Burleson', 'Robertson'],
  },
  { subdomain: 'tyler', name: 'Tyler, TX', population: 233, counties: ['Smith'] },
  {
    subdomain: 'brownsville-harlingen',
    name: 'Brownsville-Harlingen, TX',
    population: 421,
    counties: ['Cameron'],
  },
  { subdomain: 'midland', name: 'Midland, TX', population: 175, counties: ['Martin', 'Midland'] },
  { subdomain: 'odessa', name: 'Odessa, TX', population: 161, counties: ['Ector'] },
  { subdomain: 'abilene', name: 'Abilene, TX', population: 176, counties: ['Callahan', 'Jones', 'Taylor'] },
  {
    subdomain: 'wichita-falls',
    name: 'Wichita Falls, TX',
    population: 148,
    counties: ['Archer', 'Clay', 'Wichita'],
  },
  {
    subdomain: 'longview',
    name: 'Longview, TX',
    population: 284,
    counties: ['Gregg', 'Harrison', 'Rusk', 'Upshur'],
  },
  { subdomain: 'san-angelo', name: 'San Angelo, TX', population: 122, counties: ['Irion', 'Tom Green'] },
  { subdomain: 'texarkana', name: 'Texarkana, TX-AR', population: 93, counties: ['Bowie'] },
  { subdomain: 'sherman-denison', name: 'Sherman-Denison, TX', population: 136, counties: ['Grayson'] },
  { subdomain: 'victoria', name: 'Victoria, TX', population: 99, counties: ['Goliad', 'Victoria'] },
  { subdomain: 'eagle-pass', name: 'Eagle Pass, TX', population: 58, counties: ['Maverick'] },
];
