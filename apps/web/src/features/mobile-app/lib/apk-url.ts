/** The APK link of settings with its `{click_id}` placeholder filled (empty for a direct visitor). */
export function apkUrl(template: string, clickId: string): string {
  return template.replaceAll('{click_id}', encodeURIComponent(clickId));
}
