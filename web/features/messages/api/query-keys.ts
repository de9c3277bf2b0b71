/**
 * The key of a list loaded page after page (an infinite query): the URL-derived key of the read without
 * its page parameter, then 'pages'. Its cached data (every loaded page) is not the answer of one call, so
 * it must not share a key with a plain read of the same URL (the call's chat reads the latest messages).
 */
export const pagesKey = (readKey: unknown[]) => [...readKey, 'pages'];
