/** The photo types and size the server takes (POST /api/sendUpdatedData); checked here first too. */
export const PROFILE_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** The FORM_MESSAGES key of what is wrong with a chosen photo, or null when it may be sent. */
export function checkProfileImage(file: File): 'image_type' | 'image_too_large' | null {
  if (!(PROFILE_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'image_type';
  if (file.size > PROFILE_IMAGE_MAX_BYTES) return 'image_too_large';
  return null;
}
