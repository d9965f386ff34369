/**
 * Names as a Zengin transfer file spells them: half-width katakana, upper-case letters, digits, space and
 * the few signs the format allows ( ) . - /. Bank accounts keep holder names in full-width katakana
 * (src/core/bank-account.ts); this turns them into the file's characters.
 */
const FULL = 'アイウエオカキクケコサシスセソタチツテトナニヌネノハヒフヘホマミムメモヤユヨラリルレロワヲン';
const HALF = 'ｱｲｳｴｵｶｷｸｹｺｻｼｽｾｿﾀﾁﾂﾃﾄﾅﾆﾇﾈﾉﾊﾋﾌﾍﾎﾏﾐﾑﾒﾓﾔﾕﾖﾗﾘﾙﾚﾛﾜｦﾝ';

const SINGLE: Record<string, string> = {
  // Transfers have no small kana: banks read them as the full-size letter.
  ァ: 'ｱ',
  ィ: 'ｲ',
  ゥ: 'ｳ',
  ェ: 'ｴ',
  ォ: 'ｵ',
  ッ: 'ﾂ',
  ャ: 'ﾔ',
  ュ: 'ﾕ',
  ョ: 'ﾖ',
  ヮ: 'ﾜ',
  ヵ: 'ｶ',
  ヶ: 'ｹ',
  ヰ: 'ｲ',
  ヱ: 'ｴ',
  // The long-vowel mark and the middle dot are not in the format's set: banks ask for - and . instead.
  ー: '-',
  '・': '.',
  '\u3099': 'ﾞ',
  '\u309A': 'ﾟ',
  '\u3000': ' ',
};
for (const [index, kana] of [...FULL].entries()) SINGLE[kana] = HALF[index] ?? '';

const ALLOWED_ASCII = /^[0-9A-Z ().\-/]$/;

export class ZenginCharacterError extends Error {
  constructor(readonly character: string) {
    super(`not a character of a Zengin transfer file: ${JSON.stringify(character)}`);
    this.name = 'ZenginCharacterError';
  }
}

/**
 * Full-width katakana (voiced ones too: NFD splits ガ into カ and the voicing mark, which becomes ﾞ) and
 * full- or half-width letters, digits and signs, as the file's half-width characters.
 */
export function toZenginKana(name: string): string {
  let out = '';
  for (const char of name.normalize('NFD')) {
    const mapped = SINGLE[char];
    if (mapped) {
      out += mapped;
      continue;
    }
    // Full-width letters, digits and signs (Ａ, ０, （) fold to ASCII; half-width kana stay as they are.
    const folded = char.normalize('NFKC').toUpperCase();
    if (ALLOWED_ASCII.test(folded)) out += folded;
    else if (/^[\uFF66-\uFF9F]$/.test(char)) out += char;
    else throw new ZenginCharacterError(char);
  }
  return out;
}
