import { languageValues, type Schema } from '@shop/sdk';

/** A language the API's messages and mails come in (the document's `Language`). */
export type Language = Schema<'Language'>;

/** Where a request names no language the API speaks. */
export const DEFAULT_LANGUAGE: Language = 'en';

/** The digits 0 to 9 as each language writes them (Bangla: ০ to ৯). */
export const DIGITS: { readonly [L in Language]: string } = { en: '0123456789', bn: '০১২৩৪৫৬৭৮৯' };

/** A quality value (RFC 9110 §12.4.2): 0 to 1, at most three decimals. */
const QUALITY = /^(?:0(?:\.[0-9]{0,3})?|1(?:\.0{0,3})?)$/;

/** One language range of an Accept-Language header: its primary subtag (or `*`), its weight, its place. */
interface Range {
  primary: string;
  weight: number;
  position: number;
}

function rangesOf(header: string): Range[] {
  const ranges: Range[] = [];
  for (const [position, part] of header.split(',').entries()) {
    const [tag = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    if (!/^(?:\*|[A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*)$/.test(tag)) continue;
    let weight = 1;
    for (const parameter of parameters) {
      const [name = '', value = ''] = parameter.split('=').map((piece) => piece.trim());
      if (name.toLowerCase() !== 'q') continue;
      weight = QUALITY.test(value) ? Number(value) : Number.NaN;
    }
    // A range with a malformed weight is left out rather than guessed at.
    if (Number.isNaN(weight)) continue;
    ranges.push({ primary: (tag.split('-')[0] ?? '').toLowerCase(), weight, position });
  }
  return ranges;
}

/**
 * The language of ours a request prefers, by its `Accept-Language` (RFC 9110 §12.5.4): a range counts for the
 * language its primary subtag names (`bn-BD` and `bn` for Bangla) with its weight (`q`, 1 when not given; 0 refuses
 * it), and `*` for each language no range names. The heaviest wins; of equal weights, a language named outright
 * before one `*` stands for, then the one listed first. English when the header is missing or accepts none of ours.
 */
export function preferredLanguage(header: string | undefined): Language {
  if (header === undefined) return DEFAULT_LANGUAGE;
  const ranges = rangesOf(header);
  const wildcard = ranges.find((range) => range.primary === '*');
  const candidates = languageValues.flatMap((language) => {
    const named = ranges.filter((range) => range.primary === language);
    if (named.length === 0) return wildcard === undefined ? [] : [{ language, ...wildcard, named: false }];
    // Of several ranges of one language (`bn-BD;q=0.9, bn;q=0.5`), the one it is most welcome by.
    const best = named.reduce((a, b) => (b.weight > a.weight ? b : a));
    return [{ language, ...best, named: true }];
  });
  const [chosen] = candidates
    .filter((candidate) => candidate.weight > 0)
    .sort((a, b) => b.weight - a.weight || Number(b.named) - Number(a.named) || a.position - b.position);
  return chosen?.language ?? DEFAULT_LANGUAGE;
}
