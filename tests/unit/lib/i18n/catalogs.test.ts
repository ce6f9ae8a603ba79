import { describe, expect, it } from 'vitest';
import { isMessageKey } from '../../../../src/lib/i18n/is-message-key';
import { messagesEn } from '../../../../src/lib/i18n/messages-en';
import { messagesEs } from '../../../../src/lib/i18n/messages-es';

const placeholders = (text: string): string[] =>
  [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '').sort();

describe('message catalogs', () => {
  const englishKeys = Object.keys(messagesEn);

  it('give Spanish exactly the English keys', () => {
    expect(Object.keys(messagesEs).sort()).toEqual([...englishKeys].sort());
  });

  it.each(Object.entries(messagesEn))(
    'has a Spanish %s with text and the same placeholders',
    (key, english) => {
      const spanish = isMessageKey(key) ? messagesEs[key] : '';
      expect(spanish.trim()).not.toBe('');
      expect(placeholders(spanish)).toEqual(placeholders(english));
    },
  );

  it('has both forms of every plural family', () => {
    const bases = englishKeys
      .filter((key) => /\.(one|other)$/.test(key))
      .map((key) => key.replace(/\.\w+$/, ''));
    for (const base of new Set(bases)) {
      expect(englishKeys, base).toContain(`${base}.one`);
      expect(englishKeys, base).toContain(`${base}.other`);
    }
  });

  it('never puts a space before "!" (DESIGN rulings)', () => {
    for (const text of [...Object.values(messagesEn), ...Object.values(messagesEs)]) {
      expect(text).not.toMatch(/\s!/);
    }
  });

  it('keeps SPEC wording, with the grammar fixes of DESIGN', () => {
    const english = new Set<string>(Object.values(messagesEn));
    for (const text of [
      'There are no available properties in this area',
      'There are no more ZIP codes',
      'The email has already been taken. Please use another or Login.',
      'Your message has been sent!',
      'No open house dates!',
      'SORT BY DEFAULT',
      'Page {page}/{pages}',
      'Displaying {count} listings ({from} to {to}) of {total}',
      '{completed} Showing {count} listings',
      'Start typing to search for a county',
      'Start typing to search for a city',
      'Start typing to search for a zip code',
      'No results found for {text}.',
      'Address, City, ZIP Code, etc',
      'Unlock + {count} Photos',
      '{count} Days on Market',
      'Listed today',
      'Feature Open House Date/Time',
      'Please provide a properly formatted email address',
      'Password must be six or more characters',
      'An error occurred. Please try again.',
      'Due to your Google privacy settings we are unable to log you in with Google. Please choose another method.',
      'Interior and External Dwelling Features',
      'Financial & MLS Listing Facts',
      'WOW!!!',
      'CONTACT {agent}',
      'CONTACT US',
      'Information About Brokerage Services',
      'Consumer Protection Notice',
    ]) {
      expect(english, text).toContain(text);
    }
    expect(english).not.toContain('There is no available properties in this area');
  });

  it('says "your own" of a metro (un área metropolitana, feminine) alike in both metro hints', () => {
    for (const key of ['account.metroHint', 'lead.metroHint'] as const) {
      expect(messagesEs[key], key).toMatch(/escriba la suya\.$/);
    }
  });

  it('never offers a phone number as a password (DESIGN rulings)', () => {
    expect(Object.values(messagesEn).join('\n')).not.toMatch(/used as password/i);
  });
});
