/**
 * Vitest 5 targets Node 22: its reporter calls Map.groupBy, which Node 20 lacks, and then prints
 * "Map.groupBy is not a function" instead of the failing tests. Vitest configs run in the main
 * process, so importing this from them restores the failure report on Node 20.
 */
type GroupBy = <K, V>(items: Iterable<V>, key: (item: V, index: number) => K) => Map<K, V[]>;

const mapWithGroupBy = Map as typeof Map & { groupBy?: GroupBy };
mapWithGroupBy.groupBy ??= <K, V>(items: Iterable<V>, key: (item: V, index: number) => K) => {
  const groups = new Map<K, V[]>();
  let index = 0;
  for (const item of items) {
    const group = key(item, index++);
    const members = groups.get(group);
    if (members) members.push(item);
    else groups.set(group, [item]);
  }
  return groups;
};

export {};
