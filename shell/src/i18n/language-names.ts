import type { Lang } from '@fikr/shared/core';

/** Each language named in itself, so a visitor finds theirs whatever language is on screen. */
export const LANGUAGE_NAMES: Record<Lang, string> = { uz: "O'zbekcha", ru: 'Русский', en: 'English' };
