/** The longest side a photo is uploaded with: sharp enough to read a document, quick to send from a phone. */
export const UPLOAD_LONG_SIDE = 1600;

/** The size a photo of `width` × `height` is shrunk to (unchanged when its long side is within `max`). */
export function shrunkSize(width: number, height: number, max = UPLOAD_LONG_SIDE): { width: number; height: number } {
  const long = Math.max(width, height);
  if (long <= max) return { width, height };
  const scale = max / long;
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/**
 * A photo shrunk in the browser to at most `UPLOAD_LONG_SIDE` on its long side, as a JPEG, so a
 * phone's 12-megapixel picture uploads in a moment and stays within the provider's limits. A PDF, a
 * photo already small enough, or one the browser cannot draw goes as it is.
 */
export async function shrinkPhoto(file: File): Promise<File> {
  if (!/^image\/(jpeg|png|webp)$/.test(file.type) || typeof createImageBitmap !== 'function') return file;
  try {
    const bitmap = await createImageBitmap(file);
    const size = shrunkSize(bitmap.width, bitmap.height);
    if (size.width === bitmap.width && size.height === bitmap.height) {
      bitmap.close();
      return file;
    }
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.9));
    if (!blob) return file;
    return new File([blob], `${file.name.replace(/\.\w+$/, '')}.jpg`, { type: 'image/jpeg' });
  } catch {
    return file;
  }
}
