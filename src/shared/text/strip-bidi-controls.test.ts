import { describe, expect, it } from 'vitest';
import { stripBidiControls } from './strip-bidi-controls';

describe('stripBidiControls', () => {
  it('removes every direction control and mark, and nothing else', () => {
    const controls = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069', '\u200E', '\u200F', '\u061C'];
    for (const c of controls) expect(stripBidiControls(`Ann${c}a Lee`), `U+${c.charCodeAt(0).toString(16)}`).toBe('Anna Lee');
    expect(stripBidiControls('\u202Egnp.exe\u202C Bob')).toBe('gnp.exe Bob');
    expect(stripBidiControls('Željka Ωmega Дмитрий 字 محمد')).toBe('Željka Ωmega Дмитрий 字 محمد');
    // Joiners that scripts need are kept.
    expect(stripBidiControls('क्\u200Dष')).toBe('क्\u200Dष');
  });
});
