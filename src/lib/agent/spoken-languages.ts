import type { Lang } from '../i18n/lang';

// The languages Texas agents list most (MLS lookups are English names); others are shown as sent.
const SPANISH_NAMES: Readonly<Record<string, string>> = {
  english: 'inglés',
  spanish: 'español',
  vietnamese: 'vietnamita',
  chinese: 'chino',
  mandarin: 'mandarín',
  cantonese: 'cantonés',
  korean: 'coreano',
  hindi: 'hindi',
  urdu: 'urdu',
  arabic: 'árabe',
  french: 'francés',
  german: 'alemán',
  portuguese: 'portugués',
  tagalog: 'tagalo',
  russian: 'ruso',
  japanese: 'japonés',
  italian: 'italiano',
};

/**
 * An agent's languages ('English, Spanish', as the MLS lists them) in the reader's language:
 * 'inglés, español' in Spanish; a name the table does not know is kept as the MLS wrote it.
 */
export function spokenLanguages(lang: Lang, languages: string): string {
  const names = languages
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (lang === 'en') return names.join(', ');
  return names.map((name) => SPANISH_NAMES[name.toLowerCase()] ?? name).join(', ');
}
