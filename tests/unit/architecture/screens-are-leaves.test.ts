import { describe, expect, it } from 'vitest';
import { crossScreenImports, findCrossScreenImports } from '../../../scripts/find-cross-screen-imports';

describe('screens are leaves', () => {
  it('no screen imports another screen: shared pieces live in src/parts or src/ui', () => {
    expect(findCrossScreenImports()).toEqual([]);
  });

  it('names an import that reaches into another screen, with or without an ?inline suffix', () => {
    const source = [
      "import { ListingCard } from '../listings/listing-card';",
      "import styles from '../../screens/saved/saved.css?inline';",
      "import { ownPart } from './own-part';",
      "import { Modal } from '../../ui/modal';",
    ].join('\n');
    expect(crossScreenImports('src/screens/dashboard/dashboard-screen.tsx', source)).toEqual([
      { file: 'src/screens/dashboard/dashboard-screen.tsx', specifier: '../listings/listing-card' },
      { file: 'src/screens/dashboard/dashboard-screen.tsx', specifier: '../../screens/saved/saved.css' },
    ]);
  });

  it('lets a screen reach its own sub-folders and files outside src/screens freely', () => {
    const source = "import { Pin } from '../map/pin';\nimport { t } from '../../../lib/i18n/t';";
    expect(crossScreenImports('src/screens/listings/filters/filter-actions.tsx', source)).toEqual([]);
  });
});
