const SMALL = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
/** Short-scale names, one per power of 1000, up to nonillion (10^30). */
const SCALES = [
  '',
  'thousand',
  'million',
  'billion',
  'trillion',
  'quadrillion',
  'quintillion',
  'sextillion',
  'septillion',
  'octillion',
  'nonillion',
];

/** The first value too large to spell: 1000 nonillion (10^33). */
export const NUMBER_TO_WORDS_LIMIT = 10n ** 33n;

function below1000(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const words: string[] = [];
  if (hundreds > 0) words.push(`${SMALL[hundreds]} hundred`);
  const [tens, units] = [Math.floor(rest / 10), rest % 10];
  if (rest >= 20) words.push(units > 0 ? `${TENS[tens]}-${SMALL[units]}` : `${TENS[tens]}`);
  else if (rest > 0) words.push(`${SMALL[rest]}`);
  return words.join(' ');
}

/** A number as an exact integer, by its shortest decimal form (what JavaScript prints: 1e30 is 10^30). */
function toBigInt(n: number): bigint {
  if (Number.isSafeInteger(n)) return BigInt(n);
  const [mantissa = '', exponent = '0'] = String(Math.abs(n)).split('e');
  const [whole = '', fraction = ''] = mantissa.split('.');
  const zeros = Number(exponent) - fraction.length;
  const digits = BigInt(whole + fraction);
  return (n < 0 ? -1n : 1n) * (zeros >= 0 ? digits * 10n ** BigInt(zeros) : digits / 10n ** BigInt(-zeros));
}

/**
 * Number-to-words of spec §9, in US English: rounds to a whole number (halves away from zero), then spells it with
 * short-scale names up to nonillion, e.g. 0 → 'zero', 21 → 'twenty-one' (tens and units joined by a hyphen),
 * 1_000_001 → 'one million one', 115 → 'one hundred fifteen' (no 'and'), -7 → 'minus seven'.
 *
 * Numbers above 2^53 are not exact in JavaScript; they are spelled as JavaScript prints them (1e30 is 'one
 * nonillion'). Pass a bigint for exact values. Throws a RangeError for NaN, infinities, and magnitudes of 10^33
 * or more.
 */
export function numberToWords(value: number | bigint): string {
  let n: bigint;
  if (typeof value === 'bigint') {
    n = value;
  } else {
    if (!Number.isFinite(value)) throw new RangeError(`Cannot spell ${value}`);
    n = toBigInt(Math.sign(value) * Math.round(Math.abs(value)));
  }
  const negative = n < 0n;
  let rest = negative ? -n : n;
  if (rest >= NUMBER_TO_WORDS_LIMIT) throw new RangeError(`Cannot spell ${String(value)}: beyond nonillions`);
  if (rest === 0n) return 'zero';

  const groups: string[] = [];
  for (let scale = 0; rest > 0n; scale++, rest /= 1000n) {
    const group = Number(rest % 1000n);
    if (group > 0) groups.unshift(SCALES[scale] ? `${below1000(group)} ${SCALES[scale]}` : below1000(group));
  }
  return `${negative ? 'minus ' : ''}${groups.join(' ')}`;
}
