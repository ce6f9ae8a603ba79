import { describe, expect, it } from 'vitest';
import { pickBio } from '../../../../src/lib/agent/pick-bio';

const both = { en: 'Helps buyers in Austin.', es: 'Ayuda a compradores en Austin.' };

describe('pickBio', () => {
  it('gives each reader the bio in their own language where the agent has one', () => {
    expect(pickBio('es', both)).toEqual({ text: 'Ayuda a compradores en Austin.', lang: 'es' });
    expect(pickBio('en', both)).toEqual({ text: 'Helps buyers in Austin.', lang: 'en' });
  });

  it('gives a Spanish reader the English bio of an MLS agent, marked English for screen readers', () => {
    expect(pickBio('es', { en: 'Helps buyers in Austin.', es: null })).toEqual({
      text: 'Helps buyers in Austin.',
      lang: 'en',
    });
    expect(pickBio('en', { en: null, es: 'Ayuda a compradores.' })).toEqual({
      text: 'Ayuda a compradores.',
      lang: 'es',
    });
  });

  it('gives none when the agent has no bio', () => {
    expect(pickBio('es', { en: null, es: null })).toBeNull();
  });
});
