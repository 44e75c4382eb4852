/** A server or engine error in the player's words: the catalogue's text for its code, else the raw reason. */
import { hasKey, t } from '../i18n/index.js';

export function errorText(error: { code: string; message: string; reasons?: string[] }): string {
  const key = `error.${error.code}`;
  if (!hasKey(key)) return t('error.generic', { message: error.message });
  const reasons = error.reasons?.join(' ') ?? '';
  return `${t(key, { message: error.message })} ${reasons}`.trim();
}
