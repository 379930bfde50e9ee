/**
 * Events a date is asked for and given for, each by the words that name it: "what day did apollo 12 land on the moon"
 * asks for a landing, which "Apollo 12 launched November 14, 1969" does not date. Words of one event are one group
 * ("landed", "touched down"; "launched", "lifted off", "released"), since pages name an event every way; a sentence
 * naming another group's event and none of the asked one's dates something else. Words that are nouns or adjectives
 * too ("land", "open", "close") name an event only inflected, or where a question ends with them ("when did it open").
 */
const EVENTS: ReadonlyArray<RegExp> = [
  /\b(?:launch(?:es|ed|ing)?|lift(?:ed)? ?off|liftoff|blast(?:ed)? off|releas(?:e|es|ed|ing)|came out|come out)\b/i,
  /\b(?:land(?:s|ed|ing)|touch(?:ed)? down|touchdown|splash(?:ed)? down|splashdown)\b|\bland(?= on\b|\s*\??\s*$)/i,
  /\b(?:born|birth|birthday)\b/i,
  /\b(?:die[sd]?|dying|death|killed|passed away)\b/i,
  /\b(?:sink|sank|sunk|sinking)\b/i,
  /\b(?:open(?:s|ed|ing)|inaugurat(?:ed|ion))\b|\bopen(?= to the public|\s*\??\s*$)/i,
  /\b(?:clos(?:es|ed|ing|ure)|shut down)\b|\bclose(?= down|\s*\??\s*$)/i,
  /\b(?:collaps(?:e|es|ed|ing))\b/i
]

/** The event a question asks the date of, as its group's position in `EVENTS`; undefined when it names none or two. */
export const askedEventOf = (query: string): number | undefined => {
  const named = eventsNamedIn(query)
  return named.length === 1 ? named[0] : undefined
}

const eventsNamedIn = (text: string): ReadonlyArray<number> =>
  EVENTS.flatMap((event, group) => (event.test(text) ? [group] : []))

/** Whether a sentence dates another event than the asked one: it names another and not the asked one. */
export const datesOtherEvent = (asked: number | undefined, text: string): boolean => {
  if (asked === undefined || EVENTS[asked]?.test(text) !== false) return false
  return eventsNamedIn(text).length > 0
}
