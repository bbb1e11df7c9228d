/**
 * The values spec §3 keeps in the browser (quizAnswers, quizResults, quizEmail, userEmail). They are a display
 * copy only: the server's attempt and result are the truth. Storage can be unavailable (private mode, quota).
 */
export type StoredKey = 'quizAnswers' | 'quizResults' | 'quizEmail' | 'userEmail' | 'quizAttemptId';

export function readStored<T>(key: StoredKey): T | null {
  try {
    const raw = window.localStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as T);
  } catch {
    return null;
  }
}

export function writeStored(key: StoredKey, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the server still has everything that matters.
  }
}
