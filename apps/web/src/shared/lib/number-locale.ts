/**
 * The locale that numbers and dates of the site are written in for a language: the United
 * States' Spanish groups thousands as English does ('6,165 resultados'), where plain 'es' writes
 * '6165'.
 */
export function numberLocale(language: string): 'es-US' | 'en-US' {
  return language.startsWith('es') ? 'es-US' : 'en-US';
}
