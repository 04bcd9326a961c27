/** Letters without their accents, in lower case: 'Événement' and 'evenement' compare equal. */
function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** The category's French or English name contains the searched text (accents and case ignored); every one for ''. */
export function matchesName(names: { nameFr: string; nameEn: string }, search: string): boolean {
  const text = folded(search.trim());
  return text === '' || folded(names.nameFr).includes(text) || folded(names.nameEn).includes(text);
}
