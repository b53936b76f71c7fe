/** Longest piece of someone else's text a message quotes (a review; names are shorter). */
export const QUOTE_MAX = 500;

// Controls (newlines and tabs too) and line/paragraph separators would start a line of the quoted writer's own;
// format characters (bidi embeddings, overrides, isolates and marks, zero-width characters) reorder or hide text.
const LINE_BREAKING = /[\p{Cc}\p{Zl}\p{Zp}]/gu;
const FORMAT = /\p{Cf}/gu;
// Anything a messenger would turn into a link (scheme links, www., bare domains): shown, but not clickable.
const LINK_LIKE = /(?:[a-z][a-z0-9+.-]*:\/\/|www\.)\S*|[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}\S*/giu;
const QUOTE_MARKS = /[«»]/g;

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The text cut to `max` user-perceived characters (never inside an emoji or a letter with its marks). */
function capped(text: string, max: number): string {
  const parts = Array.from(graphemes.segment(text), (s) => s.segment);
  return parts.length <= max
    ? text
    : `${parts
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

/** `evil.com/x` → `evil[.]com/x`, `https://` → `https[:]//`: readable, but no messenger makes a link of it. */
function defanged(link: string): string {
  return link.replace('://', '[:]//').replaceAll('.', '[.]');
}

/**
 * Someone else's words (a customer's name or review, a business's name) made safe to quote inside a message
 * Fikr sends: one line, no control or bidi characters, links defanged, at most `max` characters. The caller
 * shows it between quotation marks, so it can never pass for a line of Fikr's own.
 */
export function quotable(text: string, max = QUOTE_MAX): string {
  const flat = text
    .replace(LINE_BREAKING, ' ')
    .replace(FORMAT, '')
    .replace(QUOTE_MARKS, '"')
    .replace(/\s+/g, ' ')
    .trim();
  return capped(flat.replace(LINK_LIKE, defanged), max);
}
