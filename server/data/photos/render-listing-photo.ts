import { createRng, mixSeed } from '../generator/create-rng';
import { drawCommercial } from './draw-commercial';
import { drawExterior } from './draw-exterior';
import { drawInterior } from './draw-interior';
import { drawLand } from './draw-land';
import { photoScene } from './photo-scene';

/**
 * Photo `order` (1-based) of generated listing `key`: an 800×533 illustrated SVG, the same every time
 * for the same arguments. What it shows follows `photoScene` (a home walk-through starting with the front
 * exterior; land or commercial views for those listings), and colours and shapes vary with the key.
 * Self-contained (no text, links or external references) and under 4 KB.
 */
export function renderListingPhoto(key: number, order: number): string {
  const scene = photoScene(key, order);
  const rng = createRng(mixSeed(key, order, 0x5ce7e));
  switch (scene.kind) {
    case 'front':
    case 'back':
      // Seeded by the key alone: every exterior view of a listing shows the same house.
      return drawExterior(createRng(mixSeed(key, scene.kind === 'front' ? 1 : 2)), scene.kind);
    case 'land':
      return drawLand(rng);
    case 'storefront':
    case 'office':
    case 'warehouse':
      return drawCommercial(rng, scene.kind);
    default:
      return drawInterior(rng, scene.kind);
  }
}
