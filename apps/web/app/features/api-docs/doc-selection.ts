/**
 * Which service the API documentation shows (product §4 "API docs"): none (the Get Started
 * guide) or one menu group; and which group's items are open.
 */
export interface DocSelection {
  /** The selected group id, or null for the Get Started guide. */
  selected: string | null;
  /** The group whose items are shown, or null when every group is collapsed. */
  open: string | null;
}

export const initialSelection: DocSelection = { selected: null, open: null };

/**
 * product §4: choosing a group opens or closes its items and selects it; choosing the same group
 * again collapses its items but it stays selected.
 */
export function chooseGroup(state: DocSelection, groupId: string): DocSelection {
  return { selected: groupId, open: state.open === groupId ? null : groupId };
}

/** Choosing one of a group's items selects the group and keeps its items open. */
export function chooseItem(_state: DocSelection, groupId: string): DocSelection {
  return { selected: groupId, open: groupId };
}

export const showGuide = (state: DocSelection): DocSelection => ({ selected: null, open: state.open });

interface GroupLike {
  id: string;
  items: { id: string }[];
}

/**
 * The selection a shared link names: ?service={group}#{item}. A hash alone is enough when it
 * names an item (/api#send-sms); anything unknown falls back to the guide.
 */
export function selectionFromUrl(search: string, hash: string, groups: readonly GroupLike[]): DocSelection & { target: string | null } {
  const service = new URLSearchParams(search).get('service')?.toLowerCase() ?? null;
  const target = decodeURIComponent(hash.replace(/^#/, '')) || null;
  const byService = service ? groups.find((g) => g.id === service) : undefined;
  const byHash = target ? groups.find((g) => g.items.some((i) => i.id === target)) : undefined;
  const group = byService ?? byHash;
  if (!group) return { selected: null, open: null, target };
  return { selected: group.id, open: group.id, target };
}

/** The query and hash naming a selection, e.g. '?service=sms#send-sms'; '' for the guide. */
export function selectionHref(groupId: string | null, itemId?: string | null): string {
  const query = groupId ? `?service=${encodeURIComponent(groupId)}` : '';
  return `${query}${itemId ? `#${encodeURIComponent(itemId)}` : ''}`;
}
