/** Every key of a nested catalogue, dotted and sorted: `verification.rejectDialog.title`. For the catalogue tests. */
export function keysOf(catalogue: object, prefix = ''): string[] {
  return Object.entries(catalogue)
    .flatMap(([key, value]) =>
      typeof value === 'object' && value !== null ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`],
    )
    .sort();
}
