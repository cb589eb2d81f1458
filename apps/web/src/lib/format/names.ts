type Named = { firstName?: string | null; lastName?: string | null };

/** 'Ada Lovelace'; whichever parts exist. */
export const fullName = (person: Named | null | undefined): string =>
  [person?.firstName, person?.lastName]
    .filter((part) => part && part.trim() !== '')
    .join(' ')
    .trim();

/** 'AL' for avatars; '?' when the person has no name. */
export const initials = (person: Named | null | undefined): string => {
  const letters = [person?.firstName, person?.lastName]
    .map((part) => part?.trim().charAt(0) ?? '')
    .join('')
    .toUpperCase();
  return letters || '?';
};
