import { COMMON_PASSWORDS } from './common-passwords';

/**
 * What a password must also avoid beyond the character classes of spec §5 (issue 9): the rule alone lets through
 * `Aa1!Aa1!`, `Password1!` and passwords that a copy-paste padded with a space or a control character.
 */

/** Any C0/C1 control character: NUL, tab, line breaks, escape, DEL… */
const CONTROL = /\p{Cc}/u;

export function hasControlCharacter(password: string): boolean {
  return CONTROL.test(password);
}

/** A leading or trailing blank: usually pasted by accident, and invisible when the password is typed again. */
export function hasOuterSpace(password: string): boolean {
  return /^\s|\s$/u.test(password);
}

/**
 * One short unit repeated, in any case, with perhaps a partial copy at the end: `Aa1!Aa1!`, `abc1!ABC1!`,
 * `Xy1#Xy1#X`. Guessing such a password means guessing only its unit.
 */
export function isRepeatedPattern(password: string): boolean {
  const chars = [...password.toLowerCase()];
  for (let unit = 1; unit <= chars.length / 2; unit++) {
    if (chars.every((c, i) => c === chars[i % unit])) return true;
  }
  return false;
}

/** Look-alike characters put back to the letters they stand for; `1` is read both as `i` and as `l`. */
const LOOK_ALIKES: Record<string, string> = {
  '@': 'a',
  '4': 'a',
  '3': 'e',
  '!': 'i',
  '0': 'o',
  $: 's',
  '5': 's',
  '7': 't',
};
const undoLookAlikes = (s: string, one: 'i' | 'l') =>
  s.replace(/[@4310!$57]/g, (c) => (c === '1' ? one : (LOOK_ALIKES[c] ?? c)));
/** Digits, symbols and blanks at either end: the decoration around a common word. */
const trimDecoration = (s: string) => s.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
/** Separators inside: `pass-word`, `pass_word`, `pass.word`. */
const dropSeparators = (s: string) => s.replace(/[\s._-]+/g, '');

/**
 * Whether the password is one of the common ones once reduced to its core: lower case, with the digits and symbols
 * at either end, the separators inside and look-alike substitutions taken away (`P@ssw0rd2026!` → `password`,
 * `Summer2026!` → `summer`, `1qaz2wsx!` → `qaz2wsx`).
 */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  const cores = new Set<string>();
  for (const form of [lower, trimDecoration(lower), lower.replace(/[^\p{L}]+$/u, '')]) {
    for (const variant of [form, undoLookAlikes(form, 'i'), undoLookAlikes(form, 'l')]) {
      cores.add(variant);
      cores.add(trimDecoration(variant));
      cores.add(dropSeparators(trimDecoration(variant)));
    }
  }
  for (const core of cores) if (COMMON_PASSWORDS.has(core)) return true;
  return false;
}
