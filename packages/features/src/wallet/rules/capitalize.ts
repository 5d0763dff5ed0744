/** The text with its first letter in capitals ("normal" -> "Normal"); spec section 2's withdrawal type. */
export function capitalize(text: string): string {
  const [first = '', ...rest] = [...text];
  return first.toLocaleUpperCase('en') + rest.join('');
}
