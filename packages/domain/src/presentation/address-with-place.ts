/**
 * One line for a listing's place: its UnparsedAddress followed by the city, state and postal
 * code. A feed's UnparsedAddress is often the whole address already ('699 Elm St, Kings Beach,
 * CA 96143'), and often the street alone; the parts it already names are not written twice.
 */
export function addressWithPlace(
  unparsedAddress: string,
  place: readonly (string | null | undefined)[],
): string {
  const address = unparsedAddress.trim();
  const lower = address.toLowerCase();
  const missing = place.filter(
    (part): part is string => Boolean(part) && !lower.includes(String(part).toLowerCase()),
  );
  return [address, ...missing].join(', ');
}
