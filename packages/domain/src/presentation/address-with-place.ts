/** The text's words in lower case, one space apart and around: ' 699 elm st kings beach '. */
function wordsOf(text: string): string {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return ` ${words.join(' ')} `;
}

/**
 * One line for a listing's place: its UnparsedAddress followed by the city, state and postal
 * code. A feed's UnparsedAddress is often the whole address already ('699 Elm St, Kings Beach,
 * CA 96143'), and often the street alone; the parts it already names, as whole words, are not
 * written twice ('CA' is not named by '12 Cabrillo Dr').
 */
export function addressWithPlace(
  unparsedAddress: string,
  place: readonly (string | null | undefined)[],
): string {
  const address = unparsedAddress.trim();
  const named = wordsOf(address);
  const missing = place.filter((part): part is string => {
    if (typeof part !== 'string') return false;
    const words = wordsOf(part);
    return words.trim() !== '' && !named.includes(words);
  });
  return [address, ...missing].join(', ');
}
