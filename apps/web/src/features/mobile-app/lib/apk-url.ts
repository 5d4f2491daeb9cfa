/** A random click id for download attribution; unique enough per tap, not a secret. */
export function randomClickId(): string {
  const bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The APK link of settings with its `{click_id}` placeholder filled. */
export function apkUrl(template: string, clickId: string = randomClickId()): string {
  return template.replaceAll('{click_id}', encodeURIComponent(clickId));
}
