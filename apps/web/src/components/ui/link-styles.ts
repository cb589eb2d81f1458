/** Links inside text: coloured and underlined, so they do not rely on colour alone. */
export const textLinkClasses =
  'rounded font-medium text-emerald-300 underline decoration-emerald-300/50 underline-offset-4 hover:text-emerald-200 hover:decoration-emerald-200';
