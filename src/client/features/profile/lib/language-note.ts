import { LANGUAGES, type LanguageCode } from '@shared/schemas/member';

/** How a language reads in the select: untranslated ones say so (PRODUCT.md "Languages"). */
export function languageOptionLabel(language: (typeof LANGUAGES)[number]): string {
  return language.translated ? language.label : `${language.label} (translation coming soon)`;
}

/** What choosing a language means today: null when the site speaks it, else that it stays in English for now. */
export function languageNote(code: LanguageCode): string | null {
  const language = LANGUAGES.find((l) => l.code === code);
  if (!language || language.translated) return null;
  return `Your choice is saved. The site stays in English for now; it will switch to ${language.label} when the translation is ready.`;
}
