import type { Language } from '../../../contracts/language';
import { requestJson } from '../../app/api/request-json';

/** PUT /api/account/language: the signed-in person's language, used when they sign in again (also elsewhere). */
export async function saveAccountLanguage(language: Language): Promise<void> {
  await requestJson('/api/account/language', { method: 'PUT', body: { language } });
}
