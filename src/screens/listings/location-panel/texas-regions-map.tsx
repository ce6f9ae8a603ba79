import { MAP_HEIGHT, MAP_WIDTH, METRO_AREAS, REGION_AREAS } from './texas-regions-map-data';

// Twelve light hues, one per region, far enough apart that neighbours never look alike.
const REGION_FILLS = [
  '#f6d8ae',
  '#cfe3c1',
  '#f3c6c6',
  '#c9dcef',
  '#e6d3ee',
  '#f7e7a6',
  '#bfe3dc',
  '#f1cfb4',
  '#d6d9f2',
  '#dfe8b0',
  '#f0c9de',
  '#c8e6f0',
];

/**
 * The help picture of the Location panel's info button: Texas's 12 economic regions (coloured, named)
 * with its metro areas drawn over them (hatched, named by their first city). Drawn from the same
 * outlines the server gives the map, so it matches the selectors. Loaded only when the info opens.
 */
export function TexasRegionsMap({ alt }: { alt: string }) {
  return (
    <svg
      className="bb-regions-map"
      viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
      role="img"
      aria-label={alt}
      xmlns="http://www.w3.org/2000/svg"
    >
      <defs>
        <pattern
          id="bb-metro-hatch"
          width="5"
          height="5"
          patternUnits="userSpaceOnUse"
          patternTransform="rotate(45)"
        >
          <rect width="5" height="5" fill="rgb(31 58 138 / 0.18)" />
          <line x1="0" y1="0" x2="0" y2="5" stroke="rgb(31 58 138 / 0.55)" strokeWidth="1.4" />
        </pattern>
      </defs>
      <g stroke="#ffffff" strokeWidth="1.5" strokeLinejoin="round">
        {REGION_AREAS.map((region, index) => (
          <path key={region.name} d={region.d} fill={REGION_FILLS[index % REGION_FILLS.length]} />
        ))}
      </g>
      <g fill="url(#bb-metro-hatch)" stroke="#1f3a8a" strokeWidth="0.8" strokeLinejoin="round">
        {METRO_AREAS.map((metro) => (
          <path key={metro.name} d={metro.d} />
        ))}
      </g>
      <g className="bb-regions-map-metros" fontSize="9" fill="#1b1f24" textAnchor="middle">
        {METRO_AREAS.map((metro) => (
          <g key={metro.name}>
            <circle cx={metro.x} cy={metro.y} r="2" fill="#1f3a8a" />
            <text x={metro.x} y={metro.y - 4} paintOrder="stroke" stroke="#ffffff" strokeWidth="2.5">
              {metro.name}
            </text>
          </g>
        ))}
      </g>
      <g fontSize="12" fontWeight="700" fill="#3b2f1e" textAnchor="middle" letterSpacing="0.04em">
        {REGION_AREAS.map((region) => (
          <text
            key={region.name}
            x={region.x}
            y={region.y + 14}
            paintOrder="stroke"
            stroke="#ffffff"
            strokeWidth="3"
          >
            {region.name.toUpperCase()}
          </text>
        ))}
      </g>
    </svg>
  );
}
