import type { Word } from './english-words.ts';

const LANGUAGES: Record<string, string> = {
  spanish: 'es', french: 'fr', german: 'de', italian: 'it', portuguese: 'pt', dutch: 'nl', polish: 'pl', swedish: 'sv', danish: 'da', norwegian: 'no', finnish: 'fi',
  japanese: 'ja', chinese: 'zh', mandarin: 'zh', cantonese: 'zh', korean: 'ko', arabic: 'ar', hindi: 'hi', turkish: 'tr', russian: 'ru', ukrainian: 'uk', greek: 'el',
  welsh: 'cy', irish: 'ga', czech: 'cs', romanian: 'ro', hungarian: 'hu', hebrew: 'he', indonesian: 'id', vietnamese: 'vi', thai: 'th', catalan: 'ca', croatian: 'hr',
  bulgarian: 'bg', slovak: 'sk', slovenian: 'sl', serbian: 'sr', malay: 'ms', tagalog: 'tl', filipino: 'tl', swahili: 'sw', urdu: 'ur', bengali: 'bn', punjabi: 'pa', tamil: 'ta', persian: 'fa', farsi: 'fa',
};

/** The language the work must be in, when the request asks for one other than English ('in Spanish' gives 'es'). */
export function readLanguage(words: readonly Word[]): string | null {
  for (let i = 0; i < words.length; i++) {
    const code = LANGUAGES[words[i]!.lower];
    if (!code) continue;
    const before = words[i - 1]?.lower ?? '';
    const after = words[i + 1]?.lower ?? '';
    if (/^(in|into|to|translate|translated)$/.test(before) || /^(version|translation|copy|edition)$/.test(after)) return code;
  }
  return null;
}
