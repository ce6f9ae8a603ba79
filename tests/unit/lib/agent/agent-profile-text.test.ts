import { describe, expect, it } from 'vitest';
import { agentInitials } from '../../../../src/lib/agent/agent-initials';
import { spokenLanguages } from '../../../../src/lib/agent/spoken-languages';

describe('agentInitials', () => {
  it('takes the first letters of the first and last names, whatever the accents and particles', () => {
    expect(agentInitials('Jane Doe')).toBe('JD');
    expect(agentInitials('maría de la Cruz')).toBe('MC');
    expect(agentInitials('Megan O’Connor')).toBe('MO');
    expect(agentInitials('Cher')).toBe('C');
    expect(agentInitials(' — ')).toBe('?');
  });
});

describe('spokenLanguages', () => {
  it("names the MLS's languages in Spanish for a Spanish reader, keeping names it does not know", () => {
    expect(spokenLanguages('es', 'English, Spanish, Vietnamese')).toBe('inglés, español, vietnamita');
    expect(spokenLanguages('es', 'English,Yoruba')).toBe('inglés, Yoruba');
    expect(spokenLanguages('en', 'English,Spanish')).toBe('English, Spanish');
  });
});
