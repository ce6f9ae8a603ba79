import type { Rng } from './create-rng';
import type { Structure } from './describe-structure';
import type { RoomRow } from './listing-rows';

const extraHomeRooms = [
  'Family Room',
  'Office',
  'Game Room',
  'Media Room',
  'Utility Room',
  'Breakfast Nook',
  'Bonus Room',
  'Sunroom',
  'Study',
  'Mud Room',
] as const;
const commercialRooms = [
  'Reception',
  'Private Office',
  'Conference Room',
  'Break Room',
  'Restroom',
  'Storage',
  'Open Office',
  'Warehouse',
] as const;

/**
 * Rooms with level and dimensions: 3 to 12 for a building, none for bare land. A home's bedrooms and
 * bathrooms match its counts as far as the 12-room cap allows; upper levels exist only in taller homes.
 */
export function buildRooms(rng: Rng, key: number, structure: Structure): RoomRow[] {
  if (!structure.building) return [];
  const rooms: [type: string, level: string][] = [];
  const upper = (structure.stories ?? 1) > 1;
  const levelFor = (onMain: boolean) => (onMain || !upper ? 'Main' : 'Upper');
  if (structure.dwelling) {
    rooms.push(['Living Room', 'Main'], ['Kitchen', 'Main']);
    const beds = structure.beds ?? 0;
    const mainBeds = structure.mainLevelBeds ?? 0;
    for (let bed = 0; bed < beds; bed++) {
      rooms.push([bed === 0 ? 'Primary Bedroom' : 'Bedroom', levelFor(bed < mainBeds)]);
    }
    rooms.push(['Primary Bathroom', levelFor(mainBeds > 0)]);
    if (rng.chance(0.7)) rooms.push(['Dining Room', 'Main']);
    const extras = rng.int(0, 4);
    for (let i = 0; i < extras; i++) rooms.push([rng.pick(extraHomeRooms), levelFor(rng.chance(0.5))]);
  } else {
    const count = rng.int(3, 8);
    for (let i = 0; i < count; i++) rooms.push([rng.pick(commercialRooms), levelFor(i < 3)]);
  }
  return rooms.slice(0, 12).map(([type, level], index) => ({
    listing_key_numeric: key,
    position: index + 1,
    room_type: type,
    room_level: level,
    room_dimensions: dimensions(rng, type),
  }));
}

function dimensions(rng: Rng, type: string): string {
  const big =
    type === 'Living Room' || type === 'Family Room' || type === 'Game Room' || type === 'Open Office';
  const warehouse = type === 'Warehouse';
  const width = warehouse ? rng.int(40, 120) : big ? rng.int(14, 24) : rng.int(9, 16);
  const length = warehouse ? rng.int(60, 200) : big ? rng.int(15, 28) : rng.int(10, 18);
  return `${width} x ${length}`;
}
