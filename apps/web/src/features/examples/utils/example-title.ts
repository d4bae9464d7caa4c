/**
 * The example viewer's title (spec §2.1): the id with its first hyphen turned into a space and its first letter
 * capitalised: 'dialog-examples' gives 'Dialog examples'.
 */
export function exampleTitle(id: string): string {
  const spaced = id.replace('-', ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}
