/**
 * Room codes: 6 characters from an alphabet without look-alikes (no 0/O, 1/I/L), so a code
 * read aloud or copied from a screen is typed right. 31^6 ≈ 887 million codes.
 */
export const ROOM_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const ROOM_CODE_LENGTH = 6;

const CODE_PATTERN = new RegExp(`^[${ROOM_CODE_ALPHABET}]{${ROOM_CODE_LENGTH}}$`);

/** Upper-cases and strips spaces and dashes, as a person might type the code. */
export function normalizeRoomCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]/g, '');
}

export function isRoomCode(code: string): boolean {
  return CODE_PATTERN.test(code);
}
