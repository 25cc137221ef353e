/** Line breaks, tabs and other control or invisible format characters: none belongs in a name, and they would add lines to the WhatsApp message. */
const CONTROL_CHARACTERS = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+/gu;

/** A name on one line: control characters become a space, runs of spaces one. */
export function singleLine(text: string): string {
  return text.replace(CONTROL_CHARACTERS, ' ').replace(/ {2,}/g, ' ');
}
