/** Whether `file` matches one of the MIME types in `accept` ('image/*' style wildcards allowed). */
export function acceptsFile(file: Pick<File, 'type'>, accept: readonly string[]): boolean {
  const type = file.type.toLowerCase();
  return accept.some((pattern) => {
    const wanted = pattern.toLowerCase();
    return wanted.endsWith('/*') ? type.startsWith(wanted.slice(0, -1)) : type === wanted;
  });
}
