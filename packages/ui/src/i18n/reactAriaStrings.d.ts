// The package's own declaration exports its string table as a type only; this is the value it really is.
declare module 'react-aria-components/i18n/en-US' {
  const strings: Record<string, Record<string, string | ((...args: never[]) => string)>>;
  export default strings;
}
