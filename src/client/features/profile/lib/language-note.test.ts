import { LANGUAGES } from '@shared/schemas/member';
import { describe, expect, it } from 'vitest';
import { languageNote, languageOptionLabel } from './language-note';

describe('languages in the profile dialog', () => {
  it('marks the untranslated languages as coming soon, and English as it is', () => {
    expect(LANGUAGES.map(languageOptionLabel)).toEqual(['English', 'Spanish (translation coming soon)', 'French (translation coming soon)']);
  });

  it('says the site stays in English only for an untranslated choice', () => {
    expect(languageNote('en')).toBeNull();
    expect(languageNote('es')).toMatch(/^Your choice is saved\. The site stays in English for now; it will switch to Spanish /);
    expect(languageNote('fr')).toContain('switch to French');
  });
});
