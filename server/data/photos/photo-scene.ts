/** What a generated listing's photos show. */
export type PhotoSubject = 'home' | 'land' | 'commercial';

export type SceneKind =
  | 'front'
  | 'back'
  | 'living'
  | 'kitchen'
  | 'dining'
  | 'bedroom'
  | 'bathroom'
  | 'land'
  | 'storefront'
  | 'office'
  | 'warehouse';

export interface PhotoScene {
  kind: SceneKind;
  /** The media row's LongDescription. */
  description: string;
}

const subjectCodes: Readonly<Record<PhotoSubject, number>> = { home: 0, land: 1, commercial: 2 };

/**
 * Generated listing keys carry their photo subject in the key modulo 4 (0 or 3 home, 1 land,
 * 2 commercial), so that a photo URL `/photos/{key}/{order}.svg` alone says what to draw and the photo
 * route needs no database lookup. `subjectKey` builds such a key from a unique base number.
 */
export function subjectKey(base: number, subject: PhotoSubject, alternate: boolean): number {
  const code = subject === 'home' && alternate ? 3 : subjectCodes[subject];
  return base * 4 + code;
}

export function photoSubject(key: number): PhotoSubject {
  const code = key % 4;
  return code === 1 ? 'land' : code === 2 ? 'commercial' : 'home';
}

const homeTour: readonly PhotoScene[] = [
  { kind: 'front', description: 'Front exterior' },
  { kind: 'living', description: 'Living room' },
  { kind: 'kitchen', description: 'Kitchen' },
  { kind: 'dining', description: 'Dining area' },
  { kind: 'bedroom', description: 'Primary bedroom' },
  { kind: 'bathroom', description: 'Primary bathroom' },
  { kind: 'living', description: 'Family room' },
  { kind: 'bedroom', description: 'Secondary bedroom' },
  { kind: 'bathroom', description: 'Secondary bathroom' },
  { kind: 'back', description: 'Backyard' },
  { kind: 'kitchen', description: 'Kitchen island' },
  { kind: 'bedroom', description: 'Guest bedroom' },
  { kind: 'living', description: 'Game room' },
  { kind: 'back', description: 'Covered patio' },
  { kind: 'front', description: 'Street view' },
];
const landTour: readonly PhotoScene[] = [
  { kind: 'land', description: 'Property view' },
  { kind: 'land', description: 'Pasture' },
  { kind: 'land', description: 'Tree line' },
  { kind: 'land', description: 'Road frontage' },
  { kind: 'land', description: 'Fence line' },
  { kind: 'land', description: 'Sunset over the property' },
];
const commercialTour: readonly PhotoScene[] = [
  { kind: 'storefront', description: 'Building exterior' },
  { kind: 'office', description: 'Open office area' },
  { kind: 'warehouse', description: 'Warehouse space' },
  { kind: 'office', description: 'Private office' },
  { kind: 'storefront', description: 'Street frontage' },
  { kind: 'office', description: 'Reception' },
];

/** The scene of photo `order` (1-based) of listing `key`: a walk-through that starts outside. */
export function photoScene(key: number, order: number): PhotoScene {
  const subject = photoSubject(key);
  const tour = subject === 'land' ? landTour : subject === 'commercial' ? commercialTour : homeTour;
  const index = (order - 1) % tour.length;
  const scene = tour[index] ?? tour[0];
  if (scene === undefined) throw new Error('Empty photo tour');
  return scene;
}
