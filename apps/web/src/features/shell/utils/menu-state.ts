import { menuPath, type MenuItem } from '@bookone/domain';

/** A dropDown's identity in the open/closed state: the names from the top level down. */
export const groupKey = (names: readonly string[]) => names.join('>');

const segments = (path: string) => path.split(/[?#]/)[0]!.split('/').filter(Boolean);

/** Is `prefix` (an absolute path) the start of `pathname`, whole segments only ('/bookone' is not in '/bookone-admin')? */
export function isWithin(prefix: string, pathname: string): boolean {
  const a = segments(prefix);
  const b = segments(pathname);
  return a.length > 0 && a.length <= b.length && a.every((segment, i) => segment === b[i]);
}

function linksUnder(items: readonly MenuItem[], parents: readonly (string | undefined)[]): string[] {
  return items.flatMap((item) => {
    if (item.disabled) return [];
    if (item.type === 'dropDown') return linksUnder(item.sub ?? [], [...parents, item.state]);
    return item.type === 'link' || item.type === 'icon' ? [menuPath(parents, item)] : [];
  });
}

/**
 * The dropDowns to open when a navigation ends at `pathname` (spec §4: the address contains the group's state).
 * The group's state is taken with its parents' states, as whole path segments. A group without a state of its own
 * (the super admin's sub-groups) opens when one of its links is the current address. Parents of an open group open.
 */
export function groupsToOpen(
  items: readonly MenuItem[],
  pathname: string,
  parentStates: readonly (string | undefined)[] = [],
  parentNames: readonly string[] = [],
): string[] {
  return items.flatMap((item) => {
    if (item.type !== 'dropDown' || item.disabled) return [];
    const names = [...parentNames, item.name];
    const states = [...parentStates, item.state];
    const inner = groupsToOpen(item.sub ?? [], pathname, states, names);
    const own = item.state
      ? isWithin(menuPath(parentStates, item), pathname)
      : linksUnder(item.sub ?? [], states).some((link) => isWithin(link, pathname));
    return own || inner.length > 0 ? [groupKey(names), ...inner] : inner;
  });
}
