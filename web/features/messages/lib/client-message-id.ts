/** A fresh id for an outgoing message (crypto.randomUUID needs a secure context; this does not). */
export function newClientMessageId(): string {
  if (
    typeof crypto !== 'undefined' &&
    typeof crypto.randomUUID === 'function' &&
    globalThis.isSecureContext
  ) {
    return crypto.randomUUID();
  }
  const random = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
    b.toString(16).padStart(2, '0'),
  );
  return `c-${Date.now().toString(36)}-${random.join('')}`;
}
