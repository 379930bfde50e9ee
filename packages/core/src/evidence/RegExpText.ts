/** Text matched literally inside a pattern: its pattern characters escaped ("802.11ax" matches only itself). */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")
