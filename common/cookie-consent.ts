// With its extension: vite.config.ts loads this file too.
import { STORAGE_KEYS } from './constants.js';

/**
 * The inline script at the top of every page's <head> (vite.config.ts puts it there; the CSP allows it
 * by its hash, server/app.ts). The server renders the cookie-consent dialog into every public page,
 * as it cannot see local storage, so that a first visit reads it at first paint; this marks <html>
 * before anything is painted when a choice is stored, and the dialog stays hidden for those who have
 * chosen until the app, once hydrated, takes over.
 */
export const CONSENT_MARK_SCRIPT = `try{if(localStorage.getItem('${STORAGE_KEYS.cookiePreferences}'))document.documentElement.dataset.consent='stored'}catch(e){}`;
